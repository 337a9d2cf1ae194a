import type { Board, BoardPatch, ForecastCompletion, RevisionSource } from '@planner/domain';
import {
  completionTarget,
  draftLandingStep,
  fieldDraftedBy,
  forecastFromCompletion,
  isPlanPromptVersion,
  stageOfStep,
} from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { checkEditConflicts, requireBoardAccess, updateBoard } from '../boards/board-store.js';
import type { Draft } from './generate-draft.js';
import type { PreparedCompletion } from './prepare-completion.js';
import type { CompletionProvider } from './providers/provider.js';

/**
 * Saves the sent inputs and the result in one update: the version's field (5.2.1: the board's
 * `forecastData`), the step where the draft lands (`draftLandingStep`), and who wrote the draft.
 * Nothing is saved when the draft failed, nor when someone saved one of these fields while the draft
 * was written (409 `aborted` with the conflicts, as a PATCH from the version the draft started from).
 */
export async function storeCompletion(
  { db, config, provider }: Deps<'db' | 'config'> & { provider: CompletionProvider },
  user: RequestUser,
  prepared: PreparedCompletion,
  draft: Draft,
): Promise<Board> {
  const info = completionTarget(prepared.version);
  const { dataKey } = info;
  const patch: Record<string, unknown> = { ...prepared.inputsPatch };
  if (dataKey === null) {
    // The forecast draft fills the streams of the board's assumptions (or of a first forecast from its budget).
    patch[info.field] = forecastFromCompletion(
      draft.stored as ForecastCompletion,
      prepared.board,
      new Date(),
    );
  } else {
    patch[dataKey] = { ...(patch[dataKey] as object | undefined), [info.field]: draft.stored };
  }
  // Where the draft lands (the domain's rule) is part of this one write: the client sends no move.
  // The plan's own sections are drafted on the plan page: the position stays.
  const landing = isPlanPromptVersion(prepared.version) ? null : draftLandingStep(prepared.version);
  if (landing) {
    patch.currentStage = stageOfStep(landing);
    patch.currentStep = landing;
  }
  // The revision names the engine: the offline engine has no model, a vendor's model is the config's.
  const source: RevisionSource =
    provider.source === 'offline'
      ? { kind: 'offline', provider: provider.name, promptVersion: prepared.version }
      : {
          kind: 'ai',
          provider: provider.name,
          ...(config.AI_MODEL ? { model: config.AI_MODEL } : {}),
          promptVersion: prepared.version,
        };
  // Access is checked again under the row lock: it may have changed while the draft was written.
  return updateBoard(
    db,
    prepared.board.id,
    (board, tx) => requireBoardAccess(tx, board, user, 'edit'),
    patch as BoardPatch,
    { source, by: user.uid },
    { [fieldDraftedBy(prepared.version)]: provider.draftSource },
    checkEditConflicts(prepared.board.version),
  );
}
