import type { Executor } from '../../db/client.js';
import { revokeFamily, revokeRefreshTokensOf } from './refresh-token-repository.js';
import { bumpTokenVersion, revokeSessionTokens } from './user-repository.js';

/**
 * Ends every session of the account now, in the caller's transaction: its live refresh tokens are
 * revoked and its ID tokens refused from the next request (a new password, a disabled account,
 * "sign out of all devices").
 */
export async function endAllSessions(tx: Executor, userId: string): Promise<void> {
  await revokeRefreshTokensOf(tx, userId, new Date());
  await bumpTokenVersion(tx, userId);
}

/**
 * Ends one session (a refresh-token family), in the caller's transaction: its refresh tokens are
 * revoked and its ID tokens refused from the next request (sign-out, a reused refresh token).
 */
export async function endSession(tx: Executor, session: { userId: string; familyId: string }): Promise<void> {
  await revokeFamily(tx, session.familyId);
  await revokeSessionTokens(tx, session.userId, session.familyId);
}
