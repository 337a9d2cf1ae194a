import type { ActionMode } from '@planner/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { actionCodes } from '../../db/schema/action-codes.js';

/** The only code that touches `action_codes` (verification and password-reset links). */

export interface ActionCodeRow {
  id: string;
  userId: string;
  mode: ActionMode;
  email: string;
  continueUrl: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Stores a new code and retires the account's older unused codes of the same mode. */
export async function insertActionCode(
  db: Executor,
  values: {
    userId: string;
    mode: ActionMode;
    codeHash: string;
    email: string;
    continueUrl: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(actionCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(actionCodes.userId, values.userId),
          eq(actionCodes.mode, values.mode),
          isNull(actionCodes.usedAt),
        ),
      );
    await tx.insert(actionCodes).values(values);
  });
}

export async function findActionCode(db: Executor, codeHash: string): Promise<ActionCodeRow | null> {
  const [row] = await db
    .select({
      id: actionCodes.id,
      userId: actionCodes.userId,
      mode: actionCodes.mode,
      email: actionCodes.email,
      continueUrl: actionCodes.continueUrl,
      expiresAt: actionCodes.expiresAt,
      usedAt: actionCodes.usedAt,
    })
    .from(actionCodes)
    .where(eq(actionCodes.codeHash, codeHash))
    .limit(1);
  return row ?? null;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeActionCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(actionCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(actionCodes.id, id), isNull(actionCodes.usedAt), gt(actionCodes.expiresAt, new Date())))
    .returning({ id: actionCodes.id });
  return rows.length === 1;
}
