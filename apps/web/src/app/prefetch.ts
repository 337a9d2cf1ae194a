import type { LoaderFunctionArgs } from 'react-router';

import { store } from '@/app/store';
import { pendingSessionRestore } from '@/features/auth/api/auth-client';
import { selectToken, setToken } from '@/features/auth/stores/auth-slice';
import { firstReads } from '@/session-probe';

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
 * A route loader that reads its screen's data into the cache before the screen renders, so it
 * renders once, with the data, instead of a skeleton and then again (render-as-you-fetch). Signed
 * out it reads nothing; a failed read is left to the screen's own query, which shows the error.
 */
export function readsLoader(read: (dispatch: Dispatch, args: LoaderFunctionArgs) => Promise<unknown>) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    if (!(await signedInToken())) return null;
    // The page's first script sent the first screen's reads with the session probe: they answer these.
    const { acceptEarlyAnswers } = await import('@/lib/api');
    acceptEarlyAnswers(firstReads);
    await read(store.dispatch, args).catch(() => undefined);
    return null;
  };
}
