import type {
  AdminBoardsResponse,
  AdminInvitesResponse,
  AdminMembersResponse,
  CompanyResponse,
  CompanySummary,
  InviteRow,
  InviteUserData,
  InviteUserResult,
  MemberRow,
} from '@planner/domain';

import { api } from '@/lib/api';
import { callableArgs, callableResult } from '@/lib/callable';

/** One page of one of the dashboard's tables (server-side paging, `GET /api/admin/<table>`). */
export interface TablePageArgs {
  companyId: string;
  page: number;
  pageSize: number;
}

type RowsPage<Row> = { items: Row[]; total: number; page: number; pageSize: number };

function tableQuery(table: 'boards' | 'members' | 'invites') {
  return ({ companyId, page, pageSize }: TablePageArgs) => ({
    url: `/admin/${table}`,
    params: { companyId, page, pageSize },
  });
}

/** Spec 7: an existing row is updated where it is cached; a new one goes to the top of page 1. */
function mergeRow<Row extends { id: string }>(
  cached: RowsPage<Row>,
  row: Row,
  alreadyExists: boolean,
  args: TablePageArgs,
): void {
  const index = cached.items.findIndex((item) => item.id === row.id);
  if (index >= 0) {
    cached.items[index] = row;
    return;
  }
  if (alreadyExists || args.page !== 1) return;
  cached.items.unshift(row);
  cached.total += 1;
  // The page keeps its size: the last row moves on to page 2.
  if (cached.items.length > args.pageSize) cached.items.pop();
}

export const companyDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBoards: build.query<AdminBoardsResponse, TablePageArgs>({
      query: tableQuery('boards'),
      providesTags: ['AdminBoards'],
    }),
    adminMembers: build.query<AdminMembersResponse, TablePageArgs>({
      query: tableQuery('members'),
      providesTags: ['AdminMembers'],
    }),
    adminInvites: build.query<AdminInvitesResponse, TablePageArgs>({
      query: tableQuery('invites'),
      providesTags: ['AdminInvites'],
    }),
    /** The company's name and what is left to assign. */
    adminCompany: build.query<CompanySummary, string>({
      query: (companyId) => ({ url: '/admin/company', params: { companyId } }),
      transformResponse: (response: CompanyResponse) => response.company,
      providesTags: ['Companies'],
    }),
    inviteUser: build.mutation<InviteUserResult, InviteUserData>({
      query: (data) => callableArgs('inviteUser', data),
      transformResponse: callableResult<InviteUserResult>,
      // What is left to assign changed.
      invalidatesTags: (result) => (result ? ['Companies'] : []),
      async onQueryStarted({ companyId }, { dispatch, getState, queryFulfilled }) {
        const { data: result } = await queryFulfilled.catch(() => ({ data: null }));
        if (!result) return;
        const state = getState();
        if (result.type === 'membership') {
          const member: MemberRow = result.data;
          for (const args of companyDashboardApi.util.selectCachedArgsForQuery(state, 'adminMembers')) {
            if (args.companyId !== companyId) continue;
            dispatch(
              companyDashboardApi.util.updateQueryData('adminMembers', args, (page) =>
                mergeRow(page, member, result.alreadyExists, args),
              ),
            );
          }
        } else {
          const invite: InviteRow = result.data;
          for (const args of companyDashboardApi.util.selectCachedArgsForQuery(state, 'adminInvites')) {
            if (args.companyId !== companyId) continue;
            dispatch(
              companyDashboardApi.util.updateQueryData('adminInvites', args, (page) =>
                mergeRow(page, invite, result.alreadyExists, args),
              ),
            );
          }
        }
      },
    }),
  }),
});

export const {
  useAdminBoardsQuery,
  useAdminCompanyQuery,
  useAdminMembersQuery,
  useAdminInvitesQuery,
  useInviteUserMutation,
} = companyDashboardApi;
