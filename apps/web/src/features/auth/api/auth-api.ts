import type { AuthUser, Membership } from '@planner/domain';

import { api } from '@/lib/api';

/** Cached auth reads; the session flows themselves (sign-in, refresh, ...) are in auth-client.ts. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberships: build.query<{ memberships: Membership[] }, void>({
      query: () => '/auth/memberships',
      providesTags: ['Memberships'],
    }),
    getMe: build.query<{ user: AuthUser }, void>({
      query: () => '/auth/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMembershipsQuery, useGetMeQuery } = authApi;
