import type { AdminListQuery, BoardRow, InviteRow, MemberRow } from '@planner/domain';
import { boardProgress } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import type { Deps } from '../../lib/fastify.js';
import { iso, toInviteRow, toMemberRow } from './company-rows.js';
import type { Page } from './company-table-repository.js';
import { pageCompanyBoards, pageCompanyInvites, pageCompanyMembers } from './company-table-repository.js';
import { requireCompanyAdmin } from './require-company-admin.js';

export type TablePager<T> = (
  db: Executor,
  companyId: string,
  limit: number,
  offset: number,
) => Promise<Page<T>>;

/** The company's boards as its dashboard shows them: progress is the furthest step reached, so looking back never lowers it. */
export const companyBoards: TablePager<BoardRow> = async (db, companyId, limit, offset) => {
  const { total, items } = await pageCompanyBoards(db, companyId, limit, offset);
  return {
    total,
    items: items.map((r) => ({
      boardId: r.id,
      ownerEmail: r.userEmail,
      title: r.title,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      stepIndex: boardProgress(r.furthestStage),
    })),
  };
};

/** The company's members, each with the boards they have left. */
export const companyMembers: TablePager<MemberRow> = async (db, companyId, limit, offset) => {
  const { total, items } = await pageCompanyMembers(db, companyId, limit, offset);
  return { total, items: items.map(({ userEmail, ...membership }) => toMemberRow(membership, userEmail)) };
};

/** The company's invites. */
export const companyInvites: TablePager<InviteRow> = async (db, companyId, limit, offset) => {
  const { total, items } = await pageCompanyInvites(db, companyId, limit, offset);
  return { total, items: items.map(toInviteRow) };
};

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
