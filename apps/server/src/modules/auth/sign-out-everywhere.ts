import type { FastifyInstance, FastifyReply } from 'fastify';

import { clearRefreshCookie } from './issue-session.js';
import { revokeAllSessions } from './user-repository.js';

/** "Sign out of all devices": every refresh token revoked, every ID token refused from the next request. */
export async function signOutEverywhere(app: FastifyInstance, reply: FastifyReply, userId: string) {
  await app.db.transaction((tx) => revokeAllSessions(tx, userId));
  clearRefreshCookie(app, reply);
}
