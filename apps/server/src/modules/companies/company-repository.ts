import type { Company } from '@planner/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { invites } from '../../db/schema/invites.js';
import { memberships } from '../../db/schema/memberships.js';
import { toCompany } from './company-rows.js';

/** The `companies` table: creation, the locks every quota change takes, and the quota arithmetic. */

export async function insertCompany(
  db: Executor,
  values: { name: string; totalBoards: number; createdBy: string },
): Promise<Company> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned nothing');
  return toCompany(row);
}

/** Every company, by name (the platform admin's list). */
export async function listCompanies(db: Executor): Promise<Company[]> {
  const rows = await db.select().from(companies).orderBy(asc(companies.name), asc(companies.id));
  return rows.map(toCompany);
}

export async function findCompany(db: Executor, companyId: string): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ? toCompany(row) : null;
}

/** Sets the company's quota; call after `lockCompany` and a check against `committedBoards`. */
export async function setCompanyTotalBoards(
  db: Executor,
  companyId: string,
  totalBoards: number,
): Promise<void> {
  await db
    .update(companies)
    .set({ totalBoards, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
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
