import type { Board } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { boardFor, boardsWithAccess } from './board-access.js';
import { listBoardsOf } from './board-repository.js';

/**
 * The boards the caller may read, their own and those shared with them, most recently updated
 * first, each with the caller's role (and position, and the owner's name on a shared one).
 */
export async function listBoards({ db }: Deps<'db'>, user: RequestUser): Promise<Board[]> {
  const granted = await boardsWithAccess(db, await listBoardsOf(db, user.uid), user, 'read');
  return granted.map((grant) => boardFor(grant.board, grant));
}
