import type { SessionResponse } from '@planner/domain';
import type { FastifyReply } from 'fastify';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { endAllSessions, endSession } from './end-sessions.js';
import {
  clearRefreshCookie,
  refreshTokenExpiry,
  sessionResponse,
  setRefreshCookie,
} from './issue-session.js';
import { findLiveRefreshToken, rotateRefreshToken } from './refresh-token-repository.js';
import { hashSecret, randomSecret } from './secret-tokens.js';
import { findAccountById } from './user-repository.js';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Of several refresh cookies (a legacy Path=/api/auth one beside the Path=/ one), the one whose
 * session is live, so an outdated copy is not taken for reuse; with none live, the first, judged as usual.
 */
async function pickRefreshToken(app: Deps<'db'>, presented: [string, ...string[]]): Promise<string> {
  if (presented.length > 1) {
    for (const token of presented) if (await findLiveRefreshToken(app.db, hashSecret(token))) return token;
  }
  return presented[0];
}

/** Exchanges the refresh cookie for a new ID token and a new refresh cookie (rotation). */
export async function refreshSession(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  reply: FastifyReply,
  presented: [string, ...string[]],
): Promise<SessionResponse> {
  const refreshToken = await pickRefreshToken(app, presented);
  const next = randomSecret();
  const expiresAt = refreshTokenExpiry(app.config);
  const rotation = await app.db.transaction(async (tx) => {
    const result = await rotateRefreshToken(
      tx,
      hashSecret(refreshToken),
      { tokenHash: hashSecret(next), expiresAt },
      app.config.REFRESH_REUSE_GRACE_SECONDS,
    );
    // A rotated token presented again is a stolen copy or a replay: its whole session ends.
    if (result.outcome === 'reused') await endSession(tx, result);
    return result;
  });
  if (rotation.outcome !== 'rotated') {
    clearRefreshCookie(app, reply);
    if (rotation.outcome === 'reused') reply.log.warn('refresh token reused: its session was revoked');
    throw new AppError('auth/user-token-expired', SESSION_EXPIRED);
  }
  const account = await findAccountById(app.db, rotation.userId);
  if (!account || account.disabled) {
    if (account) await app.db.transaction((tx) => endAllSessions(tx, account.id));
    clearRefreshCookie(app, reply);
    throw account
      ? new AppError('auth/user-disabled', 'This account has been disabled.')
      : new AppError('auth/user-token-expired', SESSION_EXPIRED);
  }
  setRefreshCookie(app, reply, next, expiresAt);
  return sessionResponse(app, account, rotation.familyId);
}
