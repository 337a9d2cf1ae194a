import { eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

/** The personal board allowance: the `users` row's counter, locked by every board creation of the user. */

/**
 * Locks the user's row and returns their personal allowance use. Every board creation of a user
 * takes this lock first, so a user's creations run one at a time and cannot overdraw any quota.
 */
export async function lockUserQuota(
  tx: Executor,
  userId: string,
): Promise<{ personalBoardsUsed: number } | null> {
  const [row] = await tx
    .select({ personalBoardsUsed: users.personalBoardsUsed })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function findPersonalBoardsUsed(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ used: users.personalBoardsUsed }).from(users).where(eq(users.id, userId));
  return row?.used ?? 0;
}

/** A board from the personal allowance was deleted for good: the allowance gets it back (never below 0). */
export async function refundPersonalBoard(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ personalBoardsUsed: sql`greatest(${users.personalBoardsUsed} - 1, 0)` })
    .where(eq(users.id, userId));
}

export async function consumePersonalBoard(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ personalBoardsUsed: sql`${users.personalBoardsUsed} + 1` })
    .where(eq(users.id, userId));
}
