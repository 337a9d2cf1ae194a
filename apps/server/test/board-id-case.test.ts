import type { Board, CompletionResponse } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../src/db/schema/users.js';
import { complete, createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { shareBoard } from './sharing-helpers.js';
import { signUpOverHttp } from './support/auth-http.js';
import { writeWebBuild } from './support/ssr-web-build.js';

/**
 * A board id is one identity whatever its case: the id in capitals, or mixed, reaches the same
 * board through the same access decision and the same cache entry as the canonical lower-case id.
 */
const cases = (id: string) => [
  id,
  id.toUpperCase(),
  id.replace(/[a-f]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c)),
];

let ctx: TestContext;
let build: ReturnType<typeof writeWebBuild>;

beforeAll(async () => {
  build = writeWebBuild();
  ctx = await buildTestApp({ WEB_DIST: build.webDist });
});
afterAll(async () => {
  await ctx.close();
  build.remove();
});

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user.authorization });

async function removeMember(owner: TestUser, board: Board, memberId: string) {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/boards/${board.id}/members/${memberId}`,
    headers: owner.authorization,
  });
  expect(res.statusCode).toBe(204);
}

describe('a board id in any case', () => {
  it('should answer one board, the latest version, in all three cases', async () => {
    const owner = await createTestUser(ctx);
    const viewer = await createTestUser(ctx);
    const board = await createBoard(ctx, owner);
    await shareBoard(ctx, owner, board.id, viewer.email, 'viewer');
    for (const id of cases(board.id)) {
      const res = await get(`/api/boards/${id}`, viewer);
      expect(res.statusCode, id).toBe(200);
      expect(res.json<Board>().id).toBe(board.id);
    }
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id.toUpperCase()}`,
      headers: owner.authorization,
      payload: { title: 'Second version' },
    });
    expect(patch.statusCode).toBe(200);
    for (const id of cases(board.id)) {
      expect((await get(`/api/boards/${id}`, viewer)).json<Board>(), id).toMatchObject({
        id: board.id,
        title: 'Second version',
      });
    }
  });

  it('should refuse a removed member at once in every case, while readers use all three', async () => {
    const owner = await createTestUser(ctx);
    const viewer = await createTestUser(ctx);
    const board = await createBoard(ctx, owner);
    const member = await shareBoard(ctx, owner, board.id, viewer.email, 'viewer');
    for (const id of cases(board.id))
      expect((await get(`/api/boards/${id}`, viewer)).statusCode, id).toBe(200);
    // Readers in the three cases keep every entry warm before, during and after the removal.
    let removed = false;
    let stop = false;
    const after: number[] = [];
    const readers = cases(board.id).map(async (id) => {
      let reads = 0;
      while (!stop || reads < 10) {
        // A read answered from memory never waits for I/O: let the removal's database reply in.
        await new Promise((resolve) => setImmediate(resolve));
        const wasRemoved = removed;
        const res = await get(`/api/boards/${id}`, viewer);
        if (wasRemoved) {
          after.push(res.statusCode);
          reads++;
        }
      }
    });
    await removeMember(owner, board, member.id);
    removed = true;
    stop = true;
    await Promise.all(readers);
    expect(after).toHaveLength(30);
    expect(new Set(after)).toEqual(new Set([404]));
    for (const id of cases(board.id)) {
      for (const path of ['', '/forecast', '/history', '/members', '/review', '/export?format=md']) {
        expect((await get(`/api/boards/${id}${path}`, viewer)).statusCode, `${id}${path}`).toBe(404);
      }
    }
  });

  it('should never answer a board deleted for good, in any case', async () => {
    const owner = await createTestUser(ctx);
    const viewer = await createTestUser(ctx);
    const board = await createBoard(ctx, owner);
    const member = await shareBoard(ctx, owner, board.id, viewer.email, 'viewer');
    for (const id of cases(board.id)) expect((await get(`/api/boards/${id}`, viewer)).statusCode).toBe(200);
    await removeMember(owner, board, member.id);
    const trash = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
    });
    expect(trash.statusCode).toBe(204);
    const purge = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id.toUpperCase()}?permanent=true`,
      headers: owner.authorization,
    });
    expect(purge.statusCode).toBe(204);
    for (const id of cases(board.id)) {
      expect((await get(`/api/boards/${id}`, viewer)).statusCode, id).toBe(404);
      expect((await get(`/api/boards/${id}`, owner)).statusCode, id).toBe(404);
    }
  });

  it("should not draw a board's page for a removed member, whatever the case of the id in the path", async () => {
    const owner = await createTestUser(ctx);
    const viewer = await signUpOverHttp(ctx.app);
    // Shared with a verified address, the viewer gets access at once.
    await ctx.app.db.update(users).set({ emailVerified: true }).where(eq(users.email, viewer.email));
    const board = await createBoard(ctx, owner, { title: 'Secret repair plan' });
    const member = await shareBoard(ctx, owner, board.id, viewer.email, 'viewer');
    const page = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `/${id}/idea`, cookies: { refresh_token: viewer.refreshToken } });
    for (const id of cases(board.id)) {
      const res = await page(id);
      expect(res.statusCode).toBe(200);
      expect(res.body, id).toContain('Secret repair plan');
    }
    await removeMember(owner, board, member.id);
    for (const id of cases(board.id)) {
      const res = await page(id);
      expect(res.statusCode).toBe(200);
      expect(res.body, id).not.toContain('Secret repair plan');
    }
  });

  it('should take an id in a body or a query in any case', async () => {
    const owner = await createTestUser(ctx);
    const board = await createBoard(ctx, owner, { ideaData: { initialIdea: 'A bike repair van' } });
    const res = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CompletionResponse>().board.id).toBe(board.id);
  });
});
