import type { Board } from '@planner/domain';

import type { Database } from '../../db/client.js';
import { findBoard } from '../boards/board-repository.js';
import { boardNotFound } from '../boards/get-board.js';

/**
 * The one place this module decides who may read a board for export: today its owner (as every
 * board route does); anyone else gets the same 404 as a missing board.
 */
export async function readExportableBoard(db: Database, id: string, userId: string): Promise<Board> {
  const board = await findBoard(db, id, userId);
  if (!board) throw boardNotFound(id);
  return board;
}
