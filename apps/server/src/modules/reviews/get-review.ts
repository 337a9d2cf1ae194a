import type { ReviewResponse } from '@planner/domain';
import { reviewBoard } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { findAiReview } from './ai-review-repository.js';
import { listDismissals } from './review-dismissal-repository.js';

/** The review of a readable board at its current version: rules, the stored AI critique, dismissals. */
export async function getReview(
  { db, config }: Deps<'db' | 'config'>,
  id: string,
  user: RequestUser,
): Promise<ReviewResponse> {
  const { board } = await findBoardFor({ db }, id, user, 'read');
  const [dismissals, ai] = await Promise.all([listDismissals(db, id), findAiReview(db, id)]);
  return reviewBoard(board, board.version, { dismissals, ai, aiAvailable: config.AI_PROVIDER !== 'offline' });
}
