import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  security?: unknown[];
}

/** Every route the OpenAPI document marks as needing a bearer token, read from the app itself. */
async function protectedRoutes(): Promise<{ method: string; url: string }[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _operation]) => ({
        method: method.toUpperCase(),
        // Bad params and a bad query too: none of it may be looked at before the caller is known.
        url: `${path.replace(/\{[^}]+\}/g, 'not-a-valid-id')}?limit=-1&cursor=%00`,
      })),
  );
}

describe('protected routes', () => {
  it('should answer an anonymous request with a bad body 401, before any validation', async () => {
    const routes = await protectedRoutes();
    // The boards, completions, companies, prompts and auth modules all have protected routes.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const answers = await Promise.all(
      routes.map(async ({ method, url }) => {
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          ...(hasBody
            ? { payload: '[1, "not an object"]', headers: { 'content-type': 'application/json' } }
            : {}),
        });
        return {
          route: `${method} ${url.split('?')[0]}`,
          status: res.statusCode,
          code: res.json().error?.code,
        };
      }),
    );
    expect(answers.filter((a) => a.status !== 401 || a.code !== 'unauthenticated')).toEqual([]);
  });
});
