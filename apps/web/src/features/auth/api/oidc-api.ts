import type { OidcProvider, OidcProvidersResponse } from '@planner/domain';

import { toApiError } from '@/lib/api-error';

let providers: Promise<OidcProvider[]> | null = null;

/**
 * The sign-in providers the server has configured (`GET /api/auth/oidc/providers`), fetched once;
 * a plain fetch, so the login screen loads neither RTK Query nor zod.
 */
export function getOidcProviders(): Promise<OidcProvider[]> {
  providers ??= fetch('/api/auth/oidc/providers', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw await toApiError(response);
      return ((await response.json()) as OidcProvidersResponse).providers;
    })
    .catch((error: unknown) => {
      providers = null;
      console.warn('Loading the sign-in providers failed', error);
      return [];
    });
  return providers;
}

/** "Sign in with Google" for the Google preset, "Sign in with <display name>" for another issuer. */
export function oidcButtonLabel(provider: OidcProvider | undefined): string {
  return `Sign in with ${provider?.displayName ?? 'Google'}`;
}
