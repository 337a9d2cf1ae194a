import type { CommentThreadsResponse, ListCommentsQuery } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { readThreads } from './read-threads.js';

/** The threads of a board any member may read, on one field or all, open (default), resolved or all. */
export async function listComments(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
  query: ListCommentsQuery,
): Promise<CommentThreadsResponse> {
  await findBoardFor(deps, id, user, 'read');
  const threads = await readThreads(deps.db, id, {
    field: query.field,
    status: query.status === 'all' ? undefined : query.status,
  });
  return { threads };
}
