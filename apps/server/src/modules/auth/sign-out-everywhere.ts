import type { FastifyInstance, FastifyReply } from 'fastify';

import { endAllSessions } from './end-sessions.js';
import { clearRefreshCookie } from './issue-session.js';

/** "Sign out of all devices": every refresh token revoked, every ID token refused from the next request. */
export async function signOutEverywhere(app: FastifyInstance, reply: FastifyReply, userId: string) {
  await app.db.transaction((tx) => endAllSessions(tx, userId));
  clearRefreshCookie(app, reply);
}
