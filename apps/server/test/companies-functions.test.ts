import type { InviteUserResult } from '@planner/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companies } from '../src/db/schema/companies.js';
import { invites } from '../src/db/schema/invites.js';
import { memberships } from '../src/db/schema/memberships.js';
import { users } from '../src/db/schema/users.js';
import { unassignedCompanyBoards } from '../src/modules/companies/company-repository.js';
import { callFunction, companyState, createCompanyAs } from './companies-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import type { SmtpReceiver } from './support/smtp.js';
import { startSmtpReceiver } from './support/smtp.js';

let ctx: TestContext;
let smtp: SmtpReceiver;
let platformAdmin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await buildTestApp({ SMTP_URL: smtp.url });
  platformAdmin = await createTestUser(ctx, { admin: true });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;

function mailsTo(email: string) {
  return smtp.messages.filter((m) => m.text.includes(`email=${encodeURIComponent(email)}`));
}

async function invite(admin: TestUser, data: { companyId: string; email: string; boardCount: number }) {
  return callFunction(ctx, 'inviteUser', admin, data);
}

async function inviteOk(admin: TestUser, data: { companyId: string; email: string; boardCount: number }) {
  const res = await invite(admin, data);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: InviteUserResult }).result;
}

async function addMembership(companyId: string, user: TestUser, maxBoards: number | null, usedBoards = 0) {
  await ctx.app.db
    .insert(memberships)
    .values({ userId: user.uid, companyId, role: 'member', status: 'active', maxBoards, usedBoards });
}

describe('POST /api/functions/createCompany', () => {
  it('should create the company, an active unlimited admin membership for an account and an emailed invite for a new email', async () => {
    const existing = await createTestUser(ctx);
    const newcomer = unique('newcomer');
    const result = await createCompanyAs(ctx, platformAdmin, {
      name: '  Acme Ltd ',
      totalBoards: 20,
      adminEmails: [existing.email.toUpperCase(), newcomer.toUpperCase()],
    });

    expect(result.company).toMatchObject({ name: 'Acme Ltd', totalBoards: 20 });
    expect(result.members).toEqual([
      expect.objectContaining({
        email: existing.email,
        role: 'admin',
        status: 'active',
        maxBoards: null,
        usedBoards: 0,
        remainingBoards: null,
        lastConsumedBoardAt: null,
      }),
    ]);
    expect(result.invites).toEqual([
      expect.objectContaining({
        email: newcomer,
        role: 'admin',
        status: 'pending',
        maxBoards: null,
        acceptedAt: null,
      }),
    ]);

    const [company] = await ctx.app.db.select().from(companies).where(eq(companies.id, result.company.id));
    expect(company).toMatchObject({ name: 'Acme Ltd', totalBoards: 20, createdBy: platformAdmin.uid });
    const rows = await ctx.app.db
      .select()
      .from(memberships)
      .where(eq(memberships.companyId, result.company.id));
    expect(rows).toEqual([
      expect.objectContaining({ userId: existing.uid, role: 'admin', status: 'active', maxBoards: null }),
    ]);

    const mail = await smtp.waitFor((m) => m.to.includes(newcomer));
    expect(mail.text).toContain(`http://localhost:3000/register?email=${encodeURIComponent(newcomer)}`);
    expect(mail.subject).toContain('Acme Ltd');
    expect(mailsTo(existing.email)).toHaveLength(0);
  });

  it('should answer 401 without a token and 403 permission-denied for a user who is not a platform admin', async () => {
    const before = await companyState(ctx);
    const data = { name: 'Nope Inc', totalBoards: 5, adminEmails: [unique('x')] };
    expect((await callFunction(ctx, 'createCompany', null, data)).statusCode).toBe(401);
    const user = await createTestUser(ctx);
    const res = await callFunction(ctx, 'createCompany', user, data);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'permission-denied', status: 'PERMISSION_DENIED' } });
    expect(await companyState(ctx)).toEqual(before);
  });

  it.each([
    [
      { name: 'A', totalBoards: 5, adminEmails: ['a@example.com'] },
      'Company name must be at least 2 characters',
    ],
    [{ name: 'Acme', totalBoards: 1.5, adminEmails: ['a@example.com'] }, 'Must be an integer'],
    [{ name: 'Acme', totalBoards: 0, adminEmails: ['a@example.com'] }, 'At least 1'],
    [{ name: 'Acme', totalBoards: 5, adminEmails: [] }, 'Add at least one admin'],
    [{ name: 'Acme', totalBoards: 5, adminEmails: ['not-an-email'] }, 'Invalid email'],
    [
      { name: 'Acme', totalBoards: 5, adminEmails: ['A@example.com', 'a@example.com'] },
      'Duplicate emails not allowed',
    ],
  ])('should answer 400 invalid-argument for %j with the form message', async (data, message) => {
    const before = await companyState(ctx);
    const res = await callFunction(ctx, 'createCompany', platformAdmin, data);
    expect(res.statusCode).toBe(400);
    const body = res.json() as {
      error: { code: string; message: string; details: { issues: { message: string }[] } };
    };
    expect(body.error.code).toBe('invalid-argument');
    expect(body.error.details.issues.map((i) => i.message)).toContain(message);
    expect(await companyState(ctx)).toEqual(before);
  });
});

