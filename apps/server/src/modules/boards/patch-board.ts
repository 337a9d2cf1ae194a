import type { Board, BoardPatch } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import { updateBoard } from './board-repository.js';
import { checkEditConflicts } from './check-edit-conflicts.js';

/**
 * Applies the changed fields only; stage objects are merged field by field under a row lock. With
 * `baseVersion` (the `x-base-version` header) a field someone changed since then is refused (409).
 */
export async function patchBoard(
  { db }: Deps<'db'>,
  id: string,
  user: RequestUser,
  patch: BoardPatch,
  baseVersion?: number,
): Promise<Board> {
  return updateBoard(
    db,
    id,
    (board) => requireBoardAccess(board, user, 'edit', id),
    patch,
    { source: { kind: 'user' }, by: user.uid },
    {},
    checkEditConflicts(baseVersion),
  );
}
