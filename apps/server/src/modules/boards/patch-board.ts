import type { Board, BoardPatch } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import { updateBoard } from './board-repository.js';

/** Applies the changed fields only; stage objects are merged field by field under a row lock. */
export async function patchBoard(
  { db }: Deps<'db'>,
  id: string,
  user: RequestUser,
  patch: BoardPatch,
): Promise<Board> {
  return updateBoard(db, id, (board) => requireBoardAccess(board, user, 'edit', id), patch, {
    source: { kind: 'user' },
    by: user.uid,
  });
}