describe('POST /api/functions/inviteUser', () => {
  let admin: TestUser;
  let companyId: string;
  beforeAll(async () => {
    admin = await createTestUser(ctx);
    companyId = (await createCompanyAs(ctx, platformAdmin, { totalBoards: 10, adminEmails: [admin.email] }))
      .company.id;
  });

  it('should create a pending member invite for a new email, lowercased, and email the sign-up link', async () => {
    const email = unique('Invitee').toUpperCase();
    const result = await inviteOk(admin, { companyId, email, boardCount: 2 });
    expect(result).toMatchObject({
      type: 'invite',
      alreadyExists: false,
      data: { email: email.toLowerCase(), role: 'member', status: 'pending', maxBoards: 2, acceptedAt: null },
    });
    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()));
    expect(mail.text).toContain(
      `http://localhost:3000/register?email=${encodeURIComponent(email.toLowerCase())}`,
    );
  });

  it('should add the boards to an existing pending invite without a second invite or email', async () => {
    const email = unique('twice');
    const first = await inviteOk(admin, { companyId, email, boardCount: 1 });
    const second = await inviteOk(admin, { companyId, email: email.toUpperCase(), boardCount: 2 });
    expect(second).toMatchObject({
      type: 'invite',
      alreadyExists: true,
      data: { id: first.data.id, maxBoards: 3 },
    });
    const rows = await ctx.app.db.select().from(invites).where(eq(invites.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ maxBoards: 3, status: 'pending' });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('should add the boards to an existing member and keep an unlimited member unlimited', async () => {
    const member = await createTestUser(ctx);
    await addMembership(companyId, member, 1);
    const result = await inviteOk(admin, { companyId, email: member.email, boardCount: 2 });
    expect(result).toMatchObject({
      type: 'membership',
      alreadyExists: true,
      data: { email: member.email, maxBoards: 3, usedBoards: 0, remainingBoards: 3, status: 'active' },
    });

    const unlimited = await inviteOk(admin, { companyId, email: admin.email, boardCount: 4 });
    expect(unlimited).toMatchObject({
      type: 'membership',
      alreadyExists: true,
      data: { email: admin.email, role: 'admin', maxBoards: null, remainingBoards: null },
    });
    expect(mailsTo(member.email)).toHaveLength(0);
  });

  // A VERIFIED account becomes a member at once (companies-manage.test.ts); this one is not.
  it('should invite an existing account that is not a member yet', async () => {
    const outsider = await createTestUser(ctx, { emailVerified: false });
    const result = await inviteOk(admin, { companyId, email: outsider.email, boardCount: 1 });
    expect(result).toMatchObject({
      type: 'invite',
      alreadyExists: false,
      data: { email: outsider.email, maxBoards: 1 },
    });
    const own = await ctx.app.db.select().from(memberships).where(eq(memberships.userId, outsider.uid));
    expect(own).toHaveLength(0);
  });

  it('should refuse with resource-exhausted and a clear message when the quota would be exceeded, changing nothing', async () => {
    const owner = await createTestUser(ctx);
    const small = (await createCompanyAs(ctx, platformAdmin, { totalBoards: 10, adminEmails: [owner.email] }))
      .company.id;
    // An unlimited admin's used boards count; finite allotments count in full.
    await ctx.app.db.update(memberships).set({ usedBoards: 3 }).where(eq(memberships.userId, owner.uid));
    const member = await createTestUser(ctx);
    await addMembership(small, member, 2, 1);
    await inviteOk(owner, { companyId: small, email: unique('p'), boardCount: 4 });

    const before = await companyState(ctx);
    const res = await invite(owner, { companyId: small, email: member.email, boardCount: 2 });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      error: {
        code: 'resource-exhausted',
        status: 'RESOURCE_EXHAUSTED',
        message: 'This would assign 11 boards but the company has 10 in total; 1 remain.',
      },
    });
    expect(await companyState(ctx)).toEqual(before);
    expect(await unassignedCompanyBoards(ctx.app.db, small)).toBe(1);
    const last = await inviteOk(owner, { companyId: small, email: member.email, boardCount: 1 });
    expect(last.data).toMatchObject({ maxBoards: 3 });
    expect(await unassignedCompanyBoards(ctx.app.db, small)).toBe(0);
  });

  it('should answer 403 to a plain member of the company and 400 with the form messages for bad input', async () => {
    const member = await createTestUser(ctx);
    await addMembership(companyId, member, 1);
    const before = await companyState(ctx);
    const denied = await invite(member, { companyId, email: unique('m'), boardCount: 1 });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: { code: 'permission-denied' } });

    for (const [data, message] of [
      [{ companyId, email: 'nope', boardCount: 1 }, 'Invalid email'],
      [{ companyId, email: unique('z'), boardCount: 0 }, 'At least 1'],
      [{ companyId, email: unique('z'), boardCount: 1.5 }, 'Must be an integer'],
    ] as const) {
      const res = await invite(admin, data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
      expect((res.json() as { error: { message: string } }).error.message).toContain(message);
    }
    expect(await companyState(ctx)).toEqual(before);
  });
});

