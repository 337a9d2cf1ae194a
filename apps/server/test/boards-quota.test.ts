import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { companies } from '../src/db/schema/companies.js';
import { invites } from '../src/db/schema/invites.js';
import { memberships } from '../src/db/schema/memberships.js';
import { users } from '../src/db/schema/users.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '3' });
});
afterAll(() => ctx.close());

function create(user: TestUser, title?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: user.authorization,
    payload: { data: title === undefined ? {} : { title } },
  });
}

async function boardCount(user: TestUser): Promise<number> {
  // Boards in the trash still exist (restorable) but are not the user's boards any more.
  return (
    await ctx.app.db
      .select()
      .from(boards)
      .where(and(eq(boards.ownerId, user.uid), isNull(boards.deletedAt)))
  ).length;
}

async function addMembership(
  user: TestUser,
  values: {
    maxBoards: number | null;
    usedBoards?: number;
    status?: 'active' | 'pending' | 'disabled';
    updatedAt?: Date;
    totalBoards?: number;
  },
) {
  const [company] = await ctx.app.db
    .insert(companies)
    .values({ name: `Company ${Math.random()}`, totalBoards: values.totalBoards ?? 100 })
    .returning();
  const [membership] = await ctx.app.db
    .insert(memberships)
    .values({
      userId: user.uid,
      companyId: company!.id,
      role: 'member',
      status: values.status ?? 'active',
      maxBoards: values.maxBoards,
      usedBoards: values.usedBoards ?? 0,
      ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
    })
    .returning();
  return { company: company!, membership: membership! };
}

async function readMembership(id: string) {
  const [row] = await ctx.app.db.select().from(memberships).where(eq(memberships.id, id));
  return row!;
}

