import type { HistoryQuery, HistoryResponse } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from './board-access.js';
import { listRevisions } from './board-revision-repository.js';

/** A board's revisions, newest first, for whoever may read the board; never loaded with the board. */
export async function getBoardHistory(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
  query: HistoryQuery,
): Promise<HistoryResponse> {
  await findBoardFor(deps, id, user, 'read');
  return listRevisions(deps.db, id, query);
}
