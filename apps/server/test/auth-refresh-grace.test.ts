import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refreshTokens } from '../src/db/schema/refresh-tokens.js';
import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';
import { refreshCookieOf, refreshWith, signUpOverHttp } from './support/auth-http.js';

describe('POST /api/auth/refresh with the same cookie twice (two tabs at once)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ REFRESH_REUSE_GRACE_SECONDS: '10' });
  });
  afterAll(() => ctx.close());

  it('should give both refreshes a session and revoke nothing while the successor is unused', async () => {
    const { refreshToken, session } = await signUpOverHttp(ctx.app);
    const [a, b] = await Promise.all([
      refreshWith(ctx.app, refreshToken),
      refreshWith(ctx.app, refreshToken),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tabA = refreshCookieOf(a)?.value ?? '';
    const tabB = refreshCookieOf(b)?.value ?? '';
    expect(tabA).not.toBe(tabB);
    expect((await refreshWith(ctx.app, tabB)).statusCode).toBe(200);
    const family = await ctx.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.uid));
    expect(family.filter((t) => t.revokedAt !== null)).toHaveLength(0);
  });

  it('should still revoke the family when a rotated token comes back after its successor was used', async () => {
    const { refreshToken: first } = await signUpOverHttp(ctx.app);
    const second = refreshCookieOf(await refreshWith(ctx.app, first))?.value ?? '';
    const third = refreshCookieOf(await refreshWith(ctx.app, second))?.value ?? '';
    const replay = await refreshWith(ctx.app, first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('auth/user-token-expired');
    expect((await refreshWith(ctx.app, third)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh with the grace window off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
  });
  afterAll(() => ctx.close());

  it('should treat the second use of a cookie as reuse and end the session', async () => {
    const { refreshToken } = await signUpOverHttp(ctx.app);
    const next = refreshCookieOf(await refreshWith(ctx.app, refreshToken))?.value ?? '';
    expect((await refreshWith(ctx.app, refreshToken)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, next)).statusCode).toBe(401);
  });
});
