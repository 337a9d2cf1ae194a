import { CompanyListResponseSchema, CompanyResponseSchema, type CompanySummary } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callFunction, companyState, createCompanyAs } from './companies-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let platformAdmin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  platformAdmin = await createTestUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

async function listed(name: string): Promise<CompanySummary | undefined> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/companies',
    headers: platformAdmin.authorization,
  });
  expect(res.statusCode, res.body).toBe(200);
  return CompanyListResponseSchema.parse(res.json()).companies.find((c) => c.name === name);
}

async function quota(user: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/boards/quota', headers: user.authorization });
  return res.json().quota as { source: string; companyName: string | null; remaining: number; total: number };
}

describe('GET /api/admin/companies and POST /api/functions/updateCompany', () => {
  it('should list each company with its quota, the boards assigned and its admins', async () => {
    const admin = await createTestUser(ctx);
    const created = await createCompanyAs(ctx, platformAdmin, {
      name: 'Listed Ltd',
      totalBoards: 5,
      adminEmails: [admin.email, 'future-admin@example.com'],
    });
    const invited = await callFunction(ctx, 'inviteUser', admin, {
      companyId: created.company.id,
      email: 'member@example.com',
      boardCount: 2,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await listed('Listed Ltd')).toEqual({
      id: created.company.id,
      name: 'Listed Ltd',
      totalBoards: 5,
      assignedBoards: 2,
      remainingBoards: 3,
      adminEmails: [admin.email, 'future-admin@example.com'],
    });
  });

  it('should refuse the list and the update to anyone but a platform admin, changing nothing', async () => {
    const admin = await createTestUser(ctx);
    const { company } = await createCompanyAs(ctx, platformAdmin, {
      totalBoards: 2,
      adminEmails: [admin.email],
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/companies',
      headers: admin.authorization,
    });
    expect(list.statusCode).toBe(403);
    const before = await companyState(ctx);
    const update = await callFunction(ctx, 'updateCompany', admin, { companyId: company.id, totalBoards: 9 });
    expect(update.statusCode).toBe(403);
    expect(await companyState(ctx)).toEqual(before);
  });

  it('should change the quota, never below the boards already assigned', async () => {
    const admin = await createTestUser(ctx);
    const { company } = await createCompanyAs(ctx, platformAdmin, {
      name: 'Quota Ltd',
      totalBoards: 4,
      adminEmails: [admin.email],
    });
    await callFunction(ctx, 'inviteUser', admin, {
      companyId: company.id,
      email: 'q@example.com',
      boardCount: 3,
    });
    const before = await companyState(ctx);
    const low = await callFunction(ctx, 'updateCompany', platformAdmin, {
      companyId: company.id,
      totalBoards: 2,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe(
      'Quota Ltd has 3 boards assigned: its quota cannot be less than 3.',
    );
    expect(await companyState(ctx)).toEqual(before);

    const ok = await callFunction(ctx, 'updateCompany', platformAdmin, {
      companyId: company.id,
      totalBoards: 10,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ totalBoards: 10, assignedBoards: 3, remainingBoards: 7 });
    expect((await listed('Quota Ltd'))?.totalBoards).toBe(10);

    for (const bad of [
      { companyId: company.id },
      { companyId: company.id, totalBoards: 0 },
      { companyId: 'x' },
    ]) {
      expect((await callFunction(ctx, 'updateCompany', platformAdmin, bad)).statusCode).toBe(400);
    }
  });

  it('should make the admins exactly the list: a new verified account at once, a removed one a member', async () => {
    const first = await createTestUser(ctx);
    const second = await createTestUser(ctx);
    const { company } = await createCompanyAs(ctx, platformAdmin, {
      name: 'Admins Ltd',
      totalBoards: 3,
      adminEmails: [first.email],
    });
    const res = await callFunction(ctx, 'updateCompany', platformAdmin, {
      companyId: company.id,
      adminEmails: [second.email, 'NEW-one@example.com'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.adminEmails).toEqual([second.email, 'new-one@example.com']);
    // The new admin can read the company at once; the removed one no longer can.
    const read = (user: TestUser) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/admin/company?companyId=${company.id}`,
        headers: user.authorization,
      });
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(first)).statusCode).toBe(403);
    expect(
      (await callFunction(ctx, 'updateCompany', platformAdmin, { companyId: company.id, adminEmails: [] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('invites and the company quota line', () => {
  it('should make an invite to a verified account its membership at once, with the company quota next', async () => {
    const admin = await createTestUser(ctx);
    const member = await createTestUser(ctx, { emailVerified: true });
    const { company } = await createCompanyAs(ctx, platformAdmin, {
      name: 'Instant Ltd',
      totalBoards: 3,
      adminEmails: [admin.email],
    });
    expect((await quota(member)).source).toBe('personal');
    const res = await callFunction(ctx, 'inviteUser', admin, {
      companyId: company.id,
      email: member.email,
      boardCount: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ type: 'membership', data: { status: 'active', maxBoards: 1 } });
    expect(await quota(member)).toMatchObject({
      source: 'company',
      companyName: 'Instant Ltd',
      remaining: 1,
      total: 1,
    });

    const create = () => callFunction(ctx, 'createBoard', member, {});
    expect((await create()).statusCode).toBe(200);
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'You have used your 1 board. Ask your company admin for more boards.',
    );
  });

  it('should keep the invite of an unverified account pending until it verifies', async () => {
    const admin = await createTestUser(ctx);
    const unverified = await createTestUser(ctx, { emailVerified: false });
    const { company } = await createCompanyAs(ctx, platformAdmin, {
      totalBoards: 3,
      adminEmails: [admin.email],
    });
    const res = await callFunction(ctx, 'inviteUser', admin, {
      companyId: company.id,
      email: unverified.email,
      boardCount: 1,
    });
    expect(res.json().result).toMatchObject({ type: 'invite', data: { status: 'pending' } });
  });

  it('should give the company dashboard the name and what is left to assign', async () => {
    const admin = await createTestUser(ctx);
    const { company } = await createCompanyAs(ctx, platformAdmin, {
      name: 'Dashboard Ltd',
      totalBoards: 3,
      adminEmails: [admin.email],
    });
    await callFunction(ctx, 'inviteUser', admin, {
      companyId: company.id,
      email: 'd@example.com',
      boardCount: 2,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/company?companyId=${company.id}`,
      headers: admin.authorization,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(CompanyResponseSchema.parse(res.json()).company).toMatchObject({
      name: 'Dashboard Ltd',
      totalBoards: 3,
      assignedBoards: 2,
      remainingBoards: 1,
    });
  });
});
