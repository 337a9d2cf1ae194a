import fs from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { actionCodes } from '../src/db/schema/action-codes.js';
import { refreshTokens } from '../src/db/schema/refresh-tokens.js';
import { users } from '../src/db/schema/users.js';
import { canonicalize } from '../src/modules/auth/tokens.js';
import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';
import type { SignedUp } from './support/auth-http.js';
import {
  APP_PAGE,
  linkIn,
  refreshCookieOf,
  refreshWith,
  signUpOverHttp,
  snapshotAuthTables,
  uniqueEmail,
  waitForOutboxMail,
} from './support/auth-http.js';

const BODY_LIMIT = 4096;

type Method = 'GET' | 'POST';
interface Endpoint {
  method: Method;
  url: string;
  /** A body the route accepts in shape (it may still fail later for other reasons). */
  body?: Record<string, unknown>;
  bearer?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    body: { email: 'a@example.com', password: 'secret', displayName: 'A' },
  },
  { method: 'POST', url: '/api/auth/sign-in', body: { email: 'a@example.com', password: 'secret' } },
  { method: 'POST', url: '/api/auth/refresh' },
  { method: 'POST', url: '/api/auth/sign-out' },
  { method: 'GET', url: '/api/auth/me', bearer: true },
  { method: 'POST', url: '/api/auth/send-verification', body: {}, bearer: true },
  { method: 'POST', url: '/api/auth/password-reset', body: { email: 'a@example.com' } },
  { method: 'POST', url: '/api/auth/action/check', body: { code: 'abc' } },
  { method: 'POST', url: '/api/auth/action', body: { code: 'abc' } },
  { method: 'GET', url: '/api/auth/memberships', bearer: true },
];
const POSTS = ENDPOINTS.filter((e) => e.method === 'POST');
const WITH_BODY = ENDPOINTS.filter((e) => e.body);
const BEARER = ENDPOINTS.filter((e) => e.bearer);

/** Wrong types for each field of each body. */
const WRONG_TYPES: Record<string, unknown[]> = {
  '/api/auth/sign-up': [
    { email: 5, password: 'secret1', displayName: 'A' },
    { email: 'a@example.com', password: ['secret1'], displayName: 'A' },
    { email: 'a@example.com', password: 'secret1', displayName: { first: 'A' } },
    { email: 'not-an-email', password: 'secret1', displayName: 'A' },
    { email: 'a@example.com', password: 'secret1', displayName: '   ' },
    { email: 'a@example.com', password: 'secret1', displayName: 'A', admin: true },
    [],
  ],
  '/api/auth/sign-in': [
    { email: null, password: 'x' },
    { email: 'a@example.com' },
    { email: 'a@example.com', password: 1 },
  ],
  '/api/auth/send-verification': [{ continueUrl: 42 }, { continueUrl: 'not a url' }, { extra: 1 }],
  '/api/auth/password-reset': [{ email: 'a@example.com', continueUrl: true }, {}, 'a@example.com'],
  '/api/auth/action/check': [{ code: 1 }, { code: '' }, { code: 'x'.repeat(513) }],
  '/api/auth/action': [{ code: 'abc', newPassword: 123456 }, { newPassword: 'secret1' }, null],
};

function expectRefused(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ error: { code: string; status: string; message: string } }>();
  expect(body.error.code).toEqual(code ?? expect.any(String));
  expect(body.error.message.length).toBeGreaterThan(0);
}

