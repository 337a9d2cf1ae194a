import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import type { AuthorizeBoard } from './board-access.js';
import { requireBoardAccess } from './board-access.js';
import { deleteTrashedBoard, findBoard, trashBoard } from './board-repository.js';
import { refundBoardQuota } from './refund-board-quota.js';

/**
 * Moves the owner's board to the trash (it still counts against its quota), or (`permanent`) deletes
 * a trashed one for good and gives its board back to the quota it came from (see docs/data-flow.md).
 */
export async function removeBoard(
  { db }: Deps<'db'>,
  id: string,
  user: RequestUser,
  permanent: boolean,
): Promise<void> {
  const authorize: AuthorizeBoard = (board, tx) => requireBoardAccess(tx, board, user, 'own', id);
  if (!permanent) return trashBoard(db, id, authorize, user.uid);
  const live = await findBoard(db, id);
  if (live) {
    await authorize(live, db);
    throw new AppError('failed-precondition', 'Move the board to the trash before deleting it for good.');
  }
  await db.transaction(async (tx) =>
    refundBoardQuota(tx, await deleteTrashedBoard(tx, id, authorize, user.uid)),
  );
}
