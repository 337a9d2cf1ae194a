import { and, eq } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { reviewDismissals } from '../../db/schema/review-dismissals.js';

/** The only code that touches `review_dismissals`: finding id -> reason, for one board. */
export async function listDismissals(db: Executor, boardId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ findingId: reviewDismissals.findingId, reason: reviewDismissals.reason })
    .from(reviewDismissals)
    .where(eq(reviewDismissals.boardId, boardId));
  return new Map(rows.map((r) => [r.findingId, r.reason]));
}

/** Dismisses a finding, or replaces the reason of one already dismissed. */
export async function upsertDismissal(
  db: Executor,
  row: { boardId: string; findingId: string; reason: string; byUserId: string },
): Promise<void> {
  await db
    .insert(reviewDismissals)
    .values(row)
    .onConflictDoUpdate({
      target: [reviewDismissals.boardId, reviewDismissals.findingId],
      set: { reason: row.reason, byUserId: row.byUserId, at: new Date() },
    });
}

export async function deleteDismissal(db: Executor, boardId: string, findingId: string): Promise<void> {
  await db
    .delete(reviewDismissals)
    .where(and(eq(reviewDismissals.boardId, boardId), eq(reviewDismissals.findingId, findingId)));
}
