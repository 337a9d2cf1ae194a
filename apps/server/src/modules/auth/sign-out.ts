import type { FastifyReply } from 'fastify';

import type { Deps } from '../../lib/fastify.js';
import { revokeFamilyOfToken } from './auth-repository.js';
import { clearRefreshCookie } from './issue-session.js';
import { hashSecret } from './secret-tokens.js';

/** Ends the cookie's session (its whole token family) and clears the cookie; fine without one. */
export async function signOut(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  refreshToken: string | undefined,
): Promise<void> {
  if (refreshToken) await revokeFamilyOfToken(app.db, hashSecret(refreshToken));
  clearRefreshCookie(app, reply);
}
