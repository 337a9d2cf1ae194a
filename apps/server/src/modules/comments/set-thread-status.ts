import type { ThreadResponse, ThreadStatusChange } from '@planner/domain';
import { roleAllows } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { findThread, setThreadStatus as storeThreadStatus } from './comment-repository.js';
import { readThread, threadNotFound } from './read-threads.js';

/** Resolves or reopens a thread: editors, the owner, and the commenter who started the thread. */
export async function setThreadStatus(
  deps: Deps<'db'>,
  id: string,
  threadId: string,
  user: RequestUser,
  input: ThreadStatusChange,
): Promise<ThreadResponse> {
  const { role } = await findBoardFor(deps, id, user, 'comment');
  const thread = await findThread(deps.db, id, threadId);
  if (!thread) throw threadNotFound(threadId);
  if (!roleAllows(role, 'edit') && thread.createdBy !== user.uid) {
    throw new AppError(
      'permission-denied',
      'Only editors, the owner and the person who started a thread can resolve or reopen it.',
    );
  }
  if (thread.status !== input.status) await storeThreadStatus(deps.db, threadId, input.status, user.uid);
  return { thread: await readThread(deps.db, id, threadId) };
}
