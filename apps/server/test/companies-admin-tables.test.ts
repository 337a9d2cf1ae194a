import type { Stage } from '@planner/domain';
import {
  AdminBoardsResponseSchema,
  AdminInvitesResponseSchema,
  AdminMembersResponseSchema,
  emptyBoardData,
  firstStep,
} from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { invites } from '../src/db/schema/invites.js';
import { memberships } from '../src/db/schema/memberships.js';
import { callFunction, createCompanyAs, getTable } from './companies-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let platformAdmin: TestUser;
let admin: TestUser;
let member: TestUser;
let companyId: string;

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));

async function insertBoard(owner: TestUser, title: string, stage: Stage, createdAt: Date) {
  const [row] = await ctx.app.db
    .insert(boards)
    .values({
      ownerId: owner.uid,
      companyId,
      title,
      currentStage: stage,
      currentStep: firstStep(stage),
      furthestStage: stage,
      furthestStep: firstStep(stage),
      ...emptyBoardData(),
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 1000),
    })
    .returning({ id: boards.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  platformAdmin = await createTestUser(ctx, { admin: true });
  admin = await createTestUser(ctx);
  member = await createTestUser(ctx);
  companyId = (await createCompanyAs(ctx, platformAdmin, { totalBoards: 100, adminEmails: [admin.email] }))
    .company.id;
  await ctx.app.db
    .update(memberships)
    .set({ createdAt: at(0) })
    .where(eq(memberships.userId, admin.uid));
  await ctx.app.db.insert(memberships).values({
    userId: member.uid,
    companyId,
    role: 'member',
    status: 'active',
    maxBoards: 4,
    usedBoards: 3,
    lastConsumedBoardAt: at(9),
    createdAt: at(5),
    updatedAt: at(6),
  });
  await ctx.app.db.insert(invites).values([
    {
      companyId,
      email: 'old@example.com',
      role: 'member',
      maxBoards: 2,
      status: 'accepted',
      acceptedAt: at(8),
      createdAt: at(1),
    },
    { companyId, email: 'new@example.com', role: 'admin', maxBoards: null, createdAt: at(2) },
  ]);
  await insertBoard(member, 'First', 'IDEA', at(10));
  await insertBoard(member, 'Second', 'BUDGETING', at(11));
  await insertBoard(admin, 'Third', 'GO_TO_MARKET', at(12));
});
afterAll(() => ctx.close());

describe('GET /api/admin/boards', () => {
  it('should list the company’s boards newest first with the spec’s columns and the stage number', async () => {
    const res = await getTable(ctx, 'boards', admin, { companyId });
    expect(res.statusCode).toBe(200);
    const body = AdminBoardsResponseSchema.parse(res.json());
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 100 });
    expect(body.items.map((b) => [b.title, b.ownerEmail, b.stepIndex])).toEqual([
      ['Third', admin.email, 6],
      ['Second', member.email, 5],
      ['First', member.email, 1],
    ]);
    expect(Object.keys(body.items[0]!).sort()).toEqual(
      ['boardId', 'createdAt', 'ownerEmail', 'stepIndex', 'title', 'updatedAt'].sort(),
    );
    expect(body.items[2]).toMatchObject({
      createdAt: at(10).toISOString(),
      updatedAt: '2025-01-01T12:10:01.000Z',
    });
  });

  it('should page with page and pageSize and report the total', async () => {
    const res = await getTable(ctx, 'boards', admin, { companyId, page: 2, pageSize: 2 });
    const body = AdminBoardsResponseSchema.parse(res.json());
    expect(body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(body.items.map((b) => b.title)).toEqual(['First']);
    const beyond = AdminBoardsResponseSchema.parse(
      (await getTable(ctx, 'boards', admin, { companyId, page: 9 })).json(),
    );
    expect(beyond).toMatchObject({ items: [], total: 3, page: 9 });
  });
});

describe('GET /api/admin/members', () => {
  it('should list members newest first with usage, remaining boards and null for unlimited', async () => {
    const res = await getTable(ctx, 'members', admin, { companyId });
    expect(res.statusCode).toBe(200);
    const body = AdminMembersResponseSchema.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      {
        id: expect.any(String),
        email: member.email,
        role: 'member',
        status: 'active',
        maxBoards: 4,
        usedBoards: 3,
        remainingBoards: 1,
        createdAt: at(5).toISOString(),
        updatedAt: at(6).toISOString(),
        lastConsumedBoardAt: at(9).toISOString(),
      },
      expect.objectContaining({
        email: admin.email,
        role: 'admin',
        maxBoards: null,
        remainingBoards: null,
        lastConsumedBoardAt: null,
      }),
    ]);
  });
});

describe('GET /api/admin/invites', () => {
  it('should list every invite newest first with acceptedAt null until accepted', async () => {
    const res = await getTable(ctx, 'invites', admin, { companyId });
    expect(res.statusCode).toBe(200);
    const body = AdminInvitesResponseSchema.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({
        email: 'new@example.com',
        role: 'admin',
        status: 'pending',
        maxBoards: null,
        acceptedAt: null,
      }),
      expect.objectContaining({
        email: 'old@example.com',
        role: 'member',
        status: 'accepted',
        maxBoards: 2,
        acceptedAt: at(8).toISOString(),
        createdAt: at(1).toISOString(),
      }),
    ]);
  });

  it('should show a new invite at the top', async () => {
    await callFunction(ctx, 'inviteUser', admin, { companyId, email: 'latest@example.com', boardCount: 1 });
    const body = AdminInvitesResponseSchema.parse(
      (await getTable(ctx, 'invites', admin, { companyId })).json(),
    );
    expect(body.items[0]).toMatchObject({ email: 'latest@example.com', maxBoards: 1, status: 'pending' });
  });
});

describe('GET /api/admin/{boards,members,invites} access', () => {
  it.each(['boards', 'members', 'invites'] as const)(
    'should answer /api/admin/%s with 401 without a token and 403 to a plain member, a platform admin and for an unknown company',
    async (table) => {
      expect((await getTable(ctx, table, null, { companyId })).statusCode).toBe(401);
      for (const [user, id] of [
        [member, companyId],
        [platformAdmin, companyId],
        [admin, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const res = await getTable(ctx, table, user, { companyId: id });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: {
            status: 'PERMISSION_DENIED',
            code: 'permission-denied',
            message: 'Only admins of this company may do this.',
          },
        });
      }
    },
  );

  it.each([
    [{ companyId: 'nope' }, 'companyId must be a UUID'],
    [{ pageSize: 501 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ extra: 1 }, 'extra'],
  ])('should answer 400 invalid-argument for the query %j', async (query, hint) => {
    const res = await getTable(ctx, 'members', admin, { companyId, ...query });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
    expect((res.json() as { error: { message: string } }).error.message).toContain(hint);
  });
});
