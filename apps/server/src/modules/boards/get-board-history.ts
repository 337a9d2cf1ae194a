import type { HistoryQuery, HistoryResponse } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import { findBoard } from './board-repository.js';
import { listRevisions } from './board-revision-repository.js';

/** A board's revisions, newest first, for whoever may read the board; never loaded with the board. */
export async function getBoardHistory(
  { db }: Deps<'db'>,
  id: string,
  user: RequestUser,
  query: HistoryQuery,
): Promise<HistoryResponse> {
  requireBoardAccess(await findBoard(db, id), user, 'read', id);
  return listRevisions(db, id, query);
}
