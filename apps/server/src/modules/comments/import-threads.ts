import type { ExportedThread } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import { insertImportedThreads } from './comment-repository.js';

/**
 * Puts an imported file's threads on the new board: each comment keeps its author's name and its
 * dates; nobody is mentioned or emailed, and no account is named.
 */
export async function importThreads(db: Executor, boardId: string, threads: ExportedThread[]): Promise<void> {
  await insertImportedThreads(
    db,
    boardId,
    threads.map((t) => ({
      field: t.field,
      status: t.status,
      createdAt: new Date(t.createdAt),
      resolvedAt: t.resolvedAt ? new Date(t.resolvedAt) : null,
      comments: t.comments.map((c) => ({
        authorName: c.deleted ? null : c.author,
        body: c.deleted ? '' : c.body,
        createdAt: new Date(c.createdAt),
        editedAt: c.editedAt ? new Date(c.editedAt) : null,
        deletedAt: c.deleted ? new Date(c.createdAt) : null,
      })),
    })),
  );
}
