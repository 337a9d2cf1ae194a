import type { BoardRow, Company, InviteRow, MemberRow, MembershipRole } from '@planner/domain';
import { boardProgress } from '@planner/domain';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { boards } from '../../db/schema/boards.js';
import { companies } from '../../db/schema/companies.js';
import { invites } from '../../db/schema/invites.js';
import { memberships } from '../../db/schema/memberships.js';
import { users } from '../../db/schema/users.js';

/** The only code of this module that touches the database. */

type MembershipRecord = typeof memberships.$inferSelect;
type InviteRecord = typeof invites.$inferSelect;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toMemberRow(m: MembershipRecord, email: string): MemberRow {
  return {
    id: m.id,
    email,
    role: m.role,
    status: m.status,
    maxBoards: m.maxBoards,
    usedBoards: m.usedBoards,
    remainingBoards: m.maxBoards === null ? null : Math.max(0, m.maxBoards - m.usedBoards),
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
    lastConsumedBoardAt: isoOrNull(m.lastConsumedBoardAt),
  };
}

export function toInviteRow(i: InviteRecord): InviteRow {
  return {
    id: i.id,
    email: i.email,
    maxBoards: i.maxBoards,
    role: i.role,
    status: i.status,
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
    acceptedAt: isoOrNull(i.acceptedAt),
  };
}

function toCompany(c: typeof companies.$inferSelect): Company {
  return { id: c.id, name: c.name, totalBoards: c.totalBoards };
}

// ---------------------------------------------------------------------------------------------
// Companies and quota
// ---------------------------------------------------------------------------------------------

export async function insertCompany(
  db: Executor,
  values: { name: string; totalBoards: number; createdBy: string },
): Promise<Company> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned nothing');
  return toCompany(row);
}

/** Locks the company row (`SELECT ... FOR UPDATE`): every quota change of a company queues here. */
export async function lockCompany(db: Executor, companyId: string): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row ? toCompany(row) : null;
}

/** Locks several companies in id order, so two transactions never wait on each other in a cycle. */
export async function lockCompanies(db: Executor, companyIds: string[]): Promise<void> {
  if (companyIds.length === 0) return;
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, companyIds))
    .orderBy(asc(companies.id))
    .for('update');
}

/**
 * Boards the company has committed (see README): finite allotments of memberships, boards already
 * used by unlimited memberships, and finite allotments of pending invites. Call after `lockCompany`.
 */
export async function committedBoards(db: Executor, companyId: string): Promise<number> {
  const [m] = await db
    .select({
      total: sql<string>`coalesce(sum(coalesce(${memberships.maxBoards}, ${memberships.usedBoards})), 0)`,
    })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  const [i] = await db
    .select({ total: sql<string>`coalesce(sum(${invites.maxBoards}), 0)` })
    .from(invites)
    .where(
      and(eq(invites.companyId, companyId), eq(invites.status, 'pending'), isNotNull(invites.maxBoards)),
    );
  return Number(m?.total ?? 0) + Number(i?.total ?? 0);
}

/**
 * Boards the company can still hand out: `totalBoards - committed`. For createBoard from an unlimited
 * membership; call after `lockCompanies` so the answer holds until the transaction ends.
 */
export async function unassignedCompanyBoards(db: Executor, companyId: string): Promise<number> {
  const [company] = await db
    .select({ totalBoards: companies.totalBoards })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return 0;
  return company.totalBoards - (await committedBoards(db, companyId));
}

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export async function findUsersByEmails(
  db: Executor,
  emails: string[],
): Promise<{ id: string; email: string }[]> {
  if (emails.length === 0) return [];
  return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
}

