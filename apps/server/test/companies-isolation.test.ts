import { emptyBoardData } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { memberships } from '../src/db/schema/memberships.js';
import { callFunction, companyState, createCompanyAs, getTable } from './companies-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

/** An admin of company A asks about company B: every route and function answers 403 and changes nothing. */
let ctx: TestContext;
let adminA: TestUser;
let adminB: TestUser;
let memberB: TestUser;
let companyB: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const platformAdmin = await createTestUser(ctx, { admin: true });
  adminA = await createTestUser(ctx);
  adminB = await createTestUser(ctx);
  memberB = await createTestUser(ctx);
  await createCompanyAs(ctx, platformAdmin, {
    name: 'Company A',
    totalBoards: 10,
    adminEmails: [adminA.email],
  });
  companyB = (
    await createCompanyAs(ctx, platformAdmin, {
      name: 'Company B',
      totalBoards: 10,
      adminEmails: [adminB.email, 'pending-admin-b@example.com'],
    })
  ).company.id;
  await ctx.app.db
    .insert(memberships)
    .values({ userId: memberB.uid, companyId: companyB, role: 'member', status: 'active', maxBoards: 2 });
  await ctx.app.db.insert(boards).values({
    ownerId: memberB.uid,
    companyId: companyB,
    title: 'Secret plan',
    currentStage: 'IDEA',
    currentStep: 'INITIAL_IDEA',
    ...emptyBoardData(),
  });
  const invited = await callFunction(ctx, 'inviteUser', adminB, {
    companyId: companyB,
    email: 'b-invitee@example.com',
    boardCount: 1,
  });
  expect(invited.statusCode).toBe(200);
});
afterAll(() => ctx.close());

function expectDenied(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ error: { code: 'permission-denied', status: 'PERMISSION_DENIED' } });
  for (const secret of ['Secret plan', memberB.email, 'b-invitee@example.com', adminB.email]) {
    expect(res.body).not.toContain(secret);
  }
}

describe('company tenant isolation', () => {
  it.each(['boards', 'members', 'invites'] as const)(
    'should answer GET /api/admin/%s for a foreign company with 403 and no data',
    async (table) => {
      expectDenied(await getTable(ctx, table, adminA, { companyId: companyB }));
      // The company's own admin sees the data, so the 403 above is about the caller.
      const own = await getTable(ctx, table, adminB, { companyId: companyB });
      expect(own.statusCode).toBe(200);
      expect((own.json() as { total: number }).total).toBeGreaterThan(0);
    },
  );

  it('should answer inviteUser into a foreign company with 403 and change nothing, for new and existing emails', async () => {
    const before = await companyState(ctx);
    for (const email of ['new-person@example.com', memberB.email, 'b-invitee@example.com', adminA.email]) {
      expectDenied(
        await callFunction(ctx, 'inviteUser', adminA, { companyId: companyB, email, boardCount: 1 }),
      );
    }
    expect(await companyState(ctx)).toEqual(before);
  });

  it('should refuse inviteUser to a plain member, a disabled admin and an admin whose invite is still pending', async () => {
    const disabledAdmin = await createTestUser(ctx);
    await ctx.app.db.insert(memberships).values({
      userId: disabledAdmin.uid,
      companyId: companyB,
      role: 'admin',
      status: 'disabled',
      maxBoards: null,
    });
    const pendingAdmin = await createTestUser(ctx, {
      email: 'pending-admin-b@example.com',
      emailVerified: false,
    });
    const before = await companyState(ctx);
    for (const caller of [memberB, disabledAdmin, pendingAdmin]) {
      expectDenied(
        await callFunction(ctx, 'inviteUser', caller, {
          companyId: companyB,
          email: 'x@example.com',
          boardCount: 1,
        }),
      );
    }
    expect(await companyState(ctx)).toEqual(before);
  });

  it('should refuse createCompany to a company admin who is not a platform admin', async () => {
    const before = await companyState(ctx);
    const res = await callFunction(ctx, 'createCompany', adminA, {
      name: 'Takeover',
      totalBoards: 5,
      adminEmails: [adminA.email],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'permission-denied' } });
    expect(await companyState(ctx)).toEqual(before);
  });

  it('should not let updateUserRecord name a company, nor claim invites sent to someone else', async () => {
    const before = await companyState(ctx);
    const res = await callFunction(ctx, 'updateUserRecord', adminA, { companyId: companyB });
    expect(res.statusCode).toBe(400);
    const ok = await callFunction(ctx, 'updateUserRecord', adminA, {});
    expect(ok.json()).toEqual({ result: { activated: 0 } });
    expect(await companyState(ctx)).toEqual(before);
  });
});
