import fs from 'node:fs';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { BASE_VERSION_HEADER } from '@planner/domain';
import { and, eq, sql } from 'drizzle-orm';
import { importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boardPresence } from '../src/db/schema/board-presence.js';
import { canonicalize } from '../src/modules/auth/tokens.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { insertMember, membersOf } from './sharing-helpers.js';
import type { EventStreamReader } from './support/event-stream.js';
import { openEventStream } from './support/event-stream.js';

let ctx: TestContext;
let base: string;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
const open: EventStreamReader[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ LIVE_KEEPALIVE_SECONDS: '0.3', PERSONAL_BOARD_LIMIT: '100' });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createTestUser(ctx, { displayName: 'Ada Owner' });
  editor = await createTestUser(ctx, { displayName: 'Eve Editor' });
  viewer = await createTestUser(ctx, { displayName: 'Vic Viewer' });
  stranger = await createTestUser(ctx, { displayName: 'Stan Stranger' });
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await ctx.close();
});

async function sharedBoard(): Promise<Board> {
  const board = await createBoard(ctx, owner, { ideaData: { initialIdea: 'Coffee by bike' } });
  await insertMember(ctx, board.id, editor, 'editor');
  await insertMember(ctx, board.id, viewer, 'viewer');
  return board;
}

async function listen(boardId: string, user: TestUser, headers: Record<string, string> = {}) {
  const reader = await openEventStream(`${base}/api/boards/${boardId}/events`, {
    ...user.authorization,
    ...headers,
  });
  open.push(reader);
  return reader;
}

