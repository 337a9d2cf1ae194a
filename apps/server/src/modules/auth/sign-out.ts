import type { FastifyReply } from 'fastify';

import type { Deps } from '../../lib/fastify.js';
import { clearRefreshCookie } from './issue-session.js';
import { revokeFamilyOfToken } from './refresh-token-repository.js';
import { hashSecret } from './secret-tokens.js';

/** Ends the session (whole token family) of every refresh cookie sent and clears the cookie; fine without one. */
export async function signOut(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  presented: string[],
): Promise<void> {
  for (const token of presented) await revokeFamilyOfToken(app.db, hashSecret(token));
  clearRefreshCookie(app, reply);
}
