import { spawnSync } from 'node:child_process';

import type { Board, BoardExport, CommentThread, CommentThreadsResponse } from '@planner/domain';
import { ThreadResponseSchema } from '@planner/domain';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { shareBoard } from './sharing-helpers.js';
import type { SmtpReceiver } from './support/smtp.js';
import { startSmtpReceiver } from './support/smtp.js';

let smtp: SmtpReceiver;
let ctx: TestContext;
let owner: TestUser;
let commenter: TestUser;
let importer: TestUser;
let board: Board;
let threads: CommentThread[];

const FIELD = 'ideaData.initialIdea';
const SECRET = 'Mentor-only remark 7f3a';

function call(
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  user: TestUser | null,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? user.authorization : {},
    ...(payload ? { payload } : {}),
  });
}

async function post(user: TestUser, payload: object): Promise<CommentThread> {
  const res = await call('POST', `/api/boards/${board.id}/comments`, user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return ThreadResponseSchema.parse(res.json()).thread;
}

async function threadsOf(id: string, user: TestUser): Promise<CommentThread[]> {
  const res = await call('GET', `/api/boards/${id}/comments?status=all`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CommentThreadsResponse>().threads;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await buildTestApp({ SMTP_URL: smtp.url, PERSONAL_BOARD_LIMIT: '100' });
  owner = await createTestUser(ctx, { displayName: 'Ada' });
  commenter = await createTestUser(ctx, { displayName: 'Max' });
  importer = await createTestUser(ctx, { displayName: 'Ida' });
  board = await createBoard(ctx, owner, {
    title: 'Coffee cart',
    ideaData: { initialIdea: 'Coffee by bike' },
  });
  await shareBoard(ctx, owner, board.id, commenter.email, 'commenter');
  const open = await post(commenter, { field: FIELD, body: `${SECRET} **bold**`, mentions: [owner.uid] });
  await post(owner, { field: FIELD, body: 'Answered', threadId: open.id });
  const gone = await post(commenter, { field: 'title', body: 'To be deleted' });
  await post(owner, { field: 'title', body: 'Reply stays', threadId: gone.id });
  expect(
    (await call('DELETE', `/api/boards/${board.id}/comments/${gone.comments[0]!.id}`, commenter)).statusCode,
  ).toBe(204);
  const resolved = await post(commenter, { field: 'forecastData', body: 'Prices?' });
  expect(
    (await call('PATCH', `/api/boards/${board.id}/threads/${resolved.id}`, owner, { status: 'resolved' }))
      .statusCode,
  ).toBe(200);
  threads = await threadsOf(board.id, owner);
  expect(threads).toHaveLength(3);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('JSON export and import of comments', () => {
  it("should carry every thread in the JSON export by its authors' names, without accounts", async () => {
    const res = await call('GET', `/api/boards/${board.id}/export?format=json`, owner);
    expect(res.statusCode).toBe(200);
    const file = res.json<BoardExport>();
    expect(file.schemaVersion).toBe(3);
    expect(file.threads).toEqual(
      threads.map((t) => ({
        field: t.field,
        status: t.status,
        createdAt: t.createdAt,
        resolvedAt: t.resolvedAt,
        comments: t.comments.map((c) => ({
          author: c.deleted ? null : c.author?.name,
          body: c.deleted ? '' : c.body,
          createdAt: c.createdAt,
          editedAt: c.editedAt,
          deleted: c.deleted,
        })),
      })),
    );
    expect(file.threads.map((t) => [t.field, t.status, t.comments.map((c) => c.author)])).toEqual([
      [FIELD, 'open', ['Max', 'Ada']],
      ['title', 'open', [null, 'Ada']],
      ['forecastData', 'resolved', ['Max']],
    ]);
    for (const id of [owner.uid, commenter.uid, owner.email, commenter.email])
      expect(res.body).not.toContain(id);
  });

  it('should put the threads on the imported board, emailing nobody', async () => {
    const exported = (
      await call('GET', `/api/boards/${board.id}/export?format=json`, owner)
    ).json<BoardExport>();
    const mails = smtp.messages.length;
    const res = await call('POST', '/api/functions/importBoard', importer, { data: exported });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<{ result: Board }>().result;
    const imported = await threadsOf(copy.id, importer);
    expect(imported.map((t) => [t.field, t.status, t.createdAt, t.resolvedAt, t.resolvedBy])).toEqual(
      threads.map((t) => [t.field, t.status, t.createdAt, t.resolvedAt, null]),
    );
    expect(
      imported.map((t) => t.comments.map((c) => [c.author, c.body, c.createdAt, c.mentions, c.deleted])),
    ).toEqual(
      threads.map((t) =>
        t.comments.map((c) => [
          c.deleted ? null : { id: null, name: c.author?.name },
          c.body,
          c.createdAt,
          [],
          c.deleted,
        ]),
      ),
    );
    expect(smtp.messages.length).toBe(mails);
    // The original's people see nothing of the copy.
    expect((await call('GET', `/api/boards/${copy.id}/comments`, commenter)).statusCode).toBe(404);
  });

  it('should import a version 2 file without threads, and refuse a thread on an unknown field naming it', async () => {
    const exported = (
      await call('GET', `/api/boards/${board.id}/export?format=json`, owner)
    ).json<BoardExport>();
    const { threads: _threads, ...v2 } = { ...exported, schemaVersion: 2 };
    const old = await call('POST', '/api/functions/importBoard', importer, { data: v2 });
    expect(old.statusCode, old.body).toBe(200);
    expect(await threadsOf(old.json<{ result: Board }>().result.id, importer)).toEqual([]);

    const bad = structuredClone(exported);
    bad.threads[0]!.field = 'ownerId';
    const refused = await call('POST', '/api/functions/importBoard', importer, { data: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'threads.0.field: field must name a board field such as ideaData.initialIdea',
    );
  });
});

describe('documents and view-only links', () => {
  it('should leave every comment out of the Markdown, PDF and DOCX exports', async () => {
    const md = await call('GET', `/api/boards/${board.id}/export?format=md`, owner);
    expect(md.body).toContain('Coffee by bike');
    expect(md.body).not.toContain(SECRET);
    const pdf = await call('GET', `/api/boards/${board.id}/export?format=pdf`, owner);
    const text = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: pdf.rawPayload,
    }).stdout.toString();
    expect(text).toContain('Coffee by bike');
    expect(text).not.toContain('Mentor-only');
    const docx = await call('GET', `/api/boards/${board.id}/export?format=docx`, owner);
    const { value: html } = await mammoth.convertToHtml({ buffer: docx.rawPayload });
    expect(html).toContain('Coffee by bike');
    expect(html).not.toContain('Mentor-only');
  });

  it('should show a view-only link no comments', async () => {
    const created = await call('POST', `/api/boards/${board.id}/links`, owner, {});
    expect(created.statusCode).toBe(201);
    const token = new URL(created.json<{ link: { url: string } }>().link.url).pathname.split('/').at(-1);
    const read = await call('GET', `/api/shared/${token}`, null);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Coffee by bike');
    for (const text of [SECRET, 'Answered', 'Reply stays', 'Prices?', 'Comment deleted']) {
      expect(read.body).not.toContain(text);
    }
  });
});
