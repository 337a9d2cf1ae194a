import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';

import type { rootReducer } from '@/lib/root-reducer';

/** The root state as the shared root reducer types it (the app's store type lives in `app/`). */
export type WorkspaceRootState = ReturnType<typeof rootReducer>;

export const useAppSelector = useSelector.withTypes<WorkspaceRootState>();
// RTK Query's thunks type their own root state; the lazily injected store cannot name it statically.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<any, unknown, UnknownAction>>();
/** Reads the state at call time (in event handlers, after awaits). */
export function useGetState(): () => WorkspaceRootState {
  const store = useStore();
  return () => store.getState() as WorkspaceRootState;
}
