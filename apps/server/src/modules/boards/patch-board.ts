import type { Board, BoardNeed, BoardPatch, ForecastData } from '@planner/domain';
import { isStepEnabled, withCostKinds } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { boardFor, findBoardFor, requireBoardAccess } from './board-access.js';
import { checkEditConflicts } from './check-edit-conflicts.js';
import { setMemberPosition } from './member-access-repository.js';
import { refuseStepOfOtherStage, updateBoard } from './update-board.js';

/** What a patch needs: renaming is the owner's, content an editor's, moving oneself anyone's. */
function patchNeed(patch: BoardPatch): BoardNeed {
  if (patch.title !== undefined) return 'own';
  const content = Object.keys(patch).some((key) => key !== 'currentStage' && key !== 'currentStep');
  return content ? 'edit' : 'read';
}

/**
 * Applies the changed fields only; stage objects are merged field by field under a row lock. With
 * `baseVersion` (the `x-base-version` header) a field someone changed since then is refused (409).
 * The owner's stage and step are the board row's; a member's are their own (`board_members`), so a
 * member's move never moves anyone else, and a viewer or commenter may move and do nothing else.
 * A forecast's cost lines without a kind get one (`withCostKinds`).
 */
export async function patchBoard(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
  sent: BoardPatch,
  baseVersion?: number,
): Promise<Board> {
  const { db } = deps;
  // Every cost line is stored with its kind: founder pay typed as a line is payroll (no VAT).
  const patch: BoardPatch = sent.forecastData
    ? { ...sent, forecastData: withCostKinds(sent.forecastData) as ForecastData }
    : sent;
  const need = patchNeed(patch);
  const write = (fields: BoardPatch) =>
    updateBoard(
      db,
      id,
      (board, tx) => requireBoardAccess(tx, board, user, need, id),
      fields,
      { source: { kind: 'user' }, by: user.uid },
      {},
      checkEditConflicts(baseVersion),
    );
  const { currentStage, currentStep, ...content } = patch;
  const moves = currentStage !== undefined || currentStep !== undefined;
  // Content alone is one write whoever sends it; a move needs the caller's role first.
  if (!moves) return write(patch);
  const seen = await findBoardFor(deps, id, user, need);
  if (seen.role === 'owner') return write(patch);

  const here = seen.position ?? seen.board;
  const position = {
    currentStage: currentStage ?? here.currentStage,
    currentStep: currentStep ?? here.currentStep,
  };
  refuseStepOfOtherStage(position.currentStage, position.currentStep);
  const board = Object.keys(content).length > 0 ? await write(content) : boardFor(seen.board, seen);
  if (!isStepEnabled(position.currentStep, board)) {
    throw new AppError('failed-precondition', `Step ${position.currentStep} is not unlocked yet.`);
  }
  await setMemberPosition(db, id, user.uid, position);
  return { ...board, ...position };
}
