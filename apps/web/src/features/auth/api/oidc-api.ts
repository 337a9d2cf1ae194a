import type { OidcProvider, OidcProvidersResponse } from '@planner/domain';

import { api } from '@/lib/api';

/** The sign-in providers the server has configured (`GET /api/auth/oidc/providers`). */
export const oidcApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOidcProviders: build.query<OidcProvidersResponse, void>({
      query: () => '/auth/oidc/providers',
    }),
  }),
});

export const { useGetOidcProvidersQuery } = oidcApi;

/** "Sign in with Google" for the Google preset, "Sign in with <display name>" for another issuer. */
export function oidcButtonLabel(provider: OidcProvider | undefined): string {
  return `Sign in with ${provider?.displayName ?? 'Google'}`;
}
