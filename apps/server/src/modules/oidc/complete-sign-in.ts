import type { OidcProviderId } from '@planner/domain';
import * as client from 'openid-client';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { ProviderRegistry } from './oidc-providers.js';
import { takePendingSignIn } from './oidc-repository.js';
import type { ProviderIdentity } from './resolve-account.js';
import { resolveAccount } from './resolve-account.js';
import { callbackPath } from './start-sign-in.js';

export interface CallbackQuery {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
}

const invalidState = () =>
  new AppError(
    'auth/invalid-state',
    'This sign-in has expired or was already used, or it was started in another browser. Please sign in again.',
  );

/** The provider's answer on the callback: checks state, exchanges the code, finds the account. */
export async function completeSignIn(
  deps: Deps<'db'>,
  registry: ProviderRegistry,
  provider: OidcProviderId,
  query: CallbackQuery,
  rawQuery: string,
  browserState: string | undefined,
  appOrigin: string,
): Promise<string> {
  if (!query.state) throw invalidState();
  // Taken first, whatever the outcome: a state is good for one answer only.
  const pending = await takePendingSignIn(deps.db, query.state);
  if (
    !pending ||
    pending.provider !== provider ||
    pending.expiresAt.getTime() <= Date.now() ||
    browserState !== query.state
  ) {
    throw invalidState();
  }
  if (query.error === 'access_denied') {
    throw new AppError('auth/user-cancelled', 'The sign-in was cancelled at the provider.');
  }
  if (query.error) {
    throw new AppError('auth/invalid-credential', `The provider refused the sign-in (${query.error}).`);
  }

  const { settings, client: configuration } = await registry.get(provider);
  const currentUrl = new URL(`${appOrigin}${callbackPath(provider)}?${rawQuery}`);
  let identity: ProviderIdentity;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    // Some issuers keep email claims for userinfo (they are not in every ID token).
    const claims =
      typeof idClaims.email === 'string'
        ? idClaims
        : { ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims };
    identity = {
      issuer: configuration.serverMetadata().issuer,
      subject: idClaims.sub,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '',
      // Some issuers send the string "true".
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name.trim() : '',
    };
  } catch (error) {
    throw new AppError(
      'auth/invalid-credential',
      `${settings.displayName} did not confirm the sign-in. Please try again.`,
      { cause: error },
    );
  }
  if (!identity.email) {
    throw new AppError(
      'auth/invalid-credential',
      `${settings.displayName} did not share an email address, which an account needs.`,
    );
  }
  return resolveAccount(deps, identity);
}
