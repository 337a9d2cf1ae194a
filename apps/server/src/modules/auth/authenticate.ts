import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { RowCache } from '../../db/row-cache.js';
import { AppError } from '../../lib/app-error.js';
import type { VerifiedToken } from './tokens.js';
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

const BEARER = 'Bearer ';

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
 *
 * `authenticate` is a callback hook: when the token was verified before and its account is kept (the
 * hot path) it decides at once, without a promise; otherwise it verifies and reads, then decides.
 * Both ways make the same checks (`userOf`), so a revoked session is refused either way.
 */
export function registerAuthenticate(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const findRequestAccount = prepareRequestAccountLookup(app.db);
  const accounts = new RowCache<RequestAccount>(app.changes, 'users', { max: ACCOUNTS_KEPT });
  app.addHook('onClose', async () => accounts.dispose());

  async function userOfToken(token: string): Promise<RequestUser> {
    const claims = await app.tokens.verify(token);
    return userOf(claims, await accounts.get(claims.sub, () => findRequestAccount(claims.sub)));
  }
  const loadUser = (request: FastifyRequest) => userOfToken(bearerToken(request));
  app.decorate('userOfToken', userOfToken);

  /**
   * The user when the header's token and its account are both in memory; undefined otherwise. A
   * token `verify` accepted had the header's form, so "Bearer " and that token need no pattern.
   */
  function knownUser(header: string | undefined): RequestUser | undefined {
    const claims = header?.startsWith(BEARER) ? app.tokens.known(header.slice(BEARER.length)) : undefined;
    const row = claims && accounts.peek(claims.sub);
    return row ? userOf(claims, row) : undefined;
  }

  app.decorate(
    'authenticate',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      let user: RequestUser | undefined;
      try {
        user = knownUser(request.headers.authorization);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (user) {
        request.user = user;
        done();
        return;
      }
      loadUser(request).then((loaded) => {
        request.user = loaded;
        done();
      }, done);
    },
  );

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user.admin) throw new AppError('permission-denied', 'Only platform admins may do this.');
  });
}

/** The checks every request's token passes against its account, in the database's current state. */
function userOf(claims: VerifiedToken, row: RequestAccount | null): RequestUser {
  if (!row) throw new AppError('unauthenticated', 'This account no longer exists.');
  if (row.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
  // Signed out since the token was issued: everywhere (a new version) or this one session.
  if ((claims.ver ?? 0) !== row.tokenVersion || (claims.sid && row.revokedSessions[claims.sid])) {
    throw new AppError('auth/user-token-expired', 'Your session has ended. Please sign in again.');
  }
  return {
    uid: claims.sub,
    email: row.email,
    name: row.displayName,
    emailVerified: row.emailVerified,
    admin: row.isAdmin,
  };
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.user;
}
