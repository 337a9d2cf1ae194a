import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { oidcIdentities } from '../src/db/schema/oidc-identities.js';
import { oidcStates } from '../src/db/schema/oidc-states.js';
import { users } from '../src/db/schema/users.js';
import type { TestContext } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { APP_PAGE } from './support/auth-http.js';
import type { RunningOidcProvider } from './support/oidc-provider.js';
import { loginAtProvider, startOidcProvider } from './support/oidc-provider.js';

const APP_ORIGIN = 'http://localhost:3000';
const REDIRECT_URI = `${APP_ORIGIN}/api/auth/oidc/oidc/callback`;

interface Started {
  authorizationUrl: string;
  state: string;
  cookie: string;
}

function providerEnv(idp: RunningOidcProvider, displayName = 'Test IdP'): Record<string, string> {
  return {
    APP_ORIGIN,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_DISPLAY_NAME: displayName,
    OIDC_ALLOW_INSECURE_HTTP: 'true',
  };
}

async function start(ctx: TestContext): Promise<Started> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/oidc/start' });
  expect(res.statusCode).toBe(302);
  const stateCookie = res.cookies.find((c) => c.name === 'oidc_state');
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc' });
  const authorizationUrl = String(res.headers.location);
  return {
    authorizationUrl,
    state: new URL(authorizationUrl).searchParams.get('state') ?? '',
    cookie: `oidc_state=${stateCookie?.value ?? ''}`,
  };
}

async function callback(ctx: TestContext, url: URL, cookie?: string) {
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
  return ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The message the popup page posts to its opener. */
function popupResult(res: LightMyRequestResponse): { origin: string; message: Record<string, unknown> } {
  const match = /<script type="application\/json" id="oidc-result">(.*?)<\/script>/s.exec(res.body);
  if (!match?.[1]) throw new Error(`no result in the popup page: ${res.body.slice(0, 200)}`);
  return JSON.parse(match[1]) as { origin: string; message: Record<string, unknown> };
}

const refreshCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'refresh_token');

async function usersWithEmail(ctx: TestContext, email: string) {
  return ctx.app.db.select().from(users).where(eq(users.email, email));
}

async function signIn(
  ctx: TestContext,
  account: { email: string; emailVerified: boolean; sub?: string; name?: string },
) {
  const started = await start(ctx);
  const back = await loginAtProvider(started.authorizationUrl, account);
  return callback(ctx, back, started.cookie);
}

function expectRefused(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(popupResult(res)).toEqual({
    origin: APP_ORIGIN,
    message: { type: 'planner:oidc', ok: false, code, message: expect.any(String) },
  });
  expect(refreshCookie(res)).toBeUndefined();
}

