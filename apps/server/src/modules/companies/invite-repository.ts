import type { MembershipRole } from '@planner/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { invites } from '../../db/schema/invites.js';
import type { InviteRecord } from './company-rows.js';

/** The `invites` table: the only code that writes it. */

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

/** Emails of the companies' pending admin invites, by company. */
export async function pendingAdminInviteEmails(
  db: Executor,
  companyIds: string[],
): Promise<{ companyId: string; email: string; inviteId: string }[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: invites.companyId, email: invites.email, inviteId: invites.id })
    .from(invites)
    .where(
      and(inArray(invites.companyId, companyIds), eq(invites.role, 'admin'), eq(invites.status, 'pending')),
    )
    .orderBy(asc(invites.email));
}

export async function revokeInvite(db: Executor, id: string): Promise<void> {
  await db
    .update(invites)
    .set({ status: 'revoked', updatedAt: sql`now()` })
    .where(eq(invites.id, id));
}

/** A pending invite becomes an admin's: unlimited boards (bounded by the company's total). */
export async function makeInviteAdmin(db: Executor, id: string): Promise<void> {
  await db
    .update(invites)
    .set({ role: 'admin', maxBoards: null, updatedAt: sql`now()` })
    .where(eq(invites.id, id));
}
