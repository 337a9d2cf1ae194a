import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('should answer ok once the database is ready', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('should answer a JSON not-found with a code for an unknown API path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not-found', status: 'NOT_FOUND' } });
  });
});
