import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from '../../lib/app-error.js';
import { prepareRequestAccountLookup } from './auth-repository.js';

export interface RequestUser {
  uid: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** Read from the database on every request, not from the token. */
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
 * re-checked in the database) for use as preHandlers.
 */
export function registerAuthenticate(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const findRequestAccount = prepareRequestAccountLookup(app.db);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await app.tokens.verify(bearerToken(request));
    const row = await findRequestAccount(claims.sub);
    if (!row) throw new AppError('unauthenticated', 'This account no longer exists.');
    if (row.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
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
