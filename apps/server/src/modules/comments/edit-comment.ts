import type { EditComment, ThreadResponse } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { findComment, updateCommentBody } from './comment-repository.js';
import { commentNotFound, readThread } from './read-threads.js';

/** Its author rewrites a comment (a commenter or above); the comment shows when it was edited. */
export async function editComment(
  deps: Deps<'db'>,
  id: string,
  commentId: string,
  user: RequestUser,
  input: EditComment,
): Promise<ThreadResponse> {
  await findBoardFor(deps, id, user, 'comment');
  const comment = await findComment(deps.db, id, commentId);
  if (!comment) throw commentNotFound(commentId);
  if (comment.authorId !== user.uid)
    throw new AppError('permission-denied', 'Only its author can edit a comment.');
  await updateCommentBody(deps.db, commentId, input.body);
  return { thread: await readThread(deps.db, id, comment.threadId) };
}
