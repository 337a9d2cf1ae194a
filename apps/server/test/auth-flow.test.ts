import type { SessionResponse } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companies } from '../src/db/schema/companies.js';
import { memberships } from '../src/db/schema/memberships.js';
import { refreshTokens } from '../src/db/schema/refresh-tokens.js';
import { users } from '../src/db/schema/users.js';
import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';
import {
  APP_PAGE,
  linkIn,
  PASSWORD,
  readOutbox,
  refreshCookieOf,
  refreshWith,
  signUpOverHttp,
  uniqueEmail,
  waitForOutboxMail,
} from './support/auth-http.js';

const VERIFY_SUBJECT = 'Verify your email for Planning Workspace';
const RESET_SUBJECT = 'Reset your password for Planning Workspace';

describe('auth: the whole account flow over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ APP_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(() => ctx.close());

  const userRow = async (email: string) => {
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  };

  describe('POST /api/auth/sign-up', () => {
    it('should create the account lowercased with an argon2id hash, sign it in and set the refresh cookie', async () => {
      const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: PASSWORD, displayName: '  Ada Lovelace ' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<SessionResponse>();
      expect(body.expiresIn).toBe(3600);
      expect(body.user).toEqual({
        uid: expect.any(String),
        email: email.toLowerCase(),
        displayName: 'Ada Lovelace',
        emailVerified: false,
        admin: false,
      });

      expect(decodeProtectedHeader(body.idToken)).toMatchObject({ alg: 'ES256' });
      const claims = decodeJwt(body.idToken);
      expect(claims).toMatchObject({
        sub: body.user.uid,
        email: email.toLowerCase(),
        name: 'Ada Lovelace',
        email_verified: false,
        admin: false,
      });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);

      const cookie = refreshCookieOf(res);
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
      expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32);

      const row = await userRow(email.toLowerCase());
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.lastSignInAt).toBeInstanceOf(Date);
      const [stored] = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, row.id));
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.tokenHash).not.toContain(cookie?.value ?? '');
    });

    it('should answer auth/email-already-in-use for an email taken in another case', async () => {
      const { email } = await signUpOverHttp(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: email.toUpperCase(), password: PASSWORD, displayName: 'Again' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'auth/email-already-in-use' } });
    });

    it('should answer auth/weak-password below the minimum and above 4096 characters', async () => {
      for (const password of ['12345', 'x'.repeat(4097)]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email: uniqueEmail(), password, displayName: 'Weak' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('auth/weak-password');
      }
      const short = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: uniqueEmail(), password: '12345', displayName: 'Weak' },
      });
      expect(short.json().error.message).toBe('Password should be at least 6 characters.');
    });
  });

  it('should verify the email through the outbox link, then sign in, refresh, reset and sign out', async () => {
    const signedUp = await signUpOverHttp(ctx.app, { displayName: 'Grace Hopper' });
    const { email } = signedUp;

    // The verification email went to the outbox with a link on the app's origin.
    const verifyMail = await waitForOutboxMail(ctx.config.DATA_DIR, email, VERIFY_SUBJECT);
    expect(verifyMail.text).toContain('Hello Grace Hopper,');
    expect(verifyMail.html).toContain('Verify my email');
    const verifyLink = linkIn(verifyMail.text);
    expect(verifyLink.origin).toBe('http://localhost:3000');
    expect(verifyLink.pathname).toBe('/auth/action');
    expect(verifyLink.searchParams.get('mode')).toBe('verifyEmail');
    const verifyCode = verifyLink.searchParams.get('oobCode') ?? '';

    // Checking does not use the code; applying does, once.
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/action/check',
      payload: { code: verifyCode },
    });
    expect(check.json()).toEqual({ mode: 'verifyEmail', email, continueUrl: null });
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: { code: verifyCode },
    });
    expect(apply.statusCode).toBe(200);
    expect(apply.json()).toEqual({ mode: 'verifyEmail', email, continueUrl: null });
    expect((await userRow(email)).emailVerified).toBe(true);

    // Sign in: the new ID token says the email is verified.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.json<SessionResponse>();
    expect(session.user.emailVerified).toBe(true);
    expect(decodeJwt(session.idToken)).toMatchObject({ email_verified: true, name: 'Grace Hopper' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.idToken}` },
    });
    expect(me.json()).toEqual({ user: session.user });

    // Refresh rotates the cookie.
    const first = refreshCookieOf(signIn)?.value ?? '';
    const refreshed = await refreshWith(ctx.app, first);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<SessionResponse>().user).toEqual(session.user);
    const second = refreshCookieOf(refreshed)?.value ?? '';
    expect(second).not.toBe(first);
    expect((await refreshWith(ctx.app, second)).statusCode).toBe(200);

    // Reset the password with a continue path: the server puts it on APP_ORIGIN, wherever the
    // client was opened (localhost or 127.0.0.1).
    const continueUrl = 'http://localhost:3000/login?from=reset';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { origin: 'http://127.0.0.1:3000' },
      payload: { email, continueUrl: '/login?from=reset' },
    });
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');
    const resetMail = await waitForOutboxMail(ctx.config.DATA_DIR, email, RESET_SUBJECT);
    const resetLink = linkIn(resetMail.text);
    expect(resetLink.searchParams.get('mode')).toBe('resetPassword');
    expect(resetLink.searchParams.get('continueUrl')).toBe(continueUrl);
    const resetCode = resetLink.searchParams.get('oobCode') ?? '';
    const checkReset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/action/check',
      payload: { code: resetCode },
    });
    expect(checkReset.json()).toEqual({ mode: 'resetPassword', email, continueUrl });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: { code: resetCode, newPassword: 'a brand new secret' },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ mode: 'resetPassword', email, continueUrl });

    // Every session ended: the sign-up's and the sign-in's refresh tokens.
    for (const token of [signedUp.refreshToken, refreshCookieOf(refreshed)?.value ?? '']) {
      const res = await refreshWith(ctx.app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('auth/user-token-expired');
    }
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(oldPassword.json().error.code).toBe('auth/invalid-credential');
    const newPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'a brand new secret' },
    });
    expect(newPassword.statusCode).toBe(200);

    // Sign out: 204, the cookie is cleared and its session cannot refresh any more.
    const token = refreshCookieOf(newPassword)?.value ?? '';
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: APP_PAGE,
      cookies: { refresh_token: token },
    });
    expect(out.statusCode).toBe(204);
    const cleared = refreshCookieOf(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await refreshWith(ctx.app, token)).statusCode).toBe(401);
  });

  it('should send a verification email on request with a continue URL, and none once verified', async () => {
    const { email, authorization } = await signUpOverHttp(ctx.app);
    const continueUrl = 'http://localhost:3000/';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      headers: authorization,
      payload: { continueUrl },
    });
    expect(res.statusCode).toBe(204);
    const mail = await waitForOutboxMail(ctx.config.DATA_DIR, email, VERIFY_SUBJECT);
    const link = linkIn(mail.text);
    expect(link.searchParams.get('continueUrl')).toBe(continueUrl);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: { code: link.searchParams.get('oobCode') },
    });
    expect(applied.json()).toEqual({ mode: 'verifyEmail', email, continueUrl });

    const verifyMails = async () =>
      (await readOutbox(ctx.config.DATA_DIR)).filter((m) => m.to === email && m.subject === VERIFY_SUBJECT);
    expect(await verifyMails()).toHaveLength(2);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      headers: authorization,
      payload: {},
    });
    expect(again.statusCode).toBe(204);
    expect(await verifyMails()).toHaveLength(2);
  });

  it('should answer 204 to a password reset for an unknown email and send nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    expect(res.statusCode).toBe(204);
    await expect(waitForOutboxMail(ctx.config.DATA_DIR, email, RESET_SUBJECT, 300)).rejects.toThrow();
  });

  it('should put the admin claim in the next ID token once the database says so', async () => {
    const { email, refreshToken, session } = await signUpOverHttp(ctx.app);
    expect(session.user.admin).toBe(false);
    await ctx.app.db.update(users).set({ isAdmin: true }).where(eq(users.email, email));
    const res = await refreshWith(ctx.app, refreshToken);
    expect(res.json<SessionResponse>().user.admin).toBe(true);
    expect(decodeJwt(res.json<SessionResponse>().idToken).admin).toBe(true);
  });

  it('should refuse sign-in, refresh and the API to a disabled account', async () => {
    const { email, password, refreshToken, authorization } = await signUpOverHttp(ctx.app);
    await ctx.app.db.update(users).set({ disabled: true }).where(eq(users.email, email));
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('auth/user-disabled');
    const refresh = await refreshWith(ctx.app, refreshToken);
    expect(refresh.json().error.code).toBe('auth/user-disabled');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization });
    expect(me.json().error.code).toBe('auth/user-disabled');
  });

  describe('GET /api/auth/memberships', () => {
    it('should list nothing before any company exists, then the membership with its remaining boards', async () => {
      const { session, authorization } = await signUpOverHttp(ctx.app);
      const empty = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/memberships',
        headers: authorization,
      });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ memberships: [] });

      const [company] = await ctx.app.db
        .insert(companies)
        .values({ name: 'Acme', totalBoards: 10 })
        .returning({ id: companies.id });
      const [other] = await ctx.app.db
        .insert(companies)
        .values({ name: 'Unlimited Inc', totalBoards: 10 })
        .returning({ id: companies.id });
      if (!company || !other) throw new Error('insert failed');
      await ctx.app.db.insert(memberships).values({
        userId: session.user.uid,
        companyId: company.id,
        role: 'admin',
        status: 'active',
        maxBoards: 5,
        usedBoards: 2,
        createdAt: new Date('2024-01-01T00:00:00Z'),
      });
      await ctx.app.db.insert(memberships).values({
        userId: session.user.uid,
        companyId: other.id,
        role: 'member',
        status: 'pending',
        maxBoards: null,
        createdAt: new Date('2024-02-01T00:00:00Z'),
      });

      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/memberships',
        headers: authorization,
      });
      expect(res.json()).toEqual({
        memberships: [
          {
            id: expect.any(String),
            companyId: company.id,
            companyName: 'Acme',
            role: 'admin',
            status: 'active',
            maxBoards: 5,
            usedBoards: 2,
            remainingBoards: 3,
          },
          {
            id: expect.any(String),
            companyId: other.id,
            companyName: 'Unlimited Inc',
            role: 'member',
            status: 'pending',
            maxBoards: null,
            usedBoards: 0,
            remainingBoards: null,
          },
        ],
      });
    });
  });

  it("should refuse refresh and sign-out from any Origin but the app's own, and leave the session alone", async () => {
    const { refreshToken } = await signUpOverHttp(ctx.app);
    const message =
      "This request must come from the app's own pages: its Origin header must be http://localhost:3000.";
    for (const url of ['/api/auth/refresh', '/api/auth/sign-out']) {
      for (const origin of [
        'http://localhost:3001',
        'https://localhost:3000',
        'http://evil.example.com',
        'null',
        undefined,
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: origin === undefined ? {} : { origin },
          cookies: { refresh_token: refreshToken },
        });
        expect(res.statusCode, `${url} from ${origin}`).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'permission-denied', message });
        expect(refreshCookieOf(res)).toBeUndefined();
      }
    }
    // The cookie was neither rotated nor revoked; the app's own page (any loopback name) still refreshes.
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { origin: 'http://127.0.0.1:3000' },
      cookies: { refresh_token: refreshToken },
    });
    expect(own.statusCode).toBe(200);
  });

  it('should document every auth route in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-up',
        '/api/auth/sign-in',
        '/api/auth/refresh',
        '/api/auth/sign-out',
        '/api/auth/me',
        '/api/auth/send-verification',
        '/api/auth/password-reset',
        '/api/auth/action/check',
        '/api/auth/action',
        '/api/auth/memberships',
      ]),
    );
  });
});
