import type { Board, BoardPatch } from '@planner/domain';

import type { Database } from '../../db/client.js';
import { updateBoard } from './board-repository.js';
import { boardNotFound } from './get-board.js';

/** Applies the changed fields only; stage objects are merged field by field under a row lock. */
export async function patchBoard(
  db: Database,
  id: string,
  ownerId: string,
  patch: BoardPatch,
): Promise<Board> {
  const board = await updateBoard(db, id, ownerId, patch);
  if (!board) throw boardNotFound(id);
  return board;
}