/** Records the sign-in that triggered updateUserRecord. */
export async function touchUserSignIn(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

// ---------------------------------------------------------------------------------------------
// Memberships
// ---------------------------------------------------------------------------------------------

export async function insertMemberships(
  db: Executor,
  rows: { userId: string; companyId: string; role: MembershipRole; maxBoards: number | null }[],
): Promise<MembershipRecord[]> {
  if (rows.length === 0) return [];
  return db
    .insert(memberships)
    .values(rows.map((r) => ({ ...r, status: 'active' as const })))
    .returning();
}

export async function isActiveCompanyAdmin(
  db: Executor,
  userId: string,
  companyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.companyId, companyId),
        eq(memberships.role, 'admin'),
        eq(memberships.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The membership of the account with this email in the company, locked for update. */
export async function lockMembershipByEmail(
  db: Executor,
  companyId: string,
  email: string,
): Promise<MembershipRecord | null> {
  const [row] = await db
    .select({ membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, email)))
    .limit(1)
    .for('update', { of: memberships });
  return row?.membership ?? null;
}

export async function lockMembership(
  db: Executor,
  userId: string,
  companyId: string,
): Promise<MembershipRecord | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** Adds boards to a membership; an unlimited (null) allowance stays unlimited. */
export async function addBoardsToMembership(
  db: Executor,
  id: string,
  boardCount: number | null,
  changes: { role?: MembershipRole; activate?: boolean } = {},
): Promise<MembershipRecord> {
  const [row] = await db
    .update(memberships)
    .set({
      maxBoards:
        boardCount === null
          ? null
          : sql`case when ${memberships.maxBoards} is null then null else ${memberships.maxBoards} + ${boardCount} end`,
      ...(changes.role ? { role: changes.role } : {}),
      ...(changes.activate ? { status: 'active' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(memberships.id, id))
    .returning();
  if (!row) throw new Error('membership update returned nothing');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Invites
// ---------------------------------------------------------------------------------------------

export async function insertInvites(
  db: Executor,
  rows: {
    companyId: string;
    email: string;
    role: MembershipRole;
    maxBoards: number | null;
    invitedBy: string;
  }[],
): Promise<InviteRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(invites).values(rows).returning();
}

export async function lockPendingInvite(
  db: Executor,
  companyId: string,
  email: string,
): Promise<InviteRecord | null> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.companyId, companyId), eq(invites.email, email), eq(invites.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function addBoardsToInvite(db: Executor, id: string, boardCount: number): Promise<InviteRecord> {
  const [row] = await db
    .update(invites)
    .set({
      maxBoards: sql`case when ${invites.maxBoards} is null then null else ${invites.maxBoards} + ${boardCount} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(invites.id, id))
    .returning();
  if (!row) throw new Error('invite update returned nothing');
  return row;
}

/** Companies with a pending invite for this email (unlocked: the caller locks them, then re-reads). */
export async function pendingInviteCompanies(db: Executor, email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: invites.companyId })
    .from(invites)
    .where(and(eq(invites.email, email), eq(invites.status, 'pending')));
  return rows.map((r) => r.companyId);
}

/** The oldest pending invite for this email, with its company's name: what verifying would unlock. */
export async function findPendingInviteFor(
  db: Executor,
  email: string,
): Promise<{ companyName: string; boards: number | null } | null> {
  const [row] = await db
    .select({ companyName: companies.name, boards: invites.maxBoards })
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .where(and(eq(invites.email, email), eq(invites.status, 'pending')))
    .orderBy(asc(invites.createdAt))
    .limit(1);
  return row ?? null;
}

export async function lockPendingInvitesForEmail(
  db: Executor,
  email: string,
  companyIds: string[],
): Promise<InviteRecord[]> {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(invites)
    .where(
      and(eq(invites.email, email), eq(invites.status, 'pending'), inArray(invites.companyId, companyIds)),
    )
    .orderBy(asc(invites.createdAt))
    .for('update');
}

export async function markInviteAccepted(db: Executor, id: string): Promise<void> {
  await db
    .update(invites)
    .set({ status: 'accepted', acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(invites.id, id));
}

// ---------------------------------------------------------------------------------------------
// Admin tables: newest first, served by the (company_id, created_at) indexes
// ---------------------------------------------------------------------------------------------

export interface Page<T> {
  items: T[];
  total: number;
}

/** A user's email by primary key, as a scalar subquery: one index lookup per row of a page. */
function emailOf(userId: AnyColumn | SQL.Aliased) {
  return sql<string>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}

export async function pageCompanyBoards(
  db: Executor,
  companyId: string,
  limit: number,
  offset: number,
): Promise<Page<BoardRow>> {
  // Pick the page from boards alone, then look up only those rows' owners (cheap deep pages).
  const page = db
    .select({
      id: boards.id,
      ownerId: boards.ownerId,
      title: boards.title,
      furthestStage: boards.furthestStage,
      createdAt: boards.createdAt,
      updatedAt: boards.updatedAt,
    })
    .from(boards)
    .where(eq(boards.companyId, companyId))
    .orderBy(desc(boards.createdAt), desc(boards.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: page.id,
        ownerEmail: emailOf(page.ownerId),
        title: page.title,
        furthestStage: page.furthestStage,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
      })
      .from(page)
      .orderBy(desc(page.createdAt), desc(page.id)),
    db.select({ total: count() }).from(boards).where(eq(boards.companyId, companyId)),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map((r) => ({
      boardId: r.id,
      ownerEmail: r.ownerEmail,
      title: r.title,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      stepIndex: boardProgress(r.furthestStage),
    })),
  };
}

export async function pageCompanyMembers(
  db: Executor,
  companyId: string,
  limit: number,
  offset: number,
): Promise<Page<MemberRow>> {
  // Same shape as boards: page the memberships first, then look up their emails.
  const page = db
    .select()
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: page.id,
        userId: page.userId,
        companyId: page.companyId,
        role: page.role,
        status: page.status,
        maxBoards: page.maxBoards,
        usedBoards: page.usedBoards,
        lastConsumedBoardAt: page.lastConsumedBoardAt,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
        email: emailOf(page.userId),
      })
      .from(page)
      .orderBy(desc(page.createdAt), desc(page.id)),
    db.select({ total: count() }).from(memberships).where(eq(memberships.companyId, companyId)),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ email, ...membership }) => toMemberRow(membership, email)),
  };
}

export async function pageCompanyInvites(
  db: Executor,
  companyId: string,
  limit: number,
  offset: number,
): Promise<Page<InviteRow>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invites)
      .where(eq(invites.companyId, companyId))
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(invites).where(eq(invites.companyId, companyId)),
  ]);
  return { total: counted?.total ?? 0, items: rows.map(toInviteRow) };
}
