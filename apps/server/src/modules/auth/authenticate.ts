import type { FastifyInstance, FastifyRequest } from 'fastify';

import { RowCache } from '../../db/row-cache.js';
import { AppError } from '../../lib/app-error.js';
import type { RequestAccount } from './user-repository.js';
import { prepareRequestAccountLookup } from './user-repository.js';

/** Accounts kept in memory: one small object each. */
const ACCOUNTS_KEPT = 50_000;

export interface RequestUser {
  uid: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The database's current flag (through the account cache), not the token's claim. */
  admin: boolean;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header)
    throw new AppError('unauthenticated', 'Sign in to continue: the Authorization header is missing.');
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match?.[1])
    throw new AppError('unauthenticated', 'The Authorization header must be "Bearer <ID token>".');
  return match[1];
}

/**
 * Decorates `authenticate` (any signed-in, enabled account) and `requireAdmin` (platform admins,
 * re-checked against the account) for use as onRequest hooks. The account comes from a cache the
 * database keeps coherent (db/row-cache.ts): disabling an account or revoking admin, from the API or
 * the CLI, takes effect on the very next request, without a query on every request.
 */
export function registerAuthenticate(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const findRequestAccount = prepareRequestAccountLookup(app.db);
  const accounts = new RowCache<RequestAccount>(app.changes, 'users', { max: ACCOUNTS_KEPT });
  app.addHook('onClose', async () => accounts.dispose());

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await app.tokens.verify(bearerToken(request));
    const row = await accounts.get(claims.sub, () => findRequestAccount(claims.sub));
    if (!row) throw new AppError('unauthenticated', 'This account no longer exists.');
    if (row.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
    // Signed out since the token was issued: everywhere (a new version) or this one session.
    if ((claims.ver ?? 0) !== row.tokenVersion || (claims.sid && row.revokedSessions[claims.sid])) {
      throw new AppError('auth/user-token-expired', 'Your session has ended. Please sign in again.');
    }
    request.user = {
      uid: claims.sub,
      email: row.email,
      name: row.displayName,
      emailVerified: row.emailVerified,
      admin: row.isAdmin,
    };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.user?.admin) throw new AppError('permission-denied', 'Only platform admins may do this.');
  });
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.user;
}
