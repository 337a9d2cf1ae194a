import type { FastifyReply } from 'fastify';

import type { Deps } from '../../lib/fastify.js';
import { endSession } from './end-sessions.js';
import { clearRefreshCookie } from './issue-session.js';
import { findRefreshTokenSession } from './refresh-token-repository.js';
import { hashSecret } from './secret-tokens.js';

/**
 * Ends the session (whole token family, ID tokens included) of every refresh cookie sent and clears
 * the cookie; fine without one, and an unknown token is ignored.
 */
export async function signOut(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  presented: string[],
): Promise<void> {
  for (const token of presented) {
    const session = await findRefreshTokenSession(app.db, hashSecret(token));
    if (session) await app.db.transaction((tx) => endSession(tx, session));
  }
  clearRefreshCookie(app, reply);
}