describe('POST /api/functions/createBoard quota', () => {
  it('should consume the personal allowance and refuse the fourth board with resource-exhausted', async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 3; i++) expect((await create(user)).statusCode).toBe(200);
    const res = await create(user);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        code: 'resource-exhausted',
        message: 'You have used all 3 of your boards. Ask a company admin to assign you more boards.',
      },
    });
    expect(await boardCount(user)).toBe(3);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.uid));
    expect(row?.personalBoardsUsed).toBe(3);
  });

  it('should not refund the allowance when a board is deleted', async () => {
    const user = await createTestUser(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(((await create(user)).json() as { result: { id: string } }).result.id);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${ids[0]}`,
      headers: user.authorization,
    });
    expect(del.statusCode).toBe(204);
    const refused = await create(user);
    expect(refused.statusCode).toBe(429);
    // Every 429 says when to ask again; waiting does not free a quota, so not within a minute.
    expect(refused.headers['retry-after']).toBe('60');
    expect(await boardCount(user)).toBe(2);
  });

  it('should create exactly 3 boards out of 20 concurrent calls against a limit of 3', async () => {
    const user = await createTestUser(ctx);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(user, `Board ${i}`)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(await boardCount(user)).toBe(3);
  });

  it('should consume from the active membership and record when', async () => {
    const user = await createTestUser(ctx);
    const { company, membership } = await addMembership(user, { maxBoards: 2 });
    const before = Date.now();
    const res = await create(user);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { result: { companyId: string } }).result.companyId).toBe(company.id);
    const row = await readMembership(membership.id);
    expect(row.usedBoards).toBe(1);
    expect(row.lastConsumedBoardAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [board] = await ctx.app.db.select().from(boards).where(eq(boards.ownerId, user.uid));
    expect(board?.membershipId).toBe(membership.id);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.id, user.uid));
    expect(account?.personalBoardsUsed).toBe(0);
  });

  it('should refuse with a message naming the membership limit once it is used up', async () => {
    const user = await createTestUser(ctx);
    const { membership } = await addMembership(user, { maxBoards: 2, usedBoards: 1 });
    expect((await create(user)).statusCode).toBe(200);
    const res = await create(user);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      error: {
        code: 'resource-exhausted',
        message: 'You have used all 2 of your boards. Ask your company admin for more boards.',
      },
    });
    expect((await readMembership(membership.id)).usedBoards).toBe(2);
    expect(await boardCount(user)).toBe(1);
  });

  it('should treat a null maxBoards as unlimited within the company total', async () => {
    const user = await createTestUser(ctx);
    const { membership } = await addMembership(user, { maxBoards: null, usedBoards: 50 });
    for (let i = 0; i < 5; i++) expect((await create(user)).statusCode).toBe(200);
    expect((await readMembership(membership.id)).usedBoards).toBe(55);
  });

  it('should stop an unlimited membership at the company total with resource-exhausted', async () => {
    const user = await createTestUser(ctx);
    const { membership } = await addMembership(user, { maxBoards: null, totalBoards: 2 });
    expect((await create(user)).statusCode).toBe(200);
    expect((await create(user)).statusCode).toBe(200);
    const refused = await create(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('resource-exhausted');
    expect((await readMembership(membership.id)).usedBoards).toBe(2);
    expect(await boardCount(user)).toBe(2);
  });

  it('should ignore pending and disabled memberships and use the personal allowance', async () => {
    const user = await createTestUser(ctx);
    const pending = await addMembership(user, { maxBoards: 5, status: 'pending' });
    const disabled = await addMembership(user, { maxBoards: 5, status: 'disabled' });
    const res = await create(user);
    expect((res.json() as { result: { companyId: string | null } }).result.companyId).toBeNull();
    expect((await readMembership(pending.membership.id)).usedBoards).toBe(0);
    expect((await readMembership(disabled.membership.id)).usedBoards).toBe(0);
  });

  it('should take from the most recently updated active membership that has boards left', async () => {
    const user = await createTestUser(ctx);
    const older = await addMembership(user, { maxBoards: 5, updatedAt: new Date('2024-01-01T00:00:00Z') });
    const newerFull = await addMembership(user, {
      maxBoards: 1,
      usedBoards: 1,
      updatedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const newest = await addMembership(user, { maxBoards: 1, updatedAt: new Date('2025-06-01T00:00:00Z') });
    expect((await create(user)).statusCode).toBe(200);
    expect((await readMembership(newest.membership.id)).usedBoards).toBe(1);
    expect((await create(user)).statusCode).toBe(200);
    expect((await readMembership(newerFull.membership.id)).usedBoards).toBe(1);
    expect((await readMembership(older.membership.id)).usedBoards).toBe(1);
  });

  it('should never overdraw a membership under 20 concurrent calls', async () => {
    const user = await createTestUser(ctx);
    const { membership } = await addMembership(user, { maxBoards: 3 });
    const results = await Promise.all(Array.from({ length: 20 }, () => create(user)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect((await readMembership(membership.id)).usedBoards).toBe(3);
    expect(await boardCount(user)).toBe(3);
  });
});

describe('GET /api/boards/quota', () => {
  async function quotaOf(user: TestUser) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/boards/quota',
      headers: user.authorization,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().quota;
  }

  it('should report the personal allowance left, counting down as boards are created', async () => {
    const user = await createTestUser(ctx);
    expect(await quotaOf(user)).toEqual({
      source: 'personal',
      companyName: null,
      remaining: 3,
      total: 3,
      awaitingVerification: null,
    });
    expect((await create(user)).statusCode).toBe(200);
    expect(await quotaOf(user)).toEqual({
      source: 'personal',
      companyName: null,
      remaining: 2,
      total: 3,
      awaitingVerification: null,
    });
  });

  it("should report the membership's boards left and its company", async () => {
    const user = await createTestUser(ctx);
    const { company } = await addMembership(user, { maxBoards: 2, usedBoards: 1 });
    expect(await quotaOf(user)).toEqual({
      source: 'company',
      companyName: company.name,
      remaining: 1,
      total: 2,
      awaitingVerification: null,
    });
    expect((await create(user)).statusCode).toBe(200);
    expect((await quotaOf(user)).remaining).toBe(0);
  });

  it("should bound an unlimited membership by the company's unassigned boards", async () => {
    const user = await createTestUser(ctx);
    await addMembership(user, { maxBoards: null, totalBoards: 4, usedBoards: 1 });
    expect(await quotaOf(user)).toMatchObject({ source: 'company', remaining: 3, total: null });
  });

  it('should say a company assignment waits for verification, refuse a board until then, and draw it from the company after', async () => {
    const user = await createTestUser(ctx, { emailVerified: false });
    const [company] = await ctx.app.db
      .insert(companies)
      .values({ name: 'Lyon Roasters', totalBoards: 5 })
      .returning();
    await ctx.app.db
      .insert(invites)
      .values({ companyId: company!.id, email: user.email, role: 'member', maxBoards: 2 });
    expect(await quotaOf(user)).toEqual({
      source: 'personal',
      companyName: null,
      remaining: 3,
      total: 3,
      awaitingVerification: { companyName: 'Lyon Roasters', boards: 2 },
    });

    const refused = await create(user);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'failed-precondition',
        message: 'Verify your email address to use the 2 boards Lyon Roasters assigned you.',
      },
    });
    expect(await boardCount(user)).toBe(0);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.id, user.uid));
    expect(account!.personalBoardsUsed).toBe(0);

    // Verified (the next sign-in turns the invite into a membership): the board is the company's.
    const verified = await createTestUser(ctx, { email: `v-${user.email}` });
    await ctx.app.db
      .insert(invites)
      .values({ companyId: company!.id, email: verified.email, role: 'member', maxBoards: 2 });
    expect((await quotaOf(verified)).awaitingVerification).toBeNull();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/updateUserRecord',
      headers: verified.authorization,
      payload: { data: {} },
    });
    expect(await quotaOf(verified)).toMatchObject({
      source: 'company',
      companyName: 'Lyon Roasters',
      remaining: 2,
    });
    const created = await create(verified);
    expect(created.statusCode).toBe(200);
    expect(created.json().result.companyId).toBe(company!.id);
  });

  it('should answer 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/boards/quota' });
    expect(res.statusCode).toBe(401);
  });
});
