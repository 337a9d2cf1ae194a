import type { Board } from '@planner/domain';
import { BoardSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { uniqueEmail } from './support/auth-http.js';

const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

async function readBoard(id: string): Promise<Board> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/boards/${id}`, headers: owner.authorization });
  return BoardSchema.parse(res.json());
}

function expectRefused(res: { statusCode: number; json(): unknown }, path: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    error: { code: 'invalid-argument', message: `${path}: ${NUL_MESSAGE}` },
  });
}

describe('a NUL character (U+0000) in any text that enters', () => {
  it('should refuse it at the unauthenticated sign-up with 400 and create no account', async () => {
    const email = uniqueEmail('nul');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'correct horse battery', displayName: 'Ada\u0000' },
    });
    expectRefused(res, 'body.displayName');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('should refuse it in a new board title, a title PATCH and any board field, changing nothing', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: owner.authorization,
      payload: { data: { title: 'Bikes\u0000' } },
    });
    expectRefused(created, 'body.data.title');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: owner.authorization });
    expect(JSON.stringify(list.json())).not.toContain('Bikes');

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: owner.authorization,
      payload: { data: { title: 'Coffee bikes' } },
    });
    const board = BoardSchema.parse((ok.json() as { result: unknown }).result);
    for (const [payload, path] of [
      [{ title: 'a\u0000b' }, 'body.title'],
      [{ ideaData: { initialIdea: 'idea\u0000' } }, 'body.ideaData.initialIdea'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${board.id}`,
        headers: owner.authorization,
        payload,
      });
      expectRefused(res, path);
    }
    const after = await readBoard(board.id);
    expect(after.title).toBe('Coffee bikes');
    expect(JSON.stringify(after)).not.toContain('\\u0000');
  });

  it('should refuse it in a query string with 400, never a 500', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: owner.authorization,
      payload: { data: {} },
    });
    const { id } = (ok.json() as { result: { id: string } }).result;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${id}/history?cursor=a%00b`,
      headers: owner.authorization,
    });
    expectRefused(res, 'query.cursor');
  });
});
