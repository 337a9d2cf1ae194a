import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import {
  countOtherLiveComments,
  deleteComment as deleteCommentRow,
  deleteThread,
  findComment,
  firstCommentId,
  markCommentDeleted,
} from './comment-repository.js';
import { commentNotFound } from './read-threads.js';

/**
 * Its author or the board's owner deletes a comment. The first comment of a thread that has replies
 * keeps its place as "Comment deleted"; a thread left without a live comment goes with it.
 */
export async function deleteComment(
  deps: Deps<'db'>,
  id: string,
  commentId: string,
  user: RequestUser,
): Promise<void> {
  const { role } = await findBoardFor(deps, id, user, 'comment');
  await deps.db.transaction(async (tx) => {
    const comment = await findComment(tx, id, commentId);
    if (!comment) throw commentNotFound(commentId);
    if (comment.authorId !== user.uid && role !== 'owner') {
      throw new AppError('permission-denied', "Only its author or the board's owner can delete a comment.");
    }
    const others = await countOtherLiveComments(tx, comment.threadId, commentId);
    if (others === 0) return deleteThread(tx, comment.threadId);
    if ((await firstCommentId(tx, comment.threadId)) === commentId) return markCommentDeleted(tx, commentId);
    return deleteCommentRow(tx, commentId);
  });
}
