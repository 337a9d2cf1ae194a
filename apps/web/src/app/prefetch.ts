import type { LoaderFunctionArgs } from 'react-router';

import { store } from '@/app/store';
import { pendingSessionRestore } from '@/features/auth/api/auth-client';
import { setToken } from '@/features/auth/stores/auth-slice';
import { selectToken } from '@/lib/root-reducer';

type Dispatch = typeof store.dispatch;

/** The signed-in user's ID token: at page load once the session probe answers; null when signed out. */
async function signedInToken(): Promise<string | null> {
  const restoring = pendingSessionRestore();
  if (restoring) {
    const session = await restoring.catch(() => null);
    // The auth provider stores the same token when it takes this answer; the reads below need it now.
    if (session && !selectToken(store.getState())) store.dispatch(setToken(session.idToken));
  }
  return selectToken(store.getState());
}

/**
 * The root route's loader: the first render waits for the page's session probe (the static loading
 * screen shows meanwhile, as React's would), so it draws the signed-in or signed-out screen at once.
 */
export async function waitForSession(): Promise<null> {
  await signedInToken();
  return null;
}

/**
 * A route loader that starts its screen's reads into the cache. At page load it waits for them, so
 * the screen renders once, with its data, instead of a skeleton and then again (the static loading
 * screen is up meanwhile); on a later navigation the next screen shows at once, with its skeleton.
 * Signed out it reads nothing; a failed read is left to the screen's own query, which shows it.
 */
export function readsLoader(read: (dispatch: Dispatch, args: LoaderFunctionArgs) => Promise<unknown>) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const pageLoad = pendingSessionRestore() !== null;
    if (!(await signedInToken())) return null;
    // The API module injects its slice on import; the store takes it into its state on the next
    // action, and a query dispatched before that finds no state and is dropped.
    await import('@/lib/api');
    store.dispatch({ type: 'app/apiLoaded' });
    const reading = read(store.dispatch, args).catch(() => undefined);
    if (pageLoad) await reading;
    return null;
  };
}
