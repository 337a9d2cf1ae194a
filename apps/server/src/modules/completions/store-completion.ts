import type { Board, BoardPatch, DraftSource } from '@planner/domain';
import { promptVersionInfo, stageInfo } from '@planner/domain';

import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { updateBoard } from '../boards/board-repository.js';
import type { Draft } from './generate-draft.js';
import type { PreparedCompletion } from './prepare-completion.js';

/**
 * Saves the sent inputs and the result in one update: the version's field, plus the stage and
 * step when the version names a step, and who wrote the draft. Nothing is saved when the draft failed.
 */
export async function storeCompletion(
  db: Database,
  ownerId: string,
  prepared: PreparedCompletion,
  draft: Draft,
  source: DraftSource,
): Promise<Board> {
  const info = promptVersionInfo(prepared.version);
  const dataKey = stageInfo(info.stage).dataKey;
  const patch: Record<string, unknown> = { ...prepared.inputsPatch };
  patch[dataKey] = { ...(patch[dataKey] as object | undefined), [info.field]: draft.stored };
  if ('step' in info && info.step) {
    patch.currentStage = info.stage;
    patch.currentStep = info.step;
  }
  const board = await updateBoard(db, prepared.board.id, ownerId, patch as BoardPatch, {
    [info.field]: source,
  });
  if (!board) throw new AppError('not-found', 'Board not found.');
  return board;
}
