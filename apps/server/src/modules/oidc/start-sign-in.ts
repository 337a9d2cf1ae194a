import type { OidcProviderId } from '@planner/domain';
import * as client from 'openid-client';

import type { Deps } from '../../lib/fastify.js';
import type { ProviderRegistry } from './oidc-providers.js';
import { deleteExpiredPendingSignIns, insertPendingSignIn } from './oidc-repository.js';

/** How long the user has to finish at the provider (spec 9's auth event cache: 10 minutes). */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

export function callbackPath(provider: OidcProviderId): string {
  return `/api/auth/oidc/${provider}/callback`;
}

/** Stores state, nonce and PKCE verifier, and answers the provider's authorization URL. */
export async function startSignIn(
  { db }: Deps<'db'>,
  registry: ProviderRegistry,
  provider: OidcProviderId,
  appOrigin: string,
): Promise<{ url: URL; state: string }> {
  const { client: configuration } = await registry.get(provider);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const now = new Date();
  await deleteExpiredPendingSignIns(db, now);
  await insertPendingSignIn(db, {
    state,
    nonce,
    codeVerifier,
    provider,
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${appOrigin}${callbackPath(provider)}`,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // Google: let the user pick the account in the popup (other issuers may not know this prompt).
    ...(provider === 'google' ? { prompt: 'select_account' } : {}),
  });
  return { url, state };
}
