import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

/** JSON answers get a short OWASP set; documents get helmet's full set (web-assets.test.ts). */
describe('security headers of the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const API_SET = {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };

  it('should send JSON answers, errors included, with the API set, never cached, and a request id', async () => {
    const user = await createTestUser(ctx);
    for (const [url, status] of [
      ['/api/boards', 200],
      ['/api/boards/not-a-uuid', 400],
      ['/api/nothing-here', 404],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: user.authorization });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers).toMatchObject(API_SET);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // Document-only headers stay off data.
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers).toMatchObject(API_SET);
  });
});
