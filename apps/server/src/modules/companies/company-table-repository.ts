import type { SQL } from 'drizzle-orm';
import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client.js';
import { boards } from '../../db/schema/boards.js';
import { invites } from '../../db/schema/invites.js';
import { memberships } from '../../db/schema/memberships.js';
import { users } from '../../db/schema/users.js';

/**
 * The company dashboard's tables as rows, newest first, served by the (company_id, created_at)
 * indexes; `list-company-table.ts` makes them the wire's rows.
 */

export interface Page<T> {
  items: T[];
  total: number;
}

/** A table with a company column, paged newest first. */
interface CompanyTable {
  table: PgTable;
  companyId: PgColumn;
  createdAt: PgColumn;
  id: PgColumn;
}

/**
 * One page of a company's rows and their total. The page is picked from the table alone; `email`
 * (a user id column) is then resolved for that page's rows only, so deep pages stay cheap.
 */
async function pageNewestFirst<Row extends Record<string, unknown>>(
  db: Executor,
  source: CompanyTable,
  columns: Record<keyof Row, PgColumn>,
  /** The column holding the user whose email each row shows; null for none. */
  userIdKey: keyof Row | null,
  companyId: string,
  limit: number,
  offset: number,
): Promise<Page<Row & { userEmail: string }>> {
  const page = db
    .select(columns as Record<string, PgColumn>)
    .from(source.table)
    .where(eq(source.companyId, companyId))
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  // The page's own columns, by name (a subquery's fields are not enumerable, so map them here).
  const subquery = page as unknown as Record<string, PgColumn>;
  const pageColumns = Object.fromEntries(Object.keys(columns).map((key) => [key, subquery[key] as PgColumn]));
  // A scalar subquery per row of the page: one index lookup each.
  const userEmail: Record<string, SQL> = userIdKey
    ? {
        userEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${pageColumns[userIdKey as string]})`,
      }
    : {};
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...pageColumns, ...userEmail })
      .from(page)
      .orderBy(desc(pageColumns.createdAt as PgColumn), desc(pageColumns.id as PgColumn)),
    db.select({ total: count() }).from(source.table).where(eq(source.companyId, companyId)),
  ]);
  return { total: counted?.total ?? 0, items: rows as (Row & { userEmail: string })[] };
}

const boardsTable = {
  table: boards,
  companyId: boards.companyId,
  createdAt: boards.createdAt,
  id: boards.id,
};
const membershipsTable = {
  table: memberships,
  companyId: memberships.companyId,
  createdAt: memberships.createdAt,
  id: memberships.id,
};
const invitesTable = {
  table: invites,
  companyId: invites.companyId,
  createdAt: invites.createdAt,
  id: invites.id,
};

/** A page of the company's boards, each with its owner's email. */
export function pageCompanyBoards(db: Executor, companyId: string, limit: number, offset: number) {
  const columns = {
    id: boards.id,
    ownerId: boards.ownerId,
    title: boards.title,
    furthestStage: boards.furthestStage,
    createdAt: boards.createdAt,
    updatedAt: boards.updatedAt,
  };
  return pageNewestFirst<{ [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] }>(
    db,
    boardsTable,
    columns,
    'ownerId',
    companyId,
    limit,
    offset,
  );
}

/** A page of the company's memberships, each with its holder's email. */
export function pageCompanyMembers(db: Executor, companyId: string, limit: number, offset: number) {
  return pageNewestFirst<typeof memberships.$inferSelect>(
    db,
    membershipsTable,
    getTableColumns(memberships),
    'userId',
    companyId,
    limit,
    offset,
  );
}

/** A page of the company's invites. */
export function pageCompanyInvites(db: Executor, companyId: string, limit: number, offset: number) {
  return pageNewestFirst<typeof invites.$inferSelect>(
    db,
    invitesTable,
    getTableColumns(invites),
    null,
    companyId,
    limit,
    offset,
  );
}
