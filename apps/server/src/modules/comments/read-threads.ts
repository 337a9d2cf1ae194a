import type { CommentThread, ThreadStatus } from '@planner/domain';
import { COMMENT_DELETED } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CommentWithAuthor } from './comment-repository.js';
import { listThreads } from './comment-repository.js';

function toComment(row: CommentWithAuthor): CommentThread['comments'][number] {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    author:
      !deleted && (row.authorId || row.authorName)
        ? { id: row.authorId, name: row.authorName ?? 'Someone' }
        : null,
    body: deleted ? COMMENT_DELETED : row.body,
    mentions: deleted ? [] : row.mentions,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
  };
}

/** A board's threads as the API answers them, oldest first. */
export async function readThreads(
  db: Executor,
  boardId: string,
  filter: { field?: string; status?: ThreadStatus; threadId?: string } = {},
): Promise<CommentThread[]> {
  const rows = await listThreads(db, boardId, filter);
  return rows.map(({ thread, comments }) => ({
    id: thread.id,
    field: thread.field,
    status: thread.status,
    createdAt: thread.createdAt.toISOString(),
    resolvedAt: thread.resolvedAt?.toISOString() ?? null,
    resolvedBy: thread.resolvedBy
      ? { id: thread.resolvedBy, name: thread.resolvedByName ?? 'Someone' }
      : null,
    comments: comments.map(toComment),
  }));
}

/** One thread of a board as the API answers it; 404 when the board holds no such thread. */
export async function readThread(db: Executor, boardId: string, threadId: string): Promise<CommentThread> {
  const [thread] = await readThreads(db, boardId, { threadId });
  if (!thread) throw threadNotFound(threadId);
  return thread;
}

export function threadNotFound(threadId: string): AppError {
  return new AppError('not-found', `This board has no thread ${threadId}.`);
}

export function commentNotFound(commentId: string): AppError {
  return new AppError('not-found', `This board has no comment ${commentId}.`);
}