describe('GET /api/auth/oidc/:provider/callback', () => {
  let idp: RunningOidcProvider;
  let ctx: TestContext;
  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
    ctx = await buildTestApp(providerEnv(idp));
  });
  afterAll(async () => {
    await ctx?.close();
    await idp?.close();
  });

  it('should redirect to the provider with PKCE S256, state and nonce, and store them for 10 minutes', async () => {
    const before = Date.now();
    const { authorizationUrl, state } = await start(ctx);
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const [row] = await ctx.app.db.select().from(oidcStates).where(eq(oidcStates.state, state));
    expect(row?.nonce).toBe(url.searchParams.get('nonce'));
    expect(row?.codeVerifier).not.toBe(url.searchParams.get('code_challenge'));
    expect(row!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(10 * 60 * 1000 - 1000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);
  });

  it('should create a new account, set the refresh cookie and post only ok to the opener', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const res = await signIn(ctx, { email: email.toUpperCase(), emailVerified: true, name: 'Ada Lovelace' });
    expect(res.statusCode).toBe(200);
    expect(popupResult(res)).toEqual({ origin: APP_ORIGIN, message: { type: 'planner:oidc', ok: true } });
    expect(res.body).not.toMatch(/eyJ/); // no token in the page
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<script src="/api/auth/oidc/popup.js" defer></script>');
    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The cookie of the old path (/api/auth) is cleared, so a browser never holds both.
    const legacy = res.cookies.find((c) => c.name === 'refresh_token' && c.path === '/api/auth');
    expect(legacy?.value).toBe('');
    expect(legacy?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    const [user] = await usersWithEmail(ctx, email);
    expect(user).toMatchObject({ emailVerified: true, displayName: 'Ada Lovelace', passwordHash: null });
    const identities = await ctx.app.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, user!.id));
    expect(identities).toMatchObject([{ issuer: idp.issuer, subject: `sub-${email.toUpperCase()}` }]);

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...APP_PAGE, cookie: `refresh_token=${cookie!.value}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ user: { uid: user!.id, email, emailVerified: true } });
  });

  it('should sign in the same account again without creating a duplicate', async () => {
    const email = `again-${randomUUID().slice(0, 8)}@example.com`;
    const first = await signIn(ctx, { email, emailVerified: true, sub: `again-${email}` });
    expect(first.statusCode).toBe(200);
    const second = await signIn(ctx, { email, emailVerified: true, sub: `again-${email}` });
    expect(second.statusCode).toBe(200);
    expect(refreshCookie(second)?.value).not.toBe(refreshCookie(first)?.value);
    const rows = await usersWithEmail(ctx, email);
    expect(rows).toHaveLength(1);
    const identities = await ctx.app.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, rows[0]!.id));
    expect(identities).toHaveLength(1);
  });

  it('should link an existing account when the provider says the email is verified', async () => {
    const existing = await createTestUser(ctx, { email: `linked-${randomUUID().slice(0, 8)}@example.com` });
    const res = await signIn(ctx, { email: existing.email, emailVerified: true });
    expect(res.statusCode).toBe(200);
    expect(popupResult(res).message).toEqual({ type: 'planner:oidc', ok: true });
    expect(await usersWithEmail(ctx, existing.email)).toHaveLength(1);
    const identities = await ctx.app.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, existing.uid));
    expect(identities).toHaveLength(1);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...APP_PAGE, cookie: `refresh_token=${refreshCookie(res)!.value}` },
    });
    expect(refreshed.json()).toMatchObject({ user: { uid: existing.uid } });
  });

  it('should take the password away from an unverified account it links, so its registrant loses access', async () => {
    const email = `claimed-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'squatter-password', displayName: 'Squatter' },
    });
    expect(signUp.statusCode).toBe(200);
    const res = await signIn(ctx, { email, emailVerified: true });
    expect(res.statusCode).toBe(200);
    const [user] = await usersWithEmail(ctx, email);
    expect(user).toMatchObject({ emailVerified: true, passwordHash: null });
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...APP_PAGE, cookie: `refresh_token=${refreshCookie(signUp)!.value}` },
    });
    expect(squatter.statusCode).toBe(401);
    const password = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'squatter-password' },
    });
    expect(password.statusCode).toBe(401);
  });

  it('should refuse to link an existing account when the provider has not verified the email', async () => {
    const existing = await createTestUser(ctx, {
      email: `unverified-${randomUUID().slice(0, 8)}@example.com`,
    });
    const res = await signIn(ctx, { email: existing.email, emailVerified: false });
    expectRefused(res, 409, 'auth/account-exists-with-different-credential');
    expect(popupResult(res).message.message).toBe(
      'An account already exists with the same email address but different sign-in credentials. Sign in with your email and password.',
    );
    const identities = await ctx.app.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, existing.uid));
    expect(identities).toHaveLength(0);
  });

  it('should create an unverified account when the provider has not verified a new email', async () => {
    const email = `fresh-${randomUUID().slice(0, 8)}@example.com`;
    const res = await signIn(ctx, { email, emailVerified: false });
    expect(res.statusCode).toBe(200);
    const [user] = await usersWithEmail(ctx, email);
    expect(user).toMatchObject({ emailVerified: false, displayName: email.split('@')[0] });
  });

  it('should reject a callback whose state belongs to another browser', async () => {
    const email = `mismatch-${randomUUID().slice(0, 8)}@example.com`;
    const mine = await start(ctx);
    const theirs = await start(ctx);
    const back = await loginAtProvider(theirs.authorizationUrl, { email, emailVerified: true });
    expectRefused(await callback(ctx, back, mine.cookie), 400, 'auth/invalid-state');
    expect(await usersWithEmail(ctx, email)).toHaveLength(0);
    // The state was spent by that attempt: its own browser cannot use it either.
    expectRefused(await callback(ctx, back, theirs.cookie), 400, 'auth/invalid-state');
  });

  it('should reject a callback without state, with an unknown state or without the state cookie', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/oidc/callback?code=abc' });
    expectRefused(missing, 400, 'auth/invalid-state');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/oidc/callback?code=abc&state=forged',
      headers: { cookie: 'oidc_state=forged' },
    });
    expectRefused(unknown, 400, 'auth/invalid-state');
    const email = `nocookie-${randomUUID().slice(0, 8)}@example.com`;
    const started = await start(ctx);
    const back = await loginAtProvider(started.authorizationUrl, { email, emailVerified: true });
    expectRefused(await callback(ctx, back), 400, 'auth/invalid-state');
    expect(await usersWithEmail(ctx, email)).toHaveLength(0);
  });

  it('should reject an expired state', async () => {
    const email = `expired-${randomUUID().slice(0, 8)}@example.com`;
    const started = await start(ctx);
    const back = await loginAtProvider(started.authorizationUrl, { email, emailVerified: true });
    await ctx.app.db
      .update(oidcStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcStates.state, started.state));
    expectRefused(await callback(ctx, back, started.cookie), 400, 'auth/invalid-state');
    expect(await usersWithEmail(ctx, email)).toHaveLength(0);
  });

  it('should refuse a replayed callback and a replayed code', async () => {
    const email = `replay-${randomUUID().slice(0, 8)}@example.com`;
    const first = await start(ctx);
    const back = await loginAtProvider(first.authorizationUrl, { email, emailVerified: true });
    expect((await callback(ctx, back, first.cookie)).statusCode).toBe(200);
    expectRefused(await callback(ctx, back, first.cookie), 400, 'auth/invalid-state');

    // The spent code inside a fresh, valid state: the provider refuses to exchange it again.
    const second = await start(ctx);
    const replay = new URL(back);
    replay.searchParams.set('state', second.state);
    expectRefused(await callback(ctx, replay, second.cookie), 401, 'auth/invalid-credential');
  });

  it('should refuse an ID token whose nonce does not match', async () => {
    const email = `nonce-${randomUUID().slice(0, 8)}@example.com`;
    const started = await start(ctx);
    await ctx.app.db
      .update(oidcStates)
      .set({ nonce: 'another-nonce' })
      .where(eq(oidcStates.state, started.state));
    const back = await loginAtProvider(started.authorizationUrl, { email, emailVerified: true });
    expectRefused(await callback(ctx, back, started.cookie), 401, 'auth/invalid-credential');
    expect(await usersWithEmail(ctx, email)).toHaveLength(0);
  });

  it('should answer a provider error (access_denied) without a session or an account', async () => {
    const started = await start(ctx);
    const back = await loginAtProvider(started.authorizationUrl, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const before = await ctx.app.db.select({ id: users.id }).from(users);
    expectRefused(await callback(ctx, back, started.cookie), 401, 'auth/user-cancelled');
    expect(await ctx.app.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('should refuse a disabled account', async () => {
    const email = `disabled-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signIn(ctx, { email, emailVerified: true })).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ disabled: true }).where(eq(users.email, email));
    expectRefused(await signIn(ctx, { email, emailVerified: true }), 403, 'auth/user-disabled');
  });
});

describe('GET /api/auth/oidc/providers', () => {
  it('should log each start of an unconfigured provider, like any client error, at info without a stack', async () => {
    const lines: Record<string, unknown>[] = [];
    const ctx = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
        expect(res.statusCode).toBe(501);
      }
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(me.statusCode).toBe(401);
      expect(lines.filter((l) => l.code === 'unauthenticated')).toMatchObject([{ level: 30 }]);
      const refusals = lines.filter((l) => l.code === 'auth/provider-not-configured');
      expect(refusals).toHaveLength(3);
      for (const line of refusals) {
        expect(line).toMatchObject({ level: 30, msg: 'This sign-in provider is not configured.' });
        expect(line).not.toHaveProperty('err');
      }
      expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
      expect(JSON.stringify(lines)).not.toContain('stack');
    } finally {
      await ctx.close();
    }
  });

  it('should list nothing when no provider is configured, and refuse to start', async () => {
    const ctx = await buildTestApp();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
      expect(res.json()).toEqual({ providers: [] });
      const startRes = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
      expectRefused(startRes, 501, 'auth/provider-not-configured');
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/github/start' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ error: { code: 'invalid-argument' } });
    } finally {
      await ctx.close();
    }
  });

  it('should list the Google preset and a generic issuer with their display names', async () => {
    const ctx = await buildTestApp({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_ISSUER: 'http://127.0.0.1:1/realms/acme',
      OIDC_CLIENT_ID: 'acme',
      OIDC_DISPLAY_NAME: 'Acme SSO',
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
      expect(res.json()).toEqual({
        providers: [
          { id: 'google', displayName: 'Google' },
          { id: 'oidc', displayName: 'Acme SSO' },
        ],
      });
      // Discovery happens on first use: an unreachable issuer gives a clear error in the popup.
      const startRes = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/oidc/start' });
      expectRefused(startRes, 503, 'unavailable');
      expect(popupResult(startRes).message.message).toBe(
        'Could not reach Acme SSO to sign in (discovery of http://127.0.0.1:1/realms/acme failed). Please try again later.',
      );
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /api/auth/oidc/popup.js', () => {
  it('should serve the popup script that posts to the opener at the app origin', async () => {
    const ctx = await buildTestApp();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/popup.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/javascript');
      expect(res.body).toContain('window.opener.postMessage(data.message, data.origin)');
    } finally {
      await ctx.close();
    }
  });
});

describe('OpenID Connect issuer that puts the email in the ID token', () => {
  it('should sign in from the ID token claims', async () => {
    const idp = await startOidcProvider({ redirectUris: [REDIRECT_URI], emailInIdToken: true });
    const ctx = await buildTestApp(providerEnv(idp));
    try {
      const email = `idtoken-${randomUUID().slice(0, 8)}@example.com`;
      const res = await signIn(ctx, { email, emailVerified: true });
      expect(res.statusCode).toBe(200);
      expect(await usersWithEmail(ctx, email)).toHaveLength(1);
    } finally {
      await ctx.close();
      await idp.close();
    }
  });
});
