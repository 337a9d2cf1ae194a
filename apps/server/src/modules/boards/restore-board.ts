import type { Board } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { boardFor, requireBoardAccess } from './board-access.js';
import { untrashBoard } from './board-repository.js';

/** Takes the owner's board out of the trash as it was, history included; no quota is consumed. */
export async function restoreBoard({ db }: Deps<'db'>, id: string, user: RequestUser): Promise<Board> {
  const { board, grant } = await untrashBoard(
    db,
    id,
    (locked, tx) => requireBoardAccess(tx, locked, user, 'own', id),
    user.uid,
  );
  return boardFor(board, grant);
}
