import type { Board, BoardPatch, RevisionSource } from '@planner/domain';
import { promptVersionInfo, stageInfo } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess, updateBoard } from '../boards/board-store.js';
import type { Draft } from './generate-draft.js';
import type { PreparedCompletion } from './prepare-completion.js';
import type { CompletionProvider } from './providers/provider.js';

/**
 * Saves the sent inputs and the result in one update: the version's field, plus the stage and
 * step when the version names a step. Nothing is saved when the draft failed.
 */
export async function storeCompletion(
  { db, config, provider }: Deps<'db' | 'config'> & { provider: CompletionProvider },
  user: RequestUser,
  prepared: PreparedCompletion,
  draft: Draft,
): Promise<Board> {
  const info = promptVersionInfo(prepared.version);
  const dataKey = stageInfo(info.stage).dataKey;
  const patch: Record<string, unknown> = { ...prepared.inputsPatch };
  patch[dataKey] = { ...(patch[dataKey] as object | undefined), [info.field]: draft.stored };
  if ('step' in info && info.step) {
    patch.currentStage = info.stage;
    patch.currentStep = info.step;
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
    (board) => requireBoardAccess(board, user, 'edit'),
    patch as BoardPatch,
    { source, by: user.uid },
  );
}
