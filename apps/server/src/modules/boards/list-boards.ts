import type { Board } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { boardsWithAccess } from './board-access.js';
import { listBoardsOf } from './board-repository.js';

/** The boards the caller may read (their role decided by `requireBoardAccess`'s rule), most recently updated first. */
export async function listBoards({ db }: Deps<'db'>, user: RequestUser): Promise<Board[]> {
  return boardsWithAccess(await listBoardsOf(db, user.uid), user, 'read');
}
