import type { Board, BoardPatch, ForecastCompletion } from '@planner/domain';
import { forecastFromCompletion, promptVersionInfo, setsBoardField, stageInfo } from '@planner/domain';

import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { updateBoard } from '../boards/board-repository.js';
import type { Draft } from './generate-draft.js';
import type { PreparedCompletion } from './prepare-completion.js';

/**
 * Saves the sent inputs and the result in one update: the version's field (5.2.1: the board's
 * `forecastData`), plus the stage and
 * step when the version names a step. Nothing is saved when the draft failed.
 */
export async function storeCompletion(
  db: Database,
  ownerId: string,
  prepared: PreparedCompletion,
  draft: Draft,
): Promise<Board> {
  const info = promptVersionInfo(prepared.version);
  const dataKey = stageInfo(info.stage).dataKey;
  const patch: Record<string, unknown> = { ...prepared.inputsPatch };
  if (setsBoardField(info)) {
    // The forecast draft fills the streams of the board's assumptions (or of a first forecast from its budget).
    patch[info.field] = forecastFromCompletion(
      draft.stored as ForecastCompletion,
      prepared.board,
      new Date(),
    );
  } else {
    patch[dataKey] = { ...(patch[dataKey] as object | undefined), [info.field]: draft.stored };
  }
  if ('step' in info && info.step) {
    patch.currentStage = info.stage;
    patch.currentStep = info.step;
  }
  const board = await updateBoard(db, prepared.board.id, ownerId, patch as BoardPatch);
  if (!board) throw new AppError('not-found', 'Board not found.');
  return board;
}
