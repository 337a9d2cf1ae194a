import type { Deps } from '../../lib/fastify.js';
import { findLiveRefreshToken } from './refresh-token-repository.js';
import { hashSecret } from './secret-tokens.js';
import type { Account } from './user-repository.js';
import { findAccountById } from './user-repository.js';

export interface LiveSession {
  account: Account;
  /** The refresh-token family: the `sid` of the session's ID tokens. */
  sessionId: string;
}

/**
 * The live session of a refresh cookie, read only: the token is not rotated and a rotated one does
 * not count as reuse (only `POST /refresh` exchanges tokens). Null for an unknown, rotated, revoked
 * or expired token and for a missing or disabled account.
 */
export async function findLiveSession(app: Deps<'db'>, refreshToken: string): Promise<LiveSession | null> {
  const token = await findLiveRefreshToken(app.db, hashSecret(refreshToken));
  if (!token) return null;
  const account = await findAccountById(app.db, token.userId);
  if (!account || account.disabled) return null;
  return { account, sessionId: token.familyId };
}
