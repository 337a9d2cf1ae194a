import type { Board } from '@planner/domain';
import { BoardPatchSchema, fieldPatch } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor, requireBoardAccess } from './board-access.js';
import { findRevision } from './board-revision-repository.js';
import { updateBoard } from './update-board.js';

/**
 * Sets the revision's field back to the value that revision wrote, as a new change with the source
 * `restore` (history is never rewritten). Editors only; readers and others get the 404.
 */
export async function restoreRevision(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
  revisionId: string,
): Promise<Board> {
  const { db } = deps;
  await findBoardFor(deps, id, user, 'edit');
  const revision = await findRevision(db, id, revisionId);
  if (!revision) throw new AppError('not-found', `Revision ${revisionId} was not found.`);
  const patch = BoardPatchSchema.safeParse(fieldPatch(revision.field, revision.after));
  if (!patch.success)
    throw new AppError(
      'failed-precondition',
      'This version no longer fits the board and cannot be restored.',
    );
  // The title is the owner's to change (renaming), like a PATCH of it.
  const need = revision.field === 'title' ? 'own' : 'edit';
  return updateBoard(db, id, (board, tx) => requireBoardAccess(tx, board, user, need, id), patch.data, {
    source: { kind: 'restore' },
    by: user.uid,
  });
}
