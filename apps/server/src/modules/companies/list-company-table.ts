import type { AdminListQuery } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import type { Deps } from '../../lib/fastify.js';
import type { Page } from './company-tables.js';
import { requireCompanyAdmin } from './require-company-admin.js';

export type TablePager<T> = (
  db: Executor,
  companyId: string,
  limit: number,
  offset: number,
) => Promise<Page<T>>;

/** One page of a company's boards, members or invites, newest first, for that company's admins. */
export async function listCompanyTable<T>(
  { db }: Deps<'db'>,
  userId: string,
  query: AdminListQuery,
  pager: TablePager<T>,
): Promise<{ items: T[]; total: number; page: number; pageSize: number }> {
  await requireCompanyAdmin(db, userId, query.companyId);
  const { items, total } = await pager(
    db,
    query.companyId,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}
