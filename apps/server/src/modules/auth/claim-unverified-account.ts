import type { Executor } from '../../db/client.js';
import { endAllSessions } from './end-sessions.js';
import { verifyWithoutPassword } from './user-repository.js';

/**
 * The provider proved the email, the password holder never did: the password goes and its sessions
 * end (in the caller's transaction), so whoever registered the address first cannot keep a way in.
 */
export async function claimUnverifiedAccount(tx: Executor, userId: string, now: Date): Promise<void> {
  await verifyWithoutPassword(tx, userId, now);
  await endAllSessions(tx, userId);
}
