import type { Board, BoardPatch, DraftSources, Stage, Step } from '@planner/domain';
import { forecastOutcome, isStepOf } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthorizeBoard } from './board-access.js';
import { boardFor } from './board-access.js';
import type { BoardWriteGuard } from './board-repository.js';
import { updateBoardRow } from './board-repository.js';
import type { BoardChange } from './board-revision-repository.js';

/** A write whose caller did not say who made it: a person, unknown. */
const UNATTRIBUTED: BoardChange = { source: { kind: 'user' }, by: null };

/** A stage and step that do not go together: 400, naming both. */
export function refuseStepOfOtherStage(stage: Stage, step: Step): void {
  if (!isStepOf(stage, step)) {
    throw new AppError('invalid-argument', `Step ${step} does not belong to stage ${stage}.`);
  }
}

/**
 * The rules a patch's result must keep, decided here once for every writer: a step moved to must
 * belong to its (new) stage, and sent assumptions must give a forecast that can be kept exact
 * (refused naming the one to change). Pure: it runs under the row lock on the merged board.
 */
export function checkPatchedBoard(patch: BoardPatch, next: Board): void {
  if (patch.currentStage !== undefined || patch.currentStep !== undefined) {
    refuseStepOfOtherStage(next.currentStage, next.currentStep);
  }
  if (!patch.forecastData || !next.forecastData) return;
  const { problem } = forecastOutcome(next.forecastData, next.budgetingData.budget);
  if (!problem) return;
  const path = `body.forecastData.${problem.field}`;
  throw new AppError('invalid-argument', `forecastData.${problem.field}: ${problem.reason}`, {
    details: { issues: [{ path, message: problem.reason }] },
  });
}

/**
 * The one writer of a board: the repository locks the row and lets `authorize` refuse (the caller's
 * access, checked again under the lock), then the merged board must pass `checkPatchedBoard` and
 * `guard` (an edit conflict) before anything is written, so concurrent writes each see the board as
 * the last one left it. Answers the board as its caller sees it (`boardFor`).
 */
export async function updateBoard(
  db: Executor,
  id: string,
  authorize: AuthorizeBoard,
  patch: BoardPatch,
  change: BoardChange = UNATTRIBUTED,
  sources: DraftSources = {},
  guard?: BoardWriteGuard,
): Promise<Board> {
  const { board, grant } = await updateBoardRow(
    db,
    id,
    authorize,
    patch,
    change,
    sources,
    async (tx, current, next) => {
      checkPatchedBoard(patch, next);
      await guard?.(tx, current, next);
    },
  );
  return boardFor(board, grant);
}
