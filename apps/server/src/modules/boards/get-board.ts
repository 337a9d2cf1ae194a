import type { Board } from '@planner/domain';

import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findBoard } from './board-repository.js';

/** Someone else's board answers the same 404 as a missing one, so ids reveal nothing. */
export function boardNotFound(id: string): AppError {
  return new AppError('not-found', `Board ${id} was not found.`);
}

export async function getBoard(db: Database, id: string, ownerId: string): Promise<Board> {
  const board = await findBoard(db, id, ownerId);
  if (!board) throw boardNotFound(id);
  return board;
}
