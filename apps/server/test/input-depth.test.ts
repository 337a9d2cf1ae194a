import fs from 'node:fs';

import type { Board } from '@planner/domain';
import { BoardSchema, INPUT_DEPTH_MAX } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { APP_PAGE } from './support/auth-http.js';

/** `{"email":[[[…]]]}` nested 10,000 levels deep: 20 KB. */
const DEEP_BODY = fs.readFileSync(new URL('./fixtures/deep-body.json', import.meta.url), 'utf8');
const TOO_DEEP = `Arrays and objects may nest at most ${INPUT_DEPTH_MAX} levels deep.`;

let ctx: TestContext;
let admin: TestUser;
let board: Board;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createTestUser(ctx, { admin: true });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: admin.authorization,
    payload: { data: { title: 'Deep' } },
  });
  board = BoardSchema.parse((created.json() as { result: unknown }).result);
});
afterAll(() => ctx.close());

function sendDeep(method: string, url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: method as 'POST',
    url,
    headers: { 'content-type': 'application/json', ...APP_PAGE, ...headers },
    payload: DEEP_BODY,
  });
}

/** Every operation of the OpenAPI document that takes a JSON body, its path parameters filled in. */
async function jsonBodyRoutes(): Promise<{ method: string; url: string }[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
      .map(([method]) => ({
        method: method.toUpperCase(),
        url: path.replace('{id}', board.id).replace(/\{[^}]+\}/g, 'x'),
      })),
  );
}

describe('a JSON body nested 10,000 levels deep', () => {
  it('should answer 400 at the unauthenticated sign-in, never a 500', async () => {
    expect(DEEP_BODY.length).toBeGreaterThan(20_000);
    const res = await sendDeep('POST', '/api/auth/sign-in');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'invalid-argument',
        message: `body: ${TOO_DEEP}`,
        details: { issues: [{ path: 'body', message: TOO_DEEP }] },
      },
    });
  });

  it('should answer 400 on every route that takes a JSON body, signed in, changing nothing', async () => {
    const routes = await jsonBodyRoutes();
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    // The routes the outside test named are among them.
    for (const named of [
      `PATCH /api/boards/${board.id}`,
      'POST /api/functions/importBoard',
      `POST /api/boards/${board.id}/members`,
      'POST /api/budgeting/completion',
    ]) {
      expect(urls).toContain(named);
    }
    // A finding's dismissal.
    expect(urls).toContain(`PATCH /api/boards/${board.id}/review/findings/x`);
    const answers = await Promise.all(
      routes.map(async ({ method, url }) => {
        const res = await sendDeep(method, url, admin.authorization);
        return { route: `${method} ${url}`, status: res.statusCode, message: res.json().error?.message };
      }),
    );
    expect(answers.filter((a) => a.status !== 400 || a.message !== `body: ${TOO_DEEP}`)).toEqual([]);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: admin.authorization,
    });
    expect(BoardSchema.parse(after.json()).version).toBe(board.version);
  });

  it('should still accept a whole board back through importBoard, well under the limit', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/export?format=json`,
      headers: admin.authorization,
    });
    const file = exported.json() as { board: Board };
    // A budget is the deepest part of a board: body.data.board.budgetingData.budget.<column>.<row>.
    file.board.budgetingData.budget = { Category: ['Premises'], Item: ['Rent'], 'Monthly (EUR)': [800] };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: admin.authorization,
      payload: { data: file },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('should state that a body nested too deep answers 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { info: { description: string } };
    expect(doc.info.description).toContain(`nested more than ${INPUT_DEPTH_MAX} levels deep answers 400`);
  });
});