describe('POST /api/functions/updateUserRecord', () => {
  let admin: TestUser;
  let companyId: string;
  beforeAll(async () => {
    admin = await createTestUser(ctx);
    companyId = (await createCompanyAs(ctx, platformAdmin, { totalBoards: 50, adminEmails: [admin.email] }))
      .company.id;
  });

  it('should record the sign-in but activate nothing while the email is unverified', async () => {
    const email = unique('unverified');
    await inviteOk(admin, { companyId, email, boardCount: 2 });
    const user = await createTestUser(ctx, { email, emailVerified: false });
    const res = await callFunction(ctx, 'updateUserRecord', user, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { activated: 0 } });
    const [invite] = await ctx.app.db.select().from(invites).where(eq(invites.email, email));
    expect(invite).toMatchObject({ status: 'pending', acceptedAt: null });
    expect(await ctx.app.db.select().from(memberships).where(eq(memberships.userId, user.uid))).toHaveLength(
      0,
    );
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.uid));
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('should turn a verified caller’s pending invites into active memberships and accept the invites', async () => {
    const email = unique('verified');
    const other = (await createCompanyAs(ctx, platformAdmin, { totalBoards: 5, adminEmails: [email] }))
      .company.id;
    await inviteOk(admin, { companyId, email, boardCount: 3 });
    const user = await createTestUser(ctx, { email });

    const res = await callFunction(ctx, 'updateUserRecord', user, {});
    expect(res.json()).toEqual({ result: { activated: 2 } });
    const rows = await ctx.app.db.select().from(memberships).where(eq(memberships.userId, user.uid));
    expect(rows).toHaveLength(2);
    expect(rows.find((m) => m.companyId === companyId)).toMatchObject({
      role: 'member',
      status: 'active',
      maxBoards: 3,
      usedBoards: 0,
    });
    expect(rows.find((m) => m.companyId === other)).toMatchObject({
      role: 'admin',
      status: 'active',
      maxBoards: null,
    });
    const accepted = await ctx.app.db.select().from(invites).where(eq(invites.email, email));
    expect(accepted.every((i) => i.status === 'accepted' && i.acceptedAt instanceof Date)).toBe(true);

    // A second call finds nothing left to activate.
    expect((await callFunction(ctx, 'updateUserRecord', user, {})).json()).toEqual({
      result: { activated: 0 },
    });
  });

  it('should add an invite’s boards to a membership the caller already holds', async () => {
    const user = await createTestUser(ctx);
    await addMembership(companyId, user, 2, 2);
    await ctx.app.db.insert(invites).values({ companyId, email: user.email, role: 'member', maxBoards: 3 });
    expect((await callFunction(ctx, 'updateUserRecord', user, {})).json()).toEqual({
      result: { activated: 1 },
    });
    const [m] = await ctx.app.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, user.uid), eq(memberships.companyId, companyId)));
    expect(m).toMatchObject({ maxBoards: 5, usedBoards: 2, status: 'active' });
  });

  it('should answer 401 without a token and 400 for unknown fields', async () => {
    expect((await callFunction(ctx, 'updateUserRecord', null, {})).statusCode).toBe(401);
    const user = await createTestUser(ctx);
    const res = await callFunction(ctx, 'updateUserRecord', user, { displayName: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
  });
});
