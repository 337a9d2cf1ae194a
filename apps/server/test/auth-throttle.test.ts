import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';
import { signUpOverHttp, uniqueEmail } from './support/auth-http.js';

describe('POST /api/auth/sign-in throttling', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ SIGN_IN_FAILURES_PER_MINUTE: '10', SIGN_UPS_PER_HOUR_PER_IP: '1000' });
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string, remoteAddress = '203.0.113.7') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });

  it('should answer auth/too-many-requests with 429 after 10 failures, even to the right password', async () => {
    const { email, password } = await signUpOverHttp(ctx.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await signIn(email, `wrong-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('auth/invalid-credential');
    }
    for (const attempt of ['wrong-again', password]) {
      const res = await signIn(email.toUpperCase(), attempt);
      expect(res.statusCode).toBe(429);
      // Seconds until the one-minute window ends.
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.json().error).toMatchObject({
        code: 'auth/too-many-requests',
        status: 'RESOURCE_EXHAUSTED',
      });
    }
    // The lock is per account + IP: another address still signs in.
    expect((await signIn(email, password, '198.51.100.9')).statusCode).toBe(200);
  });

  it('should also throttle guesses at an email that has no account', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 10; i += 1) expect((await signIn(email, 'guess')).statusCode).toBe(401);
    expect((await signIn(email, 'guess')).statusCode).toBe(429);
  });

  it('should forget earlier failures after a successful sign-in', async () => {
    const { email, password } = await signUpOverHttp(ctx.app);
    for (let i = 0; i < 9; i += 1) expect((await signIn(email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(email, password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn(email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/sign-in password spraying (one IP, many accounts)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ SIGN_UPS_PER_HOUR_PER_IP: '1000' });
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });

  it('should admit 50 failed sign-ins per IP per 15 minutes by default, even sent all at once', async () => {
    const { email, password } = await signUpOverHttp(ctx.app, { remoteAddress: '198.51.100.1' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(uniqueEmail(`spray-${i}`), 'Summer2026!', '203.0.113.66')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(answers.find((res) => res.statusCode === 429)?.json().error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      code: 'auth/too-many-requests',
      message: 'Too many failed sign-in attempts from this address. Please try again later.',
    });
    // The address stays refused, even with a right password; other addresses are not.
    const refused = await signIn(email, password, '203.0.113.66');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(email, password, '203.0.113.67')).statusCode).toBe(200);
  });

  it('should read its cap from SIGN_IN_FAILURES_PER_15_MINUTES_PER_IP', async () => {
    const small = await buildTestApp({ SIGN_IN_FAILURES_PER_15_MINUTES_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: uniqueEmail(), password: 'guess' },
          remoteAddress: '203.0.113.70',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('POST /api/auth/sign-up throttling', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ SIGN_UPS_PER_HOUR_PER_IP: '2', AUTH_EMAILS_PER_HOUR_PER_IP: '2' });
  });
  afterAll(() => ctx.close());

  it('should cap sign-ups per IP per hour with auth/too-many-requests', async () => {
    await signUpOverHttp(ctx.app, { remoteAddress: '203.0.113.20' });
    await signUpOverHttp(ctx.app, { remoteAddress: '203.0.113.20' });
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'long enough', displayName: 'Third' },
      remoteAddress: '203.0.113.20',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('auth/too-many-requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    const other = await signUpOverHttp(ctx.app, { remoteAddress: '203.0.113.21' });
    expect(other.session.user.email).not.toBe(email);
  });

  it('should cap password-reset emails per IP per hour', async () => {
    const reset = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: uniqueEmail() },
        remoteAddress: '203.0.113.30',
      });
    expect((await reset()).statusCode).toBe(204);
    expect((await reset()).statusCode).toBe(204);
    const res = await reset();
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('auth/too-many-requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('should count reset and verification emails together: AUTH_EMAILS_PER_HOUR_PER_IP in all', async () => {
    const remoteAddress = '203.0.113.40';
    const user = await signUpOverHttp(ctx.app, { remoteAddress: '203.0.113.41' });
    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification',
        headers: user.authorization,
        payload: {},
        remoteAddress,
      });
    const reset = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: uniqueEmail() },
        remoteAddress,
      });
    expect((await verify()).statusCode).toBe(204);
    expect((await reset()).statusCode).toBe(204);
    for (const res of [await verify(), await reset()]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('auth/too-many-requests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    }
  });
});

describe('POST /api/auth/sign-in timing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ SIGN_IN_FAILURES_PER_MINUTE: '1000', SIGN_UPS_PER_HOUR_PER_IP: '1000' });
  });
  afterAll(() => ctx.close());

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };

  it('should take about as long for an unknown email as for a wrong password', async () => {
    const { email } = await signUpOverHttp(ctx.app);
    const time = async (payload: { email: string; password: string }) => {
      const started = process.hrtime.bigint();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(res.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // Warm both paths once, then interleave so machine noise hits both alike.
    await time({ email, password: 'warm-up' });
    await time({ email: uniqueEmail(), password: 'warm-up' });
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      wrong.push(await time({ email, password: `wrong-${i}` }));
      unknown.push(await time({ email: uniqueEmail('nobody'), password: `wrong-${i}` }));
    }
    const ratio = median(unknown) / median(wrong);
    // Without the dummy hash an unknown email answers in ~1 ms against ~50-100 ms: a ratio near 0.02.
    // The bounds are generous because the machine is shared with other test runs.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
