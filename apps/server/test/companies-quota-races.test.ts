import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { invites } from '../src/db/schema/invites.js';
import { memberships } from '../src/db/schema/memberships.js';
import { unassignedCompanyBoards } from '../src/modules/companies/company-repository.js';
import { createCompanyAs, listenInRange } from './companies-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser, TEST_ENGINE } from './helper.js';

/** 50 concurrent requests over real HTTP against a quota of 5: exactly 5 may succeed. */
const CALLS = 50;
const QUOTA = 5;

let ctx: TestContext;
let baseUrl: string;
let platformAdmin: TestUser;

beforeAll(async () => {
  // No personal allowance: a member whose company boards are used up gets nothing elsewhere.
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '0' });
  const port = await listenInRange((p) =>
    ctx.app.listen({ port: p, host: '127.0.0.1' }).then(() => undefined),
  );
  baseUrl = `http://127.0.0.1:${port}`;
  platformAdmin = await createTestUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

async function post(user: TestUser, name: string, data: unknown) {
  const res = await fetch(`${baseUrl}/api/functions/${name}`, {
    method: 'POST',
    headers: { ...user.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
}

function tally(results: { status: number; body: { error?: { code: string } } }[]) {
  const ok = results.filter((r) => r.status === 200).length;
  const exhausted = results.filter(
    (r) => r.status === 429 && r.body.error?.code === 'resource-exhausted',
  ).length;
  return { ok, exhausted, other: results.length - ok - exhausted };
}

async function newCompany(totalBoards: number) {
  const admin = await createTestUser(ctx);
  const { company } = await createCompanyAs(ctx, platformAdmin, { totalBoards, adminEmails: [admin.email] });
  return { admin, companyId: company.id };
}

async function pendingInviteBoards(companyId: string) {
  const [row] = await ctx.app.db
    .select({ rows: count(), boards: sql<string>`coalesce(sum(${invites.maxBoards}), 0)` })
    .from(invites)
    .where(and(eq(invites.companyId, companyId), eq(invites.status, 'pending')));
  return { rows: row?.rows ?? 0, boards: Number(row?.boards ?? 0) };
}

describe(`quota races (${TEST_ENGINE})`, () => {
  it('should let exactly 5 of 50 concurrent inviteUser calls for different emails through a quota of 5', async () => {
    const { admin, companyId } = await newCompany(QUOTA);
    const results = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        post(admin, 'inviteUser', { companyId, email: `race-${i}@example.com`, boardCount: 1 }),
      ),
    );
    expect(tally(results)).toEqual({ ok: QUOTA, exhausted: CALLS - QUOTA, other: 0 });
    expect(await pendingInviteBoards(companyId)).toEqual({ rows: QUOTA, boards: QUOTA });
  });

  it('should let exactly 5 of 50 concurrent inviteUser calls for one email add up to 5 boards on one invite', async () => {
    const { admin, companyId } = await newCompany(QUOTA);
    const results = await Promise.all(
      Array.from({ length: CALLS }, () =>
        post(admin, 'inviteUser', { companyId, email: 'same@example.com', boardCount: 1 }),
      ),
    );
    expect(tally(results)).toEqual({ ok: QUOTA, exhausted: CALLS - QUOTA, other: 0 });
    expect(await pendingInviteBoards(companyId)).toEqual({ rows: 1, boards: QUOTA });
  });

  it('should let exactly 5 of 50 concurrent createBoard calls through a membership of 5 boards', async () => {
    const { companyId } = await newCompany(QUOTA);
    const member = await createTestUser(ctx);
    await ctx.app.db
      .insert(memberships)
      .values({ userId: member.uid, companyId, role: 'member', status: 'active', maxBoards: QUOTA });
    const results = await Promise.all(Array.from({ length: CALLS }, () => post(member, 'createBoard', {})));
    expect(tally(results)).toEqual({ ok: QUOTA, exhausted: CALLS - QUOTA, other: 0 });

    const [m] = await ctx.app.db.select().from(memberships).where(eq(memberships.userId, member.uid));
    expect(m).toMatchObject({ usedBoards: QUOTA, maxBoards: QUOTA });
    expect(m?.lastConsumedBoardAt).toBeInstanceOf(Date);
    const [made] = await ctx.app.db
      .select({ n: count() })
      .from(boards)
      .where(eq(boards.companyId, companyId));
    expect(made?.n).toBe(QUOTA);
  });

  it('should let 5 members with one board each create exactly 5 boards in 50 concurrent calls', async () => {
    const { companyId } = await newCompany(QUOTA);
    const members = await Promise.all(Array.from({ length: QUOTA }, () => createTestUser(ctx)));
    await ctx.app.db.insert(memberships).values(
      members.map((u) => ({
        userId: u.uid,
        companyId,
        role: 'member' as const,
        status: 'active' as const,
        maxBoards: 1,
      })),
    );
    const results = await Promise.all(
      Array.from({ length: CALLS }, (_, i) => post(members[i % QUOTA]!, 'createBoard', {})),
    );
    expect(tally(results)).toEqual({ ok: QUOTA, exhausted: CALLS - QUOTA, other: 0 });
    const rows = await ctx.app.db.select().from(memberships).where(eq(memberships.companyId, companyId));
    expect(rows.filter((r) => r.role === 'member').map((r) => r.usedBoards)).toEqual([1, 1, 1, 1, 1]);
    const [made] = await ctx.app.db
      .select({ n: count() })
      .from(boards)
      .where(eq(boards.companyId, companyId));
    expect(made?.n).toBe(QUOTA);
  });
  it('should keep every assigned board when invites race with their acceptance', async () => {
    const { admin, companyId } = await newCompany(100);
    const invitee = await createTestUser(ctx);
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 6 === 5
        ? post(invitee, 'updateUserRecord', {})
        : post(admin, 'inviteUser', { companyId, email: invitee.email, boardCount: 1 }),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const [m] = await ctx.app.db.select().from(memberships).where(eq(memberships.userId, invitee.uid));
    const pending = await pendingInviteBoards(companyId);
    expect((m?.maxBoards ?? 0) + pending.boards).toBe(25);
    expect(await unassignedCompanyBoards(ctx.app.db, companyId)).toBe(75);
  });
});
