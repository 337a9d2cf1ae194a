import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refreshTokens } from '../src/db/schema/refresh-tokens.js';
import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';
import { APP_PAGE, refreshCookieOf, refreshWith, signOutWith, signUpOverHttp } from './support/auth-http.js';

/** Every refresh_token cookie an answer sets, as `path -> value`. */
const refreshCookiesByPath = (res: LightMyRequestResponse) =>
  Object.fromEntries(res.cookies.filter((c) => c.name === 'refresh_token').map((c) => [c.path, c]));

/** A request carrying two refresh cookies, in the order a browser sends them (longer path first). */
const refreshWithBoth = (ctx: TestContext, legacy: string, current: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...APP_PAGE, cookie: `refresh_token=${legacy}; refresh_token=${current}` },
  });

describe('the refresh cookie at Path=/ and the legacy one at Path=/api/auth', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No grace window: any second use of a rotated token is reuse, as after 10 s in production.
    ctx = await buildTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
  });
  afterAll(() => ctx.close());

  it('should set the cookie at / and clear the legacy one on sign-up, refresh and sign-out', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: `path-${Date.now()}@example.com`,
        password: 'correct horse battery',
        displayName: 'A',
      },
    });
    const refreshed = await refreshWith(ctx.app, refreshCookieOf(signUp)?.value ?? '');
    const signedOut = await signOutWith(ctx.app, refreshCookieOf(refreshed)?.value ?? '');
    for (const [name, res, set] of [
      ['sign-up', signUp, true],
      ['refresh', refreshed, true],
      ['sign-out', signedOut, false],
    ] as const) {
      const cookies = refreshCookiesByPath(res);
      expect(Object.keys(cookies).sort(), name).toEqual(['/', '/api/auth']);
      expect(cookies['/'], name).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
      expect(cookies['/']!.value !== '', name).toBe(set);
      expect(cookies['/api/auth'], name).toMatchObject({ value: '', httpOnly: true, sameSite: 'Strict' });
      expect(cookies['/api/auth']!.expires!.getTime(), name).toBeLessThanOrEqual(Date.now());
    }
  });

  it('should refresh with the live cookie when a rotated legacy cookie is sent first, revoking nothing', async () => {
    const { refreshToken: legacy, session } = await signUpOverHttp(ctx.app);
    const current = refreshCookieOf(await refreshWith(ctx.app, legacy))?.value ?? '';
    const res = await refreshWithBoth(ctx, legacy, current);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.uid).toBe(session.user.uid);
    const next = refreshCookieOf(res)?.value ?? '';
    expect((await refreshWith(ctx.app, next)).statusCode).toBe(200);
    const tokens = await ctx.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.uid));
    expect(tokens.filter((t) => t.revokedAt !== null)).toEqual([]);
  });

  it('should still treat the first cookie as reuse when no cookie sent is live', async () => {
    const { refreshToken: first } = await signUpOverHttp(ctx.app);
    const second = refreshCookieOf(await refreshWith(ctx.app, first))?.value ?? '';
    const third = refreshCookieOf(await refreshWith(ctx.app, second))?.value ?? '';
    const replay = await refreshWithBoth(ctx, first, second);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('auth/user-token-expired');
    expect((await refreshWith(ctx.app, third)).statusCode).toBe(401);
  });

  it('should end the session of every cookie sent on sign-out', async () => {
    const a = await signUpOverHttp(ctx.app);
    const b = await signUpOverHttp(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...APP_PAGE, cookie: `refresh_token=${a.refreshToken}; refresh_token=${b.refreshToken}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await refreshWith(ctx.app, a.refreshToken)).statusCode).toBe(401);
    expect((await refreshWith(ctx.app, b.refreshToken)).statusCode).toBe(401);
  });
});
