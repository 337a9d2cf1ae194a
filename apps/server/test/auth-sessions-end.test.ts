import type { SessionResponse } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setAccountDisabled } from '../src/modules/auth/set-account-disabled.js';
import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';
import type { SignedUp } from './support/auth-http.js';
import {
  APP_PAGE,
  linkIn,
  refreshCookieOf,
  refreshWith,
  signUpOverHttp,
  waitForOutboxMail,
} from './support/auth-http.js';

const ENDED = { code: 'auth/user-token-expired', message: 'Your session has ended. Please sign in again.' };

/** ID tokens stop working when their session ends, not up to an hour later. */
describe('auth: ID tokens end with their session', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ SIGN_UPS_PER_HOUR_PER_IP: '1000', REFRESH_REUSE_GRACE_SECONDS: '0' });
  });
  afterAll(() => ctx.close());

  const me = (idToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${idToken}` } });
  const expectEnded = async (idToken: string) => {
    const res = await me(idToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject(ENDED);
  };
  const signIn = async (user: SignedUp, password = user.password) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password },
    });
    expect(res.statusCode).toBe(200);
    return { idToken: res.json<SessionResponse>().idToken, refreshToken: refreshCookieOf(res)?.value ?? '' };
  };

  it("should refuse a token from before a password reset, and accept the new password's", async () => {
    const user = await signUpOverHttp(ctx.app);
    expect((await me(user.session.idToken)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const mail = await waitForOutboxMail(
      ctx.config.DATA_DIR,
      user.email,
      'Reset your password for Planning Workspace',
    );
    const code = linkIn(mail.text).searchParams.get('oobCode');
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: { code, newPassword: 'a brand new secret' },
    });
    expect(applied.statusCode).toBe(200);
    await expectEnded(user.session.idToken);
    expect((await me((await signIn(user, 'a brand new secret')).idToken)).statusCode).toBe(200);
  });

  it('should refuse the tokens of a signed-out session and keep the other sessions', async () => {
    const user = await signUpOverHttp(ctx.app);
    const laptop = await signIn(user);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: APP_PAGE,
      cookies: { refresh_token: laptop.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    await expectEnded(laptop.idToken);
    expect((await me(user.session.idToken)).statusCode).toBe(200);
    expect((await refreshWith(ctx.app, user.refreshToken)).statusCode).toBe(200);
  });

  it('should refuse the tokens of a session whose refresh token was reused (stolen)', async () => {
    const user = await signUpOverHttp(ctx.app);
    const rotated = await refreshWith(ctx.app, user.refreshToken);
    const newest = rotated.json<SessionResponse>().idToken;
    expect((await refreshWith(ctx.app, user.refreshToken)).statusCode).toBe(401);
    await expectEnded(newest);
    await expectEnded(user.session.idToken);
  });

  it('should sign out of all devices: every ID token and refresh cookie of the account stops', async () => {
    const user = await signUpOverHttp(ctx.app);
    const phone = await signIn(user);
    const other = await signUpOverHttp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: { authorization: `Bearer ${phone.idToken}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(refreshCookieOf(res)?.value).toBe('');
    await expectEnded(phone.idToken);
    await expectEnded(user.session.idToken);
    for (const token of [phone.refreshToken, user.refreshToken]) {
      expect((await refreshWith(ctx.app, token)).json().error.code).toBe('auth/user-token-expired');
    }
    expect((await me(other.session.idToken)).statusCode).toBe(200);
    expect((await me((await signIn(user)).idToken)).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should keep refusing a token from before the account was disabled once it is enabled again', async () => {
    const user = await signUpOverHttp(ctx.app);
    await setAccountDisabled(ctx.app.db, user.email, true);
    expect((await me(user.session.idToken)).json().error.code).toBe('auth/user-disabled');
    await setAccountDisabled(ctx.app.db, user.email, false);
    await expectEnded(user.session.idToken);
  });
});
