// The auth slice is always present; board, stage and API state inject themselves when loaded.
import '@/features/auth/stores/auth-slice';

import { configureStore } from '@reduxjs/toolkit';

import { resetAll } from '@/lib/reset-all';
import { dynamicMiddleware, rootReducer } from '@/lib/root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** `resetAll` (logout) returns every slice to its initial state. */
const appReducer: typeof rootReducer = ((state, action) =>
  rootReducer(resetAll.match(action) ? undefined : state, action)) as typeof rootReducer;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
    // RTK Query's cache writes (an optimistic patch among them) reach the screen before the event
    // that made them ends, not at the next frame: a controlled checkbox whose click patched the board
    // would otherwise snap back until then, and a frame is late on a busy machine.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore();
