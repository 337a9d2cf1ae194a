import type { Membership, MembershipRole } from '@planner/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { memberships } from '../../db/schema/memberships.js';
import { users } from '../../db/schema/users.js';
import type { MembershipRecord } from './company-rows.js';

/** The `memberships` table: the only code that writes it. */

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

export interface MembershipQuota {
  id: string;
  companyId: string;
  maxBoards: number | null;
  usedBoards: number;
}

/** The user's active memberships with their company, in createBoard's order (unlocked read). */
export async function listActiveMemberships(db: Executor, userId: string) {
  return db
    .select({
      companyId: memberships.companyId,
      companyName: companies.name,
      maxBoards: memberships.maxBoards,
      usedBoards: memberships.usedBoards,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(desc(memberships.updatedAt), desc(memberships.createdAt));
}

/** Companies of the user's active memberships (unlocked read: the caller locks them in order next). */
export async function activeMembershipCompanyIds(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
  return rows.map((r) => r.companyId);
}

/** The user's active memberships, most recently updated first, locked until the transaction ends. */
export async function lockActiveMemberships(tx: Executor, userId: string): Promise<MembershipQuota[]> {
  return tx
    .select({
      id: memberships.id,
      companyId: memberships.companyId,
      maxBoards: memberships.maxBoards,
      usedBoards: memberships.usedBoards,
    })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(desc(memberships.updatedAt), desc(memberships.createdAt))
    .for('update');
}

export async function consumeMembershipBoard(tx: Executor, membershipId: string, now: Date): Promise<void> {
  await tx
    .update(memberships)
    .set({ usedBoards: sql`${memberships.usedBoards} + 1`, lastConsumedBoardAt: now })
    .where(eq(memberships.id, membershipId));
}

/** The caller's memberships with their company's name, oldest first. */
export async function listMembershipsOfUser(db: Executor, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      id: memberships.id,
      companyId: memberships.companyId,
      companyName: companies.name,
      role: memberships.role,
      status: memberships.status,
      maxBoards: memberships.maxBoards,
      usedBoards: memberships.usedBoards,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return rows.map((row) => ({
    ...row,
    remainingBoards: row.maxBoards === null ? null : Math.max(0, row.maxBoards - row.usedBoards),
  }));
}

/** A board drawn on this membership was deleted for good: the membership gets it back (never below 0). */
export async function refundMembershipBoard(tx: Executor, membershipId: string): Promise<void> {
  await tx
    .update(memberships)
    .set({ usedBoards: sql`greatest(${memberships.usedBoards} - 1, 0)` })
    .where(eq(memberships.id, membershipId));
}

/** Emails of the companies' admin members (active or pending), by company. */
export async function adminMemberEmails(
  db: Executor,
  companyIds: string[],
): Promise<{ companyId: string; email: string; membershipId: string }[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: memberships.companyId, email: users.email, membershipId: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.companyId, companyIds), eq(memberships.role, 'admin')))
    .orderBy(users.email);
}

/**
 * An admin becomes a member: they keep the boards they have used and get no new ones (an unlimited
 * allowance becomes what is used, so the company's committed total does not change).
 */
export async function demoteAdmin(db: Executor, membershipId: string): Promise<void> {
  await db
    .update(memberships)
    .set({
      role: 'member',
      maxBoards: sql`coalesce(${memberships.maxBoards}, ${memberships.usedBoards})`,
      updatedAt: sql`now()`,
    })
    .where(eq(memberships.id, membershipId));
}
