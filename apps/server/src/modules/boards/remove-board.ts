import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import type { AuthorizeBoard } from './board-repository.js';
import { deleteTrashedBoard, findBoard, trashBoard } from './board-repository.js';

/**
 * Moves the owner's board to the trash, or (`permanent`) deletes a trashed one for good. The quota it
 * consumed is not refunded either way (see README).
 */
export async function removeBoard(
  { db }: Deps<'db'>,
  id: string,
  user: RequestUser,
  permanent: boolean,
): Promise<void> {
  const authorize: AuthorizeBoard = (board) => requireBoardAccess(board, user, 'own', id);
  if (!permanent) return trashBoard(db, id, authorize, user.uid);
  const live = await findBoard(db, id);
  if (live) {
    await authorize(live);
    throw new AppError('failed-precondition', 'Move the board to the trash before deleting it for good.');
  }
  await deleteTrashedBoard(db, id, authorize, user.uid);
}
