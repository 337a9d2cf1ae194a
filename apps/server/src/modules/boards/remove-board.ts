import type { Database } from '../../db/client.js';
import { deleteBoard } from './board-repository.js';
import { boardNotFound } from './get-board.js';

/** Deletes the caller's board; the quota it consumed is not refunded (see README). */
export async function removeBoard(db: Database, id: string, ownerId: string): Promise<void> {
  if (!(await deleteBoard(db, id, ownerId))) throw boardNotFound(id);
}