describe('auth: bad input gets a 4xx with a code and writes nothing', () => {
  let ctx: TestContext;
  let user: SignedUp;
  let before: Awaited<ReturnType<typeof snapshotAuthTables>>;

  beforeAll(async () => {
    ctx = await buildTestApp({
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      SIGN_UPS_PER_HOUR_PER_IP: '1000',
      AUTH_EMAILS_PER_HOUR_PER_IP: '1000',
    });
    user = await signUpOverHttp(ctx.app);
  });
  afterAll(() => ctx.close());

  beforeEach(async () => {
    before = await snapshotAuthTables(ctx.app);
    return async () => {
      expect(await snapshotAuthTables(ctx.app)).toEqual(before);
    };
  });

  const call = (endpoint: Endpoint, extra: { headers?: Record<string, string>; payload?: string | object }) =>
    ctx.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: { ...APP_PAGE, ...(endpoint.bearer ? user.authorization : {}), ...extra.headers },
      ...(extra.payload === undefined ? {} : { payload: extra.payload }),
    });

  describe.each(POSTS)('$method $url', (endpoint) => {
    it('should answer 400 invalid-argument to malformed JSON', async () => {
      const res = await call(endpoint, {
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com", ',
      });
      expectRefused(res, 400, 'invalid-argument');
      expect(res.json().error.message).toBe('The request body is not valid JSON.');
    });

    it('should answer 413 payload-too-large to a body over BODY_LIMIT_BYTES', async () => {
      const res = await call(endpoint, {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...endpoint.body, padding: 'x'.repeat(BODY_LIMIT) }),
      });
      expectRefused(res, 413, 'payload-too-large');
    });
  });

  describe.each(WITH_BODY)('$method $url body', (endpoint) => {
    it('should answer 400 invalid-argument to wrong types and unknown fields', async () => {
      for (const payload of WRONG_TYPES[endpoint.url] ?? []) {
        const res = await call(endpoint, {
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectRefused(res, 400, 'invalid-argument');
      }
    });

    it('should answer 415 to a form body and 400 to a plain-text one', async () => {
      const form = await call(endpoint, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a',
      });
      expectRefused(form, 415, 'unsupported-media-type');
      const text = await call(endpoint, { headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
      expectRefused(text, 400, 'invalid-argument');
    });
  });

  describe('an ID token accepted before', () => {
    it('should be refused with auth/user-token-expired once it expires, though its signature was checked already', async () => {
      const signedAt = Math.floor(Date.now() / 1000);
      const key = await importPKCS8(
        fs.readFileSync(path.join(ctx.config.DATA_DIR, 'jwt-signing-key.pem'), 'utf8'),
        'ES256',
      );
      const token = canonicalize(
        await new SignJWT({
          sub: user.session.user.uid,
          email: user.email,
          name: 'Ada Lovelace',
          email_verified: true,
          admin: false,
        })
          .setProtectedHeader({ alg: 'ES256' })
          .setIssuer(ctx.config.APP_ORIGIN)
          .setAudience('planning-workspace')
          .setIssuedAt(signedAt)
          .setExpirationTime(signedAt + 2)
          .sign(key),
      );
      const me = () =>
        ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, (signedAt + 2) * 1000 - Date.now() + 50));
      expectRefused(await me(), 401, 'auth/user-token-expired');
    });
  });

  describe('a token under the signature of one accepted before', () => {
    it('should be refused when its payload is not the one signed: a kept signature vouches for its own token only', async () => {
      const token = user.session.idToken;
      const me = (idToken: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${idToken}` },
        });
      expect((await me(token)).statusCode).toBe(200);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...claims, admin: true, name: 'Mallory' })).toString(
        'base64url',
      );
      expectRefused(await me(`${header}.${forged}.${signature}`), 401, 'unauthenticated');
      expect((await me(token)).statusCode).toBe(200);
    });
  });

  describe('an ID token signed by our key that breaks the rules', () => {
    const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
    const ourKey = () =>
      importPKCS8(fs.readFileSync(path.join(ctx.config.DATA_DIR, 'jwt-signing-key.pem'), 'utf8'), 'ES256');
    const me = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    const claims = () => ({ email: user.email, name: 'Ada', email_verified: true, admin: false });
    const now = () => Math.floor(Date.now() / 1000);

    it('should answer 401 unauthenticated when exp, iat, iss, aud or sub is missing', async () => {
      const key = await ourKey();
      const build = (omit: string) => {
        const jwt = new SignJWT(claims()).setProtectedHeader({ alg: 'ES256' });
        if (omit !== 'sub') jwt.setSubject(user.session.user.uid);
        if (omit !== 'iss') jwt.setIssuer(ctx.config.APP_ORIGIN);
        if (omit !== 'aud') jwt.setAudience('planning-workspace');
        if (omit !== 'iat') jwt.setIssuedAt(now());
        if (omit !== 'exp') jwt.setExpirationTime(now() + 600);
        return jwt.sign(key).then(canonicalize);
      };
      expect((await me(await build('none'))).statusCode).toBe(200);
      for (const omit of ['exp', 'iat', 'iss', 'aud', 'sub']) {
        expectRefused(await me(await build(omit)), 401, 'unauthenticated');
      }
    });

    it('should answer 401 unauthenticated, not 500, to a subject that is not a UUID', async () => {
      for (const sub of ['admin', '1', "x' or '1'='1", `${user.session.user.uid}x`]) {
        const token = await new SignJWT(claims())
          .setProtectedHeader({ alg: 'ES256' })
          .setSubject(sub)
          .setIssuer(ctx.config.APP_ORIGIN)
          .setAudience('planning-workspace')
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(await ourKey())
          .then(canonicalize);
        expectRefused(await me(token), 401, 'unauthenticated');
      }
    });

    it('should refuse the high-S twin of a valid signature and only ever issue low-S ones', async () => {
      for (let i = 0; i < 8; i += 1) {
        const token = await ctx.app.tokens.sign({ sub: user.session.user.uid, ...claims() });
        const dot = token.lastIndexOf('.');
        const signature = Buffer.from(token.slice(dot + 1), 'base64url');
        const s = BigInt(`0x${signature.subarray(32).toString('hex')}`);
        expect(s <= P256_ORDER / 2n).toBe(true);
        const twin = Buffer.concat([
          signature.subarray(0, 32),
          Buffer.from((P256_ORDER - s).toString(16).padStart(64, '0'), 'hex'),
        ]);
        const highS = `${token.slice(0, dot + 1)}${twin.toString('base64url')}`;
        expectRefused(await me(highS), 401, 'unauthenticated');
        expect((await me(token)).statusCode).toBe(200);
      }
    });
  });

  describe.each(BEARER)('$method $url without a valid ID token', (endpoint) => {
    const signedAt = Math.floor(Date.now() / 1000);
    const claims = () => ({
      sub: user.session.user.uid,
      email: user.email,
      name: 'Ada Lovelace',
      email_verified: true,
      admin: true,
    });
    const withToken = (token: string) =>
      call(endpoint, { headers: { authorization: `Bearer ${token}` }, payload: endpoint.body });
    const realKey = () =>
      importPKCS8(fs.readFileSync(path.join(ctx.config.DATA_DIR, 'jwt-signing-key.pem'), 'utf8'), 'ES256');
    const standard = (jwt: SignJWT) =>
      jwt.setIssuer(ctx.config.APP_ORIGIN).setAudience('planning-workspace').setIssuedAt(signedAt);

    it('should answer 401 with no Authorization header or a malformed one', async () => {
      expectRefused(
        await call(endpoint, { headers: { authorization: '' }, payload: endpoint.body }),
        401,
        'unauthenticated',
      );
      expectRefused(
        await call(endpoint, { headers: { authorization: 'Basic abc' }, payload: endpoint.body }),
        401,
        'unauthenticated',
      );
      expectRefused(await withToken('not.a.jwt'), 401, 'unauthenticated');
    });

    it('should answer 401 to a token signed by another ES256 key', async () => {
      const { privateKey } = await generateKeyPair('ES256');
      const token = await standard(new SignJWT(claims()).setProtectedHeader({ alg: 'ES256' }))
        .setExpirationTime('1h')
        .sign(privateKey);
      expectRefused(await withToken(token), 401, 'unauthenticated');
    });

    it('should answer 401 auth/user-token-expired to an expired token signed by our key', async () => {
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(ctx.config.APP_ORIGIN)
        .setAudience('planning-workspace')
        .setIssuedAt(signedAt - 7200)
        .setExpirationTime(signedAt - 3600)
        .sign(await realKey())
        .then(canonicalize);
      expectRefused(await withToken(token), 401, 'auth/user-token-expired');
    });

    it('should answer 401 to HS256 with a guessed key and to alg none', async () => {
      for (const secret of [
        'secret',
        ctx.config.APP_ORIGIN,
        fs.readFileSync(path.join(ctx.config.DATA_DIR, 'jwt-signing-key.pem'), 'utf8'),
      ]) {
        const token = await standard(new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }))
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(secret));
        expectRefused(await withToken(token), 401, 'unauthenticated');
      }
      const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const payload = {
        ...claims(),
        iss: ctx.config.APP_ORIGIN,
        aud: 'planning-workspace',
        iat: signedAt,
        exp: signedAt + 3600,
      };
      const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
      expectRefused(await withToken(none), 401, 'unauthenticated');
    });

    it('should answer 401 to a valid token whose account was deleted', async () => {
      const gone = await signUpOverHttp(ctx.app);
      await ctx.app.db.delete(users).where(eq(users.id, gone.session.user.uid));
      before = await snapshotAuthTables(ctx.app);
      const res = await call(endpoint, { headers: gone.authorization, payload: endpoint.body });
      expectRefused(res, 401, 'unauthenticated');
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('should answer 204 "no session" without a cookie, so a signed-out page logs no error', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: APP_PAGE });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await snapshotAuthTables(ctx.app)).toEqual(before);
    });

    it('should answer 401 to an unknown token', async () => {
      expectRefused(await refreshWith(ctx.app, 'made-up-token'), 401, 'auth/user-token-expired');
    });

    it('should answer 401 auth/user-token-expired to an expired refresh token', async () => {
      const { refreshToken, session } = await signUpOverHttp(ctx.app);
      await ctx.app.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, session.user.uid));
      before = await snapshotAuthTables(ctx.app);
      const res = await refreshWith(ctx.app, refreshToken);
      expectRefused(res, 401, 'auth/user-token-expired');
      expect(refreshCookieOf(res)?.value).toBe('');
    });

    it('should revoke the whole family when a rotated token is reused: the newest stops working too', async () => {
      const { refreshToken: first, session } = await signUpOverHttp(ctx.app);
      const second = refreshCookieOf(await refreshWith(ctx.app, first))?.value ?? '';
      const third = refreshCookieOf(await refreshWith(ctx.app, second))?.value ?? '';
      expect(third).not.toBe('');

      expectRefused(await refreshWith(ctx.app, first), 401, 'auth/user-token-expired');
      const family = await ctx.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, session.user.uid));
      expect(family).toHaveLength(3);
      expect(family.every((t) => t.revokedAt !== null)).toBe(true);
      expectRefused(await refreshWith(ctx.app, third), 401, 'auth/user-token-expired');
      before = await snapshotAuthTables(ctx.app);
    });
  });

  describe('POST /api/auth/action', () => {
    const resetCode = async (who: SignedUp) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: who.email },
      });
      expect(res.statusCode).toBe(204);
      const mail = await waitForOutboxMail(
        ctx.config.DATA_DIR,
        who.email,
        'Reset your password for Planning Workspace',
      );
      return linkIn(mail.text).searchParams.get('oobCode') ?? '';
    };

    it('should answer auth/invalid-action-code to an unknown code', async () => {
      for (const url of ['/api/auth/action', '/api/auth/action/check']) {
        const res = await ctx.app.inject({ method: 'POST', url, payload: { code: 'bm90LWEtY29kZQ' } });
        expectRefused(res, 400, 'auth/invalid-action-code');
      }
    });

    it('should answer auth/invalid-action-code to a code used once already', async () => {
      const who = await signUpOverHttp(ctx.app);
      const code = await resetCode(who);
      const first = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/action',
        payload: { code, newPassword: 'another secret' },
      });
      expect(first.statusCode).toBe(200);
      before = await snapshotAuthTables(ctx.app);
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/action',
        payload: { code, newPassword: 'third secret' },
      });
      expectRefused(again, 400, 'auth/invalid-action-code');
      const check = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/action/check',
        payload: { code },
      });
      expectRefused(check, 400, 'auth/invalid-action-code');
    });

    it('should answer auth/expired-action-code to an expired code', async () => {
      const who = await signUpOverHttp(ctx.app);
      const code = await resetCode(who);
      await ctx.app.db
        .update(actionCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(actionCodes.email, who.email));
      before = await snapshotAuthTables(ctx.app);
      for (const payload of [{ code, newPassword: 'another secret' }, { code }]) {
        expectRefused(
          await ctx.app.inject({ method: 'POST', url: '/api/auth/action', payload }),
          400,
          'auth/expired-action-code',
        );
      }
      expectRefused(
        await ctx.app.inject({ method: 'POST', url: '/api/auth/action/check', payload: { code } }),
        400,
        'auth/expired-action-code',
      );
    });

    it('should let only one of two simultaneous uses of a code succeed', async () => {
      const who = await signUpOverHttp(ctx.app);
      const code = await resetCode(who);
      const results = await Promise.all(
        ['first secret', 'second secret'].map((newPassword) =>
          ctx.app.inject({ method: 'POST', url: '/api/auth/action', payload: { code, newPassword } }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)?.json().error.code).toBe('auth/invalid-action-code');
      before = await snapshotAuthTables(ctx.app);
    });

    it('should refuse a reset without a new password or with a weak one and leave the code usable', async () => {
      const who = await signUpOverHttp(ctx.app);
      const code = await resetCode(who);
      before = await snapshotAuthTables(ctx.app);
      expectRefused(
        await ctx.app.inject({ method: 'POST', url: '/api/auth/action', payload: { code } }),
        400,
        'invalid-argument',
      );
      expectRefused(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/action',
          payload: { code, newPassword: '123' },
        }),
        400,
        'auth/weak-password',
      );
      const check = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/action/check',
        payload: { code },
      });
      expect(check.statusCode).toBe(200);
    });
  });

  describe('continue URLs that would leave the app', () => {
    const FOREIGN = [
      'http://localhost:3000//evil.com/v',
      '/\\evil.com',
      '/..//evil.com',
      'http://evil.com@localhost:3000/',
      'https://evil.example.com/login',
      'http://localhost:3001/',
      'https://localhost:3000/',
      'javascript:alert(1)',
    ];
    const MESSAGE =
      'The continue URL must be a path on this app, like /login (or a URL on http://localhost:3000).';

    it('should answer invalid-argument to POST /api/auth/password-reset, known account or not', async () => {
      for (const continueUrl of FOREIGN) {
        for (const email of [user.email, uniqueEmail()]) {
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/password-reset',
            payload: { email, continueUrl },
          });
          expectRefused(res, 400, 'invalid-argument');
          expect(res.json().error.message).toBe(MESSAGE);
        }
      }
    });

    it('should answer invalid-argument to POST /api/auth/send-verification', async () => {
      for (const continueUrl of FOREIGN) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/send-verification',
          headers: user.authorization,
          payload: { continueUrl },
        });
        expectRefused(res, 400, 'invalid-argument');
        expect(res.json().error.message).toBe(MESSAGE);
      }
    });
  });

  describe('POST /api/auth/sign-up and sign-in', () => {
    it('should refuse a taken email and a weak password without writing', async () => {
      expectRefused(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email: user.email, password: 'whatever1', displayName: 'Copy' },
        }),
        409,
        'auth/email-already-in-use',
      );
      expectRefused(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email: uniqueEmail(), password: 'short', displayName: 'Weak' },
        }),
        400,
        'auth/weak-password',
      );
    });

    it('should answer the same body for an unknown email and a wrong password', async () => {
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: 'not the password' },
      });
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: uniqueEmail(), password: 'not the password' },
      });
      expectRefused(wrong, 401, 'auth/invalid-credential');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
    });
  });
});
