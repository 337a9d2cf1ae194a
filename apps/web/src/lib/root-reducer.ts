import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Slices and the API inject themselves here (`slice.injectInto(rootReducer)`), so their code (and the
 * domain schemas they use) loads with the screens that need it, not with /login.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

/** RTK Query's middleware joins when the API module loads. */
export const dynamicMiddleware = createDynamicMiddleware();

/**
 * The signed-in user's ID token: the auth slice (`features/auth/stores/auth-slice.ts`) is its one
 * store, kept in memory only, and this is its one reader (the API's headers, a completion's stream,
 * an export's download, the first reads, the auth context). It lives beside the root reducer, not in
 * a module of its own: the API's chunk and the entry share this chunk, and a module of the entry
 * imported by the API's chunk would tie the two into a cycle the bundler breaks into many chunks.
 */
export function selectToken(state: { auth?: { token: string | null } }): string | null {
  return state.auth?.token ?? null;
}
