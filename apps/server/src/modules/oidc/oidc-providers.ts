import type { OidcProvider, OidcProviderId } from '@planner/domain';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';

import type { Config } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const DISCOVERY_TIMEOUT_SECONDS = 10;

export interface ProviderSettings extends OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

/** The providers the environment configures: the Google preset and/or one generic issuer. */
export function configuredProviders(config: Config): ProviderSettings[] {
  const providers: ProviderSettings[] = [];
  if (config.GOOGLE_CLIENT_ID) {
    providers.push({
      id: 'google',
      displayName: 'Google',
      issuer: GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    });
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) {
    providers.push({
      id: 'oidc',
      displayName: config.OIDC_DISPLAY_NAME ?? new URL(config.OIDC_ISSUER).hostname,
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
    });
  }
  return providers;
}

export interface ProviderRegistry {
  list(): OidcProvider[];
  /** Settings and the discovered client configuration; discovery runs on first use and is cached. */
  get(id: OidcProviderId): Promise<{ settings: ProviderSettings; client: client.Configuration }>;
}

export function createProviderRegistry(config: Config, log: FastifyBaseLogger): ProviderRegistry {
  const providers = configuredProviders(config);
  const discovered = new Map<OidcProviderId, Promise<client.Configuration>>();

  function discover(settings: ProviderSettings): Promise<client.Configuration> {
    const auth = settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None();
    return client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(config.OIDC_ALLOW_INSECURE_HTTP ? { execute: [client.allowInsecureRequests] } : {}),
    });
  }

  return {
    list: () => providers.map(({ id, displayName }) => ({ id, displayName })),
    async get(id) {
      const settings = providers.find((p) => p.id === id);
      if (!settings) {
        throw new AppError('auth/provider-not-configured', 'This sign-in provider is not configured.');
      }
      let pending = discovered.get(id);
      if (!pending) {
        pending = discover(settings);
        discovered.set(id, pending);
      }
      try {
        return { settings, client: await pending };
      } catch (error) {
        // Forget the failure so the next sign-in tries discovery again.
        discovered.delete(id);
        log.error({ err: error, issuer: settings.issuer }, 'OpenID Connect discovery failed');
        throw new AppError(
          'unavailable',
          `Could not reach ${settings.displayName} to sign in (discovery of ${settings.issuer} failed). Please try again later.`,
          { cause: error },
        );
      }
    },
  };
}
