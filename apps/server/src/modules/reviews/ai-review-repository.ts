import type { StoredAiReview } from '@planner/domain';
import { eq } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { boardAiReviews } from '../../db/schema/board-ai-reviews.js';

/** The only code that touches `board_ai_reviews`: a board's latest AI critique, or null. */
export async function findAiReview(db: Executor, boardId: string): Promise<StoredAiReview | null> {
  const [row] = await db
    .select({ critique: boardAiReviews.critique, reviewedVersion: boardAiReviews.boardVersion })
    .from(boardAiReviews)
    .where(eq(boardAiReviews.boardId, boardId));
  return row ?? null;
}

/** Keeps only the latest critique: a new one replaces the one before. */
export async function saveAiReview(db: Executor, boardId: string, review: StoredAiReview): Promise<void> {
  const values = { boardId, boardVersion: review.reviewedVersion, critique: review.critique, at: new Date() };
  await db
    .insert(boardAiReviews)
    .values(values)
    .onConflictDoUpdate({ target: boardAiReviews.boardId, set: values });
}
