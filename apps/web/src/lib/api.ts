import type { WithSlice } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { dynamicMiddleware, rootReducer, selectToken } from './root-reducer';

/** Every tag any feature may provide or invalidate; features add endpoints with `api.injectEndpoints`. */
export const API_TAG_TYPES = [
  'Me',
  'Memberships',
  'Boards',
  'Board',
  'BoardQuota',
  'History',
  'Trash',
  'Prompts',
  'AdminBoards',
  'AdminMembers',
  'AdminInvites',
  'Companies',
] as const;

type RootState = ReturnType<typeof rootReducer>;

export const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as RootState);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The one RTK Query API. Failed calls pass the raw error on (`{ status, data }`), as the spec says. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  refetchOnReconnect: true,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

declare module './root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

let listening = false;

/**
 * Enables refetch-on-reconnect and focus-aware polling; called once by the first component that
 * queries (the session watcher), so the query layer stays out of the first download.
 */
export function listenForFocusAndReconnect(dispatch: Parameters<typeof setupListeners>[0]) {
  if (listening) return;
  listening = true;
  setupListeners(dispatch);
}