async function patch(user: TestUser, boardId: string, body: object, baseVersion?: number) {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${boardId}`,
    headers: {
      ...user.authorization,
      ...(baseVersion ? { [BASE_VERSION_HEADER]: String(baseVersion) } : {}),
    },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Board>();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/boards/:id/events', () => {
  it('should answer 401 without a token, 404 to a non-member and 400 for a malformed Last-Event-ID', async () => {
    const board = await sharedBoard();
    const anonymous = await openEventStream(`${base}/api/boards/${board.id}/events`, {});
    expect(anonymous.status).toBe(401);
    expect((await listen(board.id, stranger)).status).toBe(404);
    const malformed = await listen(board.id, viewer, { 'last-event-id': 'yesterday' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: 'invalid-argument' } });
  });

  it("should send every member an editor's save within 1 s: the version as the event id, the fields, who saved", async () => {
    const board = await sharedBoard();
    const ownerStream = await listen(board.id, owner);
    const viewerStream = await listen(board.id, viewer);
    expect(ownerStream.status).toBe(200);
    expect(ownerStream.headers.get('content-type')).toBe('text/event-stream');
    await ownerStream.next((e) => e.event === 'presence');
    const saved = await patch(
      editor,
      board.id,
      { ideaData: { initialIdea: 'Coffee by cargo bike', geoMarket: 'Berlin' } },
      board.version,
    );
    const sentAt = Date.now();
    for (const stream of [ownerStream, viewerStream]) {
      const event = await stream.next((e) => e.event === 'board');
      expect(event.id).toBe(String(saved.version));
      expect(event.data).toEqual({
        version: saved.version,
        fields: expect.arrayContaining(['ideaData.initialIdea', 'ideaData.geoMarket']) as unknown,
        by: { id: editor.uid, name: 'Eve Editor' },
      });
      expect((event.data as { fields: string[] }).fields).toHaveLength(2);
      expect(event.at - sentAt).toBeLessThan(1000);
    }
  });

  it('should write a comment line at the configured interval', async () => {
    const board = await sharedBoard();
    const stream = await listen(board.id, viewer);
    await sleep(1000);
    expect(stream.comments).toBeGreaterThanOrEqual(2);
  });

  it('should send a board event at once to a client reconnecting with an older Last-Event-ID, and none to one that is current', async () => {
    const board = await sharedBoard();
    const first = await patch(owner, board.id, { title: 'Bike coffee' });
    const second = await patch(editor, board.id, { ideaData: { geoMarket: 'Berlin' } });
    const behind = await listen(board.id, viewer, { 'last-event-id': String(board.version) });
    const event = await behind.next((e) => e.event === 'board');
    expect(event.id).toBe(String(second.version));
    expect(event.data).toMatchObject({ version: second.version, by: { id: editor.uid, name: 'Eve Editor' } });
    expect([...(event.data as { fields: string[] }).fields].sort()).toEqual(['ideaData.geoMarket', 'title']);
    expect(first.version).toBeLessThan(second.version);

    const current = await listen(board.id, viewer, { 'last-event-id': String(second.version) });
    await current.next((e) => e.event === 'presence');
    await sleep(300);
    expect(current.events.filter((e) => e.event === 'board')).toEqual([]);
  });

  it('should tell members of a new comment thread and of a member list change', async () => {
    const board = await sharedBoard();
    const stream = await listen(board.id, viewer);
    await stream.next((e) => e.event === 'presence');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/comments`,
      headers: editor.authorization,
      payload: { field: 'ideaData.initialIdea', body: 'Which district first?' },
    });
    expect(posted.statusCode).toBe(201);
    const thread = posted.json<{ thread: { id: string } }>().thread;
    const comments = await stream.next((e) => e.event === 'comments');
    expect(comments.data).toEqual({ threadId: thread.id, field: 'ideaData.initialIdea' });

    const newcomer = await createTestUser(ctx);
    await insertMember(ctx, board.id, newcomer, 'commenter');
    expect((await stream.next((e) => e.event === 'members')).data).toEqual({});
  });

  it('should end a removed member’s stream within 1 s and keep the others', async () => {
    const board = await sharedBoard();
    const removed = await listen(board.id, viewer);
    const kept = await listen(board.id, editor);
    await removed.next((e) => e.event === 'presence');
    const member = (await membersOf(ctx, owner, board.id)).find((m) => m.userId === viewer.uid)!;
    const removedAt = Date.now();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}/members/${member.id}`,
      headers: owner.authorization,
    });
    expect(res.statusCode).toBe(204);
    expect((await removed.ended) - removedAt).toBeLessThan(1000);
    await sleep(200);
    const saved = await patch(owner, board.id, { title: 'Still here' });
    expect((await kept.next((e) => e.event === 'board' && e.id === String(saved.version))).id).toBeTruthy();
  });

  it('should end the streams of a person signed out everywhere, and of a disabled account, within 1 s', async () => {
    const board = await createBoard(ctx, owner);
    const leaving = await createTestUser(ctx);
    const disabledOne = await createTestUser(ctx);
    await insertMember(ctx, board.id, leaving, 'editor');
    await insertMember(ctx, board.id, disabledOne, 'viewer');
    const signedOut = await listen(board.id, leaving);
    await signedOut.next((e) => e.event === 'presence');
    const at = Date.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: leaving.authorization,
    });
    expect(res.statusCode).toBe(204);
    expect((await signedOut.ended) - at).toBeLessThan(1000);

    const disabled = await listen(board.id, disabledOne);
    await disabled.next((e) => e.event === 'presence');
    const disabledAt = Date.now();
    await ctx.app.db.execute(sql`update users set disabled = true where id = ${disabledOne.uid}`);
    expect((await disabled.ended) - disabledAt).toBeLessThan(1000);
  });

  it('should end a stream when its ID token expires', async () => {
    const board = await createBoard(ctx, owner);
    const key = await importPKCS8(
      fs.readFileSync(path.join(ctx.config.DATA_DIR, 'jwt-signing-key.pem'), 'utf8'),
      'ES256',
    );
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = canonicalize(
      await new SignJWT({ email: owner.email, name: 'Ada Owner', email_verified: true, admin: false })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
        .setSubject(owner.uid)
        .setIssuer(ctx.config.APP_ORIGIN)
        .setAudience('planning-workspace')
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key),
    );
    const stream = await openEventStream(`${base}/api/boards/${board.id}/events`, {
      authorization: `Bearer ${token}`,
    });
    open.push(stream);
    expect(stream.status).toBe(200);
    const ended = await stream.ended;
    expect(ended).toBeGreaterThanOrEqual(expiresAt * 1000 - 50);
    expect(ended - expiresAt * 1000).toBeLessThan(1000);
  });
});

describe('PUT /api/boards/:id/presence', () => {
  it('should list each person here once with the step they are on, and drop them when their last stream closes', async () => {
    const board = await sharedBoard();
    const watching = await listen(board.id, owner);
    const first = await watching.next((e) => e.event === 'presence');
    expect(first.data).toEqual({ viewers: [{ id: owner.uid, name: 'Ada Owner', stage: null, step: null }] });

    const tabOne = await listen(board.id, editor);
    const tabTwo = await listen(board.id, editor);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/boards/${board.id}/presence`,
      headers: editor.authorization,
      payload: { stage: 'UVP', step: 'REFINE_ELEVATOR_PITCH' },
    });
    expect(moved.statusCode).toBe(204);
    const withEditor = { id: editor.uid, name: 'Eve Editor', stage: 'UVP', step: 'REFINE_ELEVATOR_PITCH' };
    await watching.next(
      (e) =>
        JSON.stringify(e.data) ===
        JSON.stringify({
          viewers: [{ id: owner.uid, name: 'Ada Owner', stage: null, step: null }, withEditor],
        }),
    );
    // One of two tabs closing keeps the person here; the last one takes them away.
    tabOne.close();
    await sleep(300);
    const seen = watching.events.length;
    tabTwo.close();
    const gone = await watching.next(
      (e) => e.event === 'presence' && !JSON.stringify(e.data).includes(editor.uid),
      1000,
      seen,
    );
    expect(gone.data).toEqual({ viewers: [{ id: owner.uid, name: 'Ada Owner', stage: null, step: null }] });
    expect(
      watching.events
        .slice(0, seen)
        .filter((e) => e.event === 'presence')
        .at(-1)?.data,
    ).toEqual({
      viewers: [{ id: owner.uid, name: 'Ada Owner', stage: null, step: null }, withEditor],
    });
  });

  it('should list a person again within one heartbeat when their row went while their stream is open', async () => {
    const board = await sharedBoard();
    const watching = await listen(board.id, owner);
    await listen(board.id, editor);
    const listed = (e: { event: string; data: unknown }) =>
      e.event === 'presence' && JSON.stringify(e.data).includes(editor.uid);
    await watching.next(listed);
    // A reconnect's delete landing after the next stream's insert leaves a stream with no row.
    const seen = watching.events.length;
    await ctx.app.db
      .delete(boardPresence)
      .where(and(eq(boardPresence.boardId, board.id), eq(boardPresence.userId, editor.uid)));
    await watching.next((e) => e.event === 'presence' && !listed(e), 2000, seen);
    const again = watching.events.length;
    // The heartbeat runs every 5 s: the editor, whose stream never closed, is listed again.
    await watching.next(listed, 7000, again);
  });

  it('should refuse a step of another stage with 400, a non-member with 404, and change nothing', async () => {
    const board = await sharedBoard();
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: `/api/boards/${board.id}/presence`,
      headers: editor.authorization,
      payload: { stage: 'IDEA', step: 'REFINE_ELEVATOR_PITCH' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'invalid-argument' } });
    expect(wrong.body).toContain('step must be one of the stage’s steps');
    const outsider = await ctx.app.inject({
      method: 'PUT',
      url: `/api/boards/${board.id}/presence`,
      headers: stranger.authorization,
      payload: { stage: 'IDEA', step: 'GEO_MARKET' },
    });
    expect(outsider.statusCode).toBe(404);
    expect(await ctx.app.db.select().from(boardPresence).where(eq(boardPresence.boardId, board.id))).toEqual(
      [],
    );
  });
});

describe('graceful drain', () => {
  it('should end every live stream at once', async () => {
    const board = await sharedBoard();
    const stream = await listen(board.id, owner);
    await stream.next((e) => e.event === 'presence');
    const at = Date.now();
    ctx.app.drain.start();
    expect((await stream.ended) - at).toBeLessThan(500);
  });
});
