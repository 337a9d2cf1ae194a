import type { Board } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import { untrashBoard } from './board-repository.js';

/** Takes the owner's board out of the trash as it was, history included; no quota is consumed. */
export async function restoreBoard({ db }: Deps<'db'>, id: string, user: RequestUser): Promise<Board> {
  return untrashBoard(db, id, (board, tx) => requireBoardAccess(tx, board, user, 'own', id), user.uid);
}
