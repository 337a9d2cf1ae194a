import type { ThreadStatus } from '@planner/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client.js';
import { commentThreads } from '../../db/schema/comment-threads.js';
import { comments } from '../../db/schema/comments.js';
import { users } from '../../db/schema/users.js';

/** The only code that touches `comment_threads` and `comments`. */

export type ThreadRow = typeof commentThreads.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/** A person as a thread shows them: display name, or email when they set none. */
const personName = (table: { displayName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(${table.displayName}), ''), ${table.email})`;

const resolver = alias(users, 'resolver');

export interface ThreadWithPeople extends ThreadRow {
  resolvedByName: string | null;
}

export interface CommentWithAuthor extends CommentRow {
  authorName: string | null;
}

/** A board's threads (optionally on one field, in one status), oldest first, with their comments. */
export async function listThreads(
  db: Executor,
  boardId: string,
  filter: { field?: string; status?: ThreadStatus; threadId?: string } = {},
): Promise<{ thread: ThreadWithPeople; comments: CommentWithAuthor[] }[]> {
  const threads = await db
    .select({ thread: commentThreads, resolvedByName: personName(resolver) })
    .from(commentThreads)
    .leftJoin(resolver, eq(resolver.id, commentThreads.resolvedBy))
    .where(
      and(
        eq(commentThreads.boardId, boardId),
        filter.field ? eq(commentThreads.field, filter.field) : undefined,
        filter.status ? eq(commentThreads.status, filter.status) : undefined,
        filter.threadId ? eq(commentThreads.id, filter.threadId) : undefined,
      ),
    )
    .orderBy(asc(commentThreads.createdAt), asc(commentThreads.id));
  if (threads.length === 0) return [];
  const rows = await db
    .select({
      comment: comments,
      authorName: sql<string | null>`coalesce(${personName(users)}, ${comments.authorName})`,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(
      inArray(
        comments.threadId,
        threads.map((t) => t.thread.id),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return threads.map(({ thread, resolvedByName }) => ({
    thread: { ...thread, resolvedByName },
    comments: rows
      .filter((r) => r.comment.threadId === thread.id)
      .map((r) => ({ ...r.comment, authorName: r.authorName })),
  }));
}

export async function findThread(db: Executor, boardId: string, threadId: string): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.boardId, boardId), eq(commentThreads.id, threadId)));
  return row ?? null;
}

export async function insertThread(
  db: Executor,
  row: { boardId: string; field: string; createdBy: string },
): Promise<ThreadRow> {
  const [thread] = await db.insert(commentThreads).values(row).returning();
  return thread!;
}

export async function insertComment(
  db: Executor,
  row: {
    threadId: string;
    boardId: string;
    authorId: string;
    authorName: string;
    body: string;
    mentions: string[];
  },
): Promise<CommentRow> {
  const [comment] = await db.insert(comments).values(row).returning();
  return comment!;
}

/** A live (not deleted) comment of a board. */
export async function findComment(
  db: Executor,
  boardId: string,
  commentId: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.boardId, boardId), eq(comments.id, commentId), isNull(comments.deletedAt)));
  return row ?? null;
}

export async function updateCommentBody(db: Executor, commentId: string, body: string): Promise<void> {
  await db
    .update(comments)
    .set({ body, editedAt: sql`now()` })
    .where(eq(comments.id, commentId));
}

/** The first comment of a thread (its oldest). */
export async function firstCommentId(db: Executor, threadId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.threadId, threadId))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(1);
  return row?.id ?? null;
}

/** Live comments of a thread other than `exceptId`. */
export async function countOtherLiveComments(
  db: Executor,
  threadId: string,
  exceptId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.threadId, threadId), ne(comments.id, exceptId), isNull(comments.deletedAt)));
  return row?.n ?? 0;
}

/** Keeps a comment's place in its thread without its text, author or mentions. */
export async function markCommentDeleted(db: Executor, commentId: string): Promise<void> {
  await db
    .update(comments)
    .set({ body: '', mentions: [], authorId: null, authorName: null, deletedAt: sql`now()` })
    .where(eq(comments.id, commentId));
}

export async function deleteComment(db: Executor, commentId: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, commentId));
}

/** Deletes a thread and whatever of it is left (its comments cascade). */
export async function deleteThread(db: Executor, threadId: string): Promise<void> {
  await db.delete(commentThreads).where(eq(commentThreads.id, threadId));
}

export async function setThreadStatus(
  db: Executor,
  threadId: string,
  status: ThreadStatus,
  by: string,
): Promise<void> {
  await db
    .update(commentThreads)
    .set(
      status === 'resolved'
        ? { status, resolvedAt: sql`now()`, resolvedBy: by }
        : { status, resolvedAt: null, resolvedBy: null },
    )
    .where(eq(commentThreads.id, threadId));
}

/** A thread as an imported file gives it: its comments keep their authors' names, not their accounts. */
export interface ImportedThreadRow {
  field: string;
  status: ThreadStatus;
  createdAt: Date;
  resolvedAt: Date | null;
  comments: {
    authorName: string | null;
    body: string;
    createdAt: Date;
    editedAt: Date | null;
    deletedAt: Date | null;
  }[];
}

/** Inserts a board's imported threads and their comments, in two statements. */
export async function insertImportedThreads(
  db: Executor,
  boardId: string,
  threads: ImportedThreadRow[],
): Promise<void> {
  if (threads.length === 0) return;
  const rows = await db
    .insert(commentThreads)
    .values(
      threads.map((t) => ({
        boardId,
        field: t.field,
        status: t.status,
        createdAt: t.createdAt,
        resolvedAt: t.status === 'resolved' ? t.resolvedAt : null,
      })),
    )
    .returning({ id: commentThreads.id });
  const values = threads.flatMap((t, i) =>
    t.comments.map((c) => ({ ...c, threadId: rows[i]!.id, boardId, mentions: [] })),
  );
  if (values.length > 0) await db.insert(comments).values(values);
}
