import type { DismissFinding, ReviewFinding } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { getReview } from './get-review.js';
import { deleteDismissal, upsertDismissal } from './review-dismissal-repository.js';

/**
 * Dismisses a finding of the board's current review with a reason, or brings it back; answers the
 * finding as the review now shows it. A finding the review does not hold (fixed, or never there) is 404.
 */
export async function dismissFinding(
  deps: Deps<'db' | 'config'>,
  id: string,
  findingId: string,
  user: RequestUser,
  input: DismissFinding,
): Promise<ReviewFinding> {
  await findBoardFor(deps, id, user, 'edit');
  const before = await getReview(deps, id, user);
  if (!before.findings.some((f) => f.id === findingId)) {
    throw new AppError('not-found', `The review of this board holds no finding ${findingId}.`);
  }
  if (input.dismissed) {
    await upsertDismissal(deps.db, { boardId: id, findingId, reason: input.reason, byUserId: user.uid });
  } else {
    await deleteDismissal(deps.db, id, findingId);
  }
  const after = await getReview(deps, id, user);
  return after.findings.find((f) => f.id === findingId)!;
}
