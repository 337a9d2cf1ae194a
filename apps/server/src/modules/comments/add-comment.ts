import type { CreateComment, ThreadResponse } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { listBoardMembers } from '../sharing/sharing-store.js';
import { findThread, insertComment, insertThread } from './comment-repository.js';
import { readThread, threadNotFound } from './read-threads.js';
import { sendMentionEmails } from './send-mention-emails.js';

/**
 * A new thread on a field, or a reply in one (`threadId`), by a commenter or above. Everyone it
 * mentions must be an active member of the board (400 otherwise, nothing stored); each of them but
 * the author is emailed after the write (`sendMentionEmails`).
 */
export async function addComment(
  deps: Deps<'db' | 'config' | 'mailer' | 'log'>,
  id: string,
  user: RequestUser,
  input: CreateComment,
): Promise<ThreadResponse> {
  const { board } = await findBoardFor(deps, id, user, 'comment');
  const members = await listBoardMembers(deps, id, user);
  const mentions = [...new Set(input.mentions ?? [])];
  const active = new Map(members.flatMap((m) => (m.userId && m.status === 'active' ? [[m.userId, m]] : [])));
  const strangers = mentions.filter((uid) => !active.has(uid));
  if (strangers.length > 0) {
    throw new AppError(
      'invalid-argument',
      `Only members of this board can be mentioned: ${strangers.join(', ')}.`,
    );
  }

  const author = active.get(user.uid)?.name ?? (user.name || user.email);
  const threadId = await deps.db.transaction(async (tx) => {
    let threadId = input.threadId;
    if (threadId) {
      const thread = await findThread(tx, id, threadId);
      if (!thread) throw threadNotFound(threadId);
      if (thread.field !== input.field) {
        throw new AppError(
          'invalid-argument',
          `Thread ${threadId} is on the field ${thread.field}, not ${input.field}.`,
        );
      }
    } else {
      threadId = (await insertThread(tx, { boardId: id, field: input.field, createdBy: user.uid })).id;
    }
    await insertComment(tx, {
      threadId,
      boardId: id,
      authorId: user.uid,
      authorName: author,
      body: input.body,
      mentions,
    });
    return threadId;
  });

  const recipients = mentions.filter((uid) => uid !== user.uid).map((uid) => active.get(uid)!);
  await sendMentionEmails(deps, {
    sender: { id: user.uid, name: author },
    board: { id, title: board.title },
    field: input.field,
    threadId,
    body: input.body,
    recipients: recipients.map((m) => ({ id: m.userId!, email: m.email })),
  });
  return { thread: await readThread(deps.db, id, threadId) };
}
