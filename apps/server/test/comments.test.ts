import type { Board, CommentThread, CommentThreadsResponse, HistoryResponse } from '@planner/domain';
import { CommentThreadsResponseSchema, ThreadResponseSchema } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { commentThreads } from '../src/db/schema/comment-threads.js';
import { comments } from '../src/db/schema/comments.js';
import { runHousekeeping } from '../src/modules/boards/run-housekeeping.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { insertMember } from './sharing-helpers.js';
import type { SmtpReceiver } from './support/smtp.js';
import { startSmtpReceiver } from './support/smtp.js';

let smtp: SmtpReceiver;
let ctx: TestContext;
let owner: TestUser;
let editor: TestUser;
let commenter: TestUser;
let other: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await buildTestApp({
    SMTP_URL: smtp.url,
    PERSONAL_BOARD_LIMIT: '100',
    COMMENT_WRITES_PER_MINUTE: '1000',
  });
  owner = await createTestUser(ctx, { displayName: 'Ada' });
  editor = await createTestUser(ctx, { displayName: 'Grace' });
  commenter = await createTestUser(ctx, { displayName: 'Mentor "Max"\nSmith' });
  other = await createTestUser(ctx, { displayName: 'Olga' });
  viewer = await createTestUser(ctx, { displayName: 'Vic' });
  stranger = await createTestUser(ctx, { displayName: 'Stranger' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A board of Ada's, shared with an editor, two commenters and a viewer. */
async function sharedBoard(): Promise<Board> {
  const board = await createBoard(ctx, owner, {
    title: 'Coffee cart',
    ideaData: { initialIdea: 'Coffee by bike' },
  });
  await insertMember(ctx, board.id, editor, 'editor');
  await insertMember(ctx, board.id, commenter, 'commenter');
  await insertMember(ctx, board.id, other, 'commenter');
  await insertMember(ctx, board.id, viewer, 'viewer');
  return board;
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object) {
  return ctx.app.inject({ method, url, headers: user.authorization, ...(payload ? { payload } : {}) });
}

async function post(board: Board, user: TestUser, payload: object): Promise<CommentThread> {
  const res = await call('POST', `/api/boards/${board.id}/comments`, user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return ThreadResponseSchema.parse(res.json()).thread;
}

async function list(board: Board, user: TestUser = owner, query = ''): Promise<CommentThreadsResponse> {
  const res = await call('GET', `/api/boards/${board.id}/comments${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return CommentThreadsResponseSchema.parse(res.json());
}

const FIELD = 'ideaData.initialIdea';
const mailsTo = (user: TestUser) => smtp.messages.filter((m) => m.to.includes(user.email));

describe('POST and GET /api/boards/:id/comments', () => {
  it('should start a thread on a field and list it for every member with the exact shape', async () => {
    const board = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'Who pays for the **bike**?' });
    expect(thread).toMatchObject({ field: FIELD, status: 'open', resolvedAt: null, resolvedBy: null });
    expect(thread.comments).toEqual([
      {
        id: expect.any(String),
        author: { id: commenter.uid, name: 'Mentor "Max"\nSmith' },
        body: 'Who pays for the **bike**?',
        mentions: [],
        createdAt: expect.any(String),
        editedAt: null,
        deleted: false,
      },
    ]);
    for (const member of [owner, editor, commenter, viewer]) {
      expect((await list(board, member)).threads).toEqual([thread]);
    }
  });

  it('should answer a non-member 404 on every route and a viewer 403 on every write', async () => {
    const board = await sharedBoard();
    const thread = await post(board, owner, { field: FIELD, body: 'Note' });
    const commentId = thread.comments[0]!.id;
    const routes = [
      ['POST', `/api/boards/${board.id}/comments`, { field: FIELD, body: 'Hi' }],
      ['POST', `/api/boards/${board.id}/comments`, { field: FIELD, body: 'Hi', threadId: thread.id }],
      ['PATCH', `/api/boards/${board.id}/comments/${commentId}`, { body: 'Hi' }],
      ['DELETE', `/api/boards/${board.id}/comments/${commentId}`, undefined],
      ['PATCH', `/api/boards/${board.id}/threads/${thread.id}`, { status: 'resolved' }],
    ] as const;
    expect((await call('GET', `/api/boards/${board.id}/comments`, stranger)).statusCode).toBe(404);
    for (const [method, url, payload] of routes) {
      const missing = await call(method, url, stranger, payload);
      expect(missing.statusCode, `${method} ${url}`).toBe(404);
      expect(missing.json().error.message).toBe(`Board ${board.id} was not found.`);
      const refused = await call(method, url, viewer, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.message).toBe(
        'You can view this board: as a viewer you cannot comment on it.',
      );
    }
    expect(await list(board)).toEqual({ threads: [thread] });
  });

  it('should add a reply to the thread and refuse a thread of another board or another field', async () => {
    const board = await sharedBoard();
    const elsewhere = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'First' });
    const replied = await post(board, owner, { field: FIELD, body: 'Answer', threadId: thread.id });
    expect(replied.id).toBe(thread.id);
    expect(replied.comments.map((c) => [c.author?.name, c.body])).toEqual([
      ['Mentor "Max"\nSmith', 'First'],
      ['Ada', 'Answer'],
    ]);
    const foreign = await call('POST', `/api/boards/${elsewhere.id}/comments`, owner, {
      field: FIELD,
      body: 'x',
      threadId: thread.id,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongField = await call('POST', `/api/boards/${board.id}/comments`, owner, {
      field: 'title',
      body: 'x',
      threadId: thread.id,
    });
    expect(wrongField.statusCode).toBe(400);
    expect((await list(board)).threads[0]?.comments).toHaveLength(2);
  });

  it('should take a body of 1 to 5,000 characters on a known field, and refuse anything else with 400', async () => {
    const board = await sharedBoard();
    const bad: [object, string][] = [
      [{ field: FIELD, body: '' }, 'Write a comment'],
      [{ field: FIELD, body: '   \n ' }, 'Write a comment'],
      [{ field: FIELD, body: 'x'.repeat(5001) }, 'A comment is limited to 5,000 characters'],
      [
        { field: 'ideaData.nothing', body: 'x' },
        'field must name a board field such as ideaData.initialIdea',
      ],
      [{ field: 'ownerId', body: 'x' }, 'field must name a board field such as ideaData.initialIdea'],
      [{ field: FIELD, body: 'x', extra: 1 }, 'extra'],
    ];
    for (const [payload, message] of bad) {
      const res = await call('POST', `/api/boards/${board.id}/comments`, commenter, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await list(board)).threads).toEqual([]);
    const longest = await post(board, commenter, { field: FIELD, body: 'x'.repeat(5000) });
    expect(longest.comments[0]?.body).toHaveLength(5000);
    for (const field of ['title', 'forecastData', 'planData.competition', 'budgetingData.budget']) {
      expect((await post(board, commenter, { field, body: 'ok' })).field).toBe(field);
    }
  });

  it('should keep Markdown with HTML and a script as the text written', async () => {
    const board = await sharedBoard();
    const body = '<script>alert(1)</script> <img src=x onerror=alert(2)> **bold** [x](javascript:alert(3))';
    const thread = await post(board, commenter, { field: FIELD, body, mentions: [owner.uid] });
    expect(thread.comments[0]?.body).toBe(body);
    expect((await list(board)).threads[0]?.comments[0]?.body).toBe(body);
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && m.text.includes(thread.id));
    expect(mail.html).toBe('');
    expect(mail.text).toContain(JSON.stringify(body));
  });

  it('should list open threads by default, resolved or all on asking, on one field, oldest first', async () => {
    const board = await sharedBoard();
    const a = await post(board, commenter, { field: FIELD, body: 'A' });
    const b = await post(board, commenter, { field: 'title', body: 'B' });
    const c = await post(board, commenter, { field: FIELD, body: 'C' });
    await call('PATCH', `/api/boards/${board.id}/threads/${b.id}`, owner, { status: 'resolved' });
    expect((await list(board)).threads.map((t) => t.id)).toEqual([a.id, c.id]);
    expect((await list(board, owner, '?status=resolved')).threads.map((t) => t.id)).toEqual([b.id]);
    expect((await list(board, owner, '?status=all')).threads.map((t) => t.id)).toEqual([a.id, b.id, c.id]);
    expect((await list(board, owner, `?status=all&field=title`)).threads.map((t) => t.id)).toEqual([b.id]);
    expect((await call('GET', `/api/boards/${board.id}/comments?status=closed`, owner)).statusCode).toBe(400);
    expect((await call('GET', `/api/boards/${board.id}/comments?field=nope`, owner)).statusCode).toBe(400);
  });
});

describe('mentions', () => {
  it('should refuse a mention of someone who is not a member with 400 and store nothing', async () => {
    const board = await sharedBoard();
    const before = smtp.messages.length;
    const res = await call('POST', `/api/boards/${board.id}/comments`, commenter, {
      field: FIELD,
      body: 'Hey @Stranger',
      mentions: [owner.uid, stranger.uid],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`Only members of this board can be mentioned: ${stranger.uid}.`);
    expect((await list(board, owner, '?status=all')).threads).toEqual([]);
    expect(smtp.messages.length).toBe(before);
    const notUuid = await call('POST', `/api/boards/${board.id}/comments`, commenter, {
      field: FIELD,
      body: 'x',
      mentions: ['ada'],
    });
    expect(notUuid.statusCode).toBe(400);
  });

  it('should email each mentioned member but the author exactly once, quoted on one line, with the link to the thread', async () => {
    const board = await sharedBoard();
    const body = 'Is the price right?\n\nSee "pricing" below, @Ada and @Grace';
    const thread = await post(board, commenter, {
      field: FIELD,
      body,
      mentions: [owner.uid, editor.uid, commenter.uid, owner.uid],
    });
    expect(thread.comments[0]?.mentions).toEqual([owner.uid, editor.uid, commenter.uid]);
    const link = `http://localhost:3000/${board.id}/idea?field=ideaData.initialIdea&thread=${thread.id}`;
    for (const person of [owner, editor]) {
      const mail = await smtp.waitFor((m) => m.to.includes(person.email) && m.text.includes(link));
      expect(mail.subject).toBe('"Mentor \\"Max\\" Smith" mentioned you on the board "Coffee cart"');
      expect(mail.text.trimEnd()).toBe(
        [
          '"Mentor \\"Max\\" Smith" mentioned you in a comment on the board "Coffee cart":',
          '',
          '"Is the price right? See \\"pricing\\" below, @Ada and @Grace"',
          '',
          `Open the comment: ${link}`,
        ].join('\n'),
      );
    }
    // A reply that mentions them again within 10 minutes is gathered into the first email.
    await post(board, other, {
      field: FIELD,
      body: 'Agreed @Ada',
      threadId: thread.id,
      mentions: [owner.uid],
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(owner).filter((m) => m.text.includes(thread.id))).toHaveLength(1);
    expect(mailsTo(editor).filter((m) => m.text.includes(thread.id))).toHaveLength(1);
    expect(mailsTo(commenter).filter((m) => m.text.includes(thread.id))).toHaveLength(0);
    // Another thread is another email.
    const second = await post(board, commenter, {
      field: 'forecastData',
      body: 'Prices?',
      mentions: [owner.uid],
    });
    const forecastLink = `http://localhost:3000/${board.id}/forecast?field=forecastData&thread=${second.id}`;
    expect(
      (await smtp.waitFor((m) => m.to.includes(owner.email) && m.text.includes(forecastLink))).text,
    ).toContain('"Prices?"');
  });
});

describe('PATCH and DELETE /api/boards/:id/comments/:commentId', () => {
  it('should let the author alone edit, showing when it was edited', async () => {
    const board = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'Frist' });
    const id = thread.comments[0]!.id;
    for (const someone of [owner, editor, other]) {
      const res = await call('PATCH', `/api/boards/${board.id}/comments/${id}`, someone, { body: 'Hacked' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only its author can edit a comment.');
    }
    expect(
      (await call('PATCH', `/api/boards/${board.id}/comments/${id}`, commenter, { body: '' })).statusCode,
    ).toBe(400);
    const res = await call('PATCH', `/api/boards/${board.id}/comments/${id}`, commenter, { body: 'First' });
    expect(res.statusCode).toBe(200);
    const edited = ThreadResponseSchema.parse(res.json()).thread.comments[0]!;
    expect(edited.body).toBe('First');
    expect(Date.parse(edited.editedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(edited.createdAt));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('PATCH', `/api/boards/${board.id}/comments/${unknown}`, commenter, { body: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('should let the author or the owner delete; a first comment with replies leaves "Comment deleted"', async () => {
    const board = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'Question', mentions: [owner.uid] });
    const [first] = thread.comments;
    const withReply = await post(board, editor, { field: FIELD, body: 'Reply', threadId: thread.id });
    const reply = withReply.comments[1]!;
    expect((await call('DELETE', `/api/boards/${board.id}/comments/${first!.id}`, editor)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/boards/${board.id}/comments/${first!.id}`, other)).statusCode).toBe(
      403,
    );
    const removed = await call('DELETE', `/api/boards/${board.id}/comments/${first!.id}`, commenter);
    expect(removed.statusCode).toBe(204);
    const [kept] = (await list(board)).threads;
    expect(kept?.comments).toEqual([
      { ...first, author: null, body: 'Comment deleted', mentions: [], deleted: true },
      reply,
    ]);
    expect(
      (await call('DELETE', `/api/boards/${board.id}/comments/${first!.id}`, commenter)).statusCode,
    ).toBe(404);
    // The owner deletes the last live comment: the thread goes.
    expect((await call('DELETE', `/api/boards/${board.id}/comments/${reply.id}`, owner)).statusCode).toBe(
      204,
    );
    expect((await list(board, owner, '?status=all')).threads).toEqual([]);
  });

  it('should delete a reply alone, and a thread with its only comment', async () => {
    const board = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'One' });
    const two = await post(board, commenter, { field: FIELD, body: 'Two', threadId: thread.id });
    expect(
      (await call('DELETE', `/api/boards/${board.id}/comments/${two.comments[1]!.id}`, commenter)).statusCode,
    ).toBe(204);
    expect((await list(board)).threads).toEqual([thread]);
    expect(
      (await call('DELETE', `/api/boards/${board.id}/comments/${thread.comments[0]!.id}`, commenter))
        .statusCode,
    ).toBe(204);
    expect((await list(board)).threads).toEqual([]);
  });
});

describe('PATCH /api/boards/:id/threads/:threadId', () => {
  it("should let editors, the owner and the thread's author resolve and reopen; other commenters get 403", async () => {
    const board = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'Open question' });
    const url = `/api/boards/${board.id}/threads/${thread.id}`;
    const refused = await call('PATCH', url, other, { status: 'resolved' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only editors, the owner and the person who started a thread can resolve or reopen it.',
    );
    for (const person of [editor, owner, commenter]) {
      const resolved = await call('PATCH', url, person, { status: 'resolved' });
      expect(resolved.statusCode).toBe(200);
      const t = ThreadResponseSchema.parse(resolved.json()).thread;
      expect(t.status).toBe('resolved');
      expect(t.resolvedBy?.id).toBe(person.uid);
      expect(Date.parse(t.resolvedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const reopened = ThreadResponseSchema.parse(
        (await call('PATCH', url, person, { status: 'open' })).json(),
      ).thread;
      expect(reopened).toMatchObject({ status: 'open', resolvedAt: null, resolvedBy: null });
    }
    expect((await call('PATCH', url, owner, { status: 'done' })).statusCode).toBe(400);
    const unknown = `/api/boards/${board.id}/threads/00000000-0000-4000-8000-000000000000`;
    expect((await call('PATCH', unknown, owner, { status: 'resolved' })).statusCode).toBe(404);
  });
});

describe('threads and the board', () => {
  it("should keep a field's threads through edits and a restore of the field", async () => {
    const board = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'Too vague' });
    expect(
      (
        await call('PATCH', `/api/boards/${board.id}`, owner, {
          ideaData: { initialIdea: 'Coffee by cargo bike' },
        })
      ).statusCode,
    ).toBe(200);
    const history = (
      await call('GET', `/api/boards/${board.id}/history?field=${FIELD}`, owner)
    ).json<HistoryResponse>();
    const oldest = history.revisions.at(-1)!;
    const restored = await call('POST', `/api/boards/${board.id}/history/${oldest.id}/restore`, owner);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list(board)).threads).toEqual([thread]);
  });

  it('should hide the threads of a trashed board, bring them back with it, and delete them with it for good', async () => {
    const board = await sharedBoard();
    const thread = await post(board, commenter, { field: FIELD, body: 'Keep me' });
    expect((await call('DELETE', `/api/boards/${board.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/boards/${board.id}/comments`, owner)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/boards/${board.id}/comments`, commenter, { field: FIELD, body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/boards/${board.id}/restore`, owner)).statusCode).toBe(200);
    expect((await list(board)).threads).toEqual([thread]);

    expect((await call('DELETE', `/api/boards/${board.id}`, owner)).statusCode).toBe(204);
    await runHousekeeping(ctx.app, new Date(Date.now() + 31 * 86_400_000));
    expect(
      await ctx.app.db.select().from(commentThreads).where(eq(commentThreads.boardId, board.id)),
    ).toEqual([]);
    expect(await ctx.app.db.select().from(comments).where(eq(comments.boardId, board.id))).toEqual([]);
  });
});

describe('flood limits', () => {
  let limited: TestContext;
  let ada: TestUser;
  let max: TestUser;
  beforeAll(async () => {
    limited = await buildTestApp({
      SMTP_URL: smtp.url,
      COMMENT_WRITES_PER_MINUTE: '3',
      MENTION_EMAILS_PER_DAY: '2',
    });
    ada = await createTestUser(limited, { displayName: 'Ada' });
    max = await createTestUser(limited, { displayName: 'Max' });
  });
  afterAll(() => limited.close());

  it("should stop a sender's mention emails at the daily cap and answer 429 with Retry-After past the write limit", async () => {
    const board = await createBoard(limited, ada);
    await insertMember(limited, board.id, max, 'commenter');
    const write = (body: string) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/boards/${board.id}/comments`,
        headers: max.authorization,
        payload: { field: 'title', body, mentions: [ada.uid] },
      });
    const threads: string[] = [];
    for (const body of ['one', 'two', 'three']) {
      const res = await write(body);
      expect(res.statusCode).toBe(201);
      threads.push(res.json<{ thread: CommentThread }>().thread.id);
    }
    await smtp.waitFor((m) => m.to.includes(ada.email) && m.text.includes(threads[1]!));
    await new Promise((r) => setTimeout(r, 300));
    // Three threads, three mentions: the cap of two emails a day holds the third.
    expect(
      smtp.messages
        .filter((m) => m.to.includes(ada.email))
        .map((m) => threads.findIndex((t) => m.text.includes(t))),
    ).toEqual([0, 1]);

    const refused = await write('four');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^You can write 3 comments per minute\. Please wait/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const all = await limited.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/comments`,
      headers: max.authorization,
    });
    expect(all.json<CommentThreadsResponse>().threads).toHaveLength(3);
  });
});
