import type { Board } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let board: Board;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  admin = await createTestUser(ctx, { admin: true });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: owner.authorization,
    payload: { data: { title: 'Private plan' } },
  });
  board = (res.json() as { result: Board }).result;
});
afterAll(() => ctx.close());

const boardRoutes = () =>
  [
    { method: 'GET', url: `/api/boards/${board.id}` },
    { method: 'PATCH', url: `/api/boards/${board.id}`, payload: { title: 'Taken over' } },
    { method: 'DELETE', url: `/api/boards/${board.id}` },
  ] as const;

async function storedBoard(): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}`,
    headers: owner.authorization,
  });
  return res.json() as Board;
}

describe('boards routes authorization', () => {
  it('should answer 401 unauthenticated without a token on every route', async () => {
    const routes = [
      ...boardRoutes(),
      { method: 'GET', url: '/api/boards' },
      { method: 'POST', url: '/api/functions/createBoard', payload: { data: {} } },
    ] as const;
    for (const route of routes) {
      const res = await ctx.app.inject(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED', code: 'unauthenticated' } });
    }
  });

  it('should answer 401 for a forged token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/boards',
      headers: { authorization: `Bearer ${owner.token.slice(0, -4)}AAAA` },
    });
    expect(res.statusCode).toBe(401);
  });

  for (const who of ['another user', 'a platform admin'] as const) {
    it(`should answer 404 to ${who} on every board route and change nothing`, async () => {
      const caller = who === 'another user' ? stranger : admin;
      for (const route of boardRoutes()) {
        const res = await ctx.app.inject({ ...route, headers: caller.authorization });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json()).toMatchObject({ error: { status: 'NOT_FOUND', code: 'not-found' } });
      }
      const list = await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: caller.authorization });
      expect(list.json()).toEqual({ boards: [] });
      expect(await storedBoard()).toEqual(board);
    });
  }

  it('should answer the same 404 for someone else’s board as for a missing one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: stranger.authorization,
    });
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${missing}`,
      headers: stranger.authorization,
    });
    expect(theirs.statusCode).toBe(none.statusCode);
    expect(theirs.json().error.message.replace(board.id, 'ID')).toBe(
      none.json().error.message.replace(missing, 'ID'),
    );
  });

  it('should let the owner use every route', async () => {
    for (const route of boardRoutes()) {
      const res = await ctx.app.inject({ ...route, headers: owner.authorization });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(route.method === 'DELETE' ? 204 : 200);
    }
  });
});
