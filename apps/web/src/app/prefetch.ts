import type { LoaderFunctionArgs } from 'react-router';

import { store } from '@/app/store';
import { pendingSessionRestore } from '@/features/auth/api/auth-client';
import { selectToken, setToken } from '@/features/auth/stores/auth-slice';

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
 * A route loader that starts its screen's reads without holding up the render: at page load as soon
 * as the session probe answers, not after the first screen has committed and its effects have run;
 * on a navigation while the route's code loads. The screen's own queries join them in the cache.
 */
export function prefetchLoader(start: (dispatch: Dispatch, args: LoaderFunctionArgs) => Promise<void>) {
  return (args: LoaderFunctionArgs): null => {
    void signedInToken()
      .then((token) => (token ? start(store.dispatch, args) : undefined))
      // The screen's own query runs again and shows its error; a prefetch has nobody to tell.
      .catch(() => undefined);
    return null;
  };
}
