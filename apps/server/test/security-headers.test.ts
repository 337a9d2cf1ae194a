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

  /** What every answer carries, whatever its type. */
  const COMMON_SET = {
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const API_SET = {
    ...COMMON_SET,
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
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

  it('should send the same set on 204s, the API docs and the sign-in popup, and never allow framing', async () => {
    const user = await createTestUser(ctx);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.headers).toMatchObject(API_SET);
    const everywhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: user.authorization,
    });
    expect(everywhere.statusCode).toBe(204);
    expect(everywhere.headers).toMatchObject(API_SET);

    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const popup = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
    expect(popup.headers['content-type']).toContain('text/html');
    for (const page of [docs, popup]) {
      expect(page.headers).toMatchObject(COMMON_SET);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('validator.swagger.io');
      expect(csp).not.toContain("frame-ancestors 'self'");
    }
    const docsJson = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docsJson.headers).toMatchObject(API_SET);
  });
});
