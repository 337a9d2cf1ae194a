import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import { deleteBoard } from './board-repository.js';

/** Deletes the owner's board; the quota it consumed is not refunded (see README). */
export async function removeBoard({ db }: Deps<'db'>, id: string, user: RequestUser): Promise<void> {
  await deleteBoard(db, id, (board) => requireBoardAccess(board, user, 'own', id));
}
