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
