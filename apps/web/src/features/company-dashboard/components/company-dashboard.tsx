import { type AssignBoardForm as AssignBoardValues, boardsCount, toInviteUserData } from '@planner/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import type { PaginationState } from '@tanstack/react-table';
import * as React from 'react';
import { toast } from 'sonner';

import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import {
  type TablePageArgs,
  useAdminBoardsQuery,
  useAdminCompanyQuery,
  useAdminInvitesQuery,
  useAdminMembersQuery,
  useInviteUserMutation,
} from '../api/company-dashboard-api';
import { AssignBoardForm } from './assign-board-form';
import { BOARD_COLUMNS, INVITE_COLUMNS, MEMBER_COLUMNS } from './columns';
import { DataTable } from './data-table';

/** Rows per server page; the server allows up to 500. */
export const DASHBOARD_PAGE_SIZE = 50;

const FIRST_PAGE: PaginationState = { pageIndex: 0, pageSize: DASHBOARD_PAGE_SIZE };

/** The query argument of one table page, or skipToken without a company (spec 7). */
function pageArgs(companyId: string | null, pagination: PaginationState): TablePageArgs | typeof skipToken {
  if (!companyId) return skipToken;
  return { companyId, page: pagination.pageIndex + 1, pageSize: pagination.pageSize };
}

const QUERY_OPTIONS = { refetchOnReconnect: true } as const;

/** Spec 2, "Company dashboard": the assign-board form, then the Boards, Members and Invites tabs. */
export function CompanyDashboard({ companyId }: { companyId: string | null }) {
  const [boardsPage, setBoardsPage] = React.useState(FIRST_PAGE);
  const [membersPage, setMembersPage] = React.useState(FIRST_PAGE);
  const [invitesPage, setInvitesPage] = React.useState(FIRST_PAGE);
  const boards = useAdminBoardsQuery(pageArgs(companyId, boardsPage), QUERY_OPTIONS);
  const members = useAdminMembersQuery(pageArgs(companyId, membersPage), QUERY_OPTIONS);
  const invites = useAdminInvitesQuery(pageArgs(companyId, invitesPage), QUERY_OPTIONS);
  const [inviteUser] = useInviteUserMutation();
  const company = useAdminCompanyQuery(companyId ?? skipToken, QUERY_OPTIONS);

  const onAssign = async (values: AssignBoardValues) => {
    if (!companyId) throw new Error('You are not an admin of a company.');
    const data = toInviteUserData(companyId, values);
    await inviteUser(data).unwrap();
    toast.success(`Assigned ${boardsCount(data.boardCount)} to ${data.email}.`);
  };

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Company dashboard</h1>
        {/* Which company, and how many boards it has left to assign. */}
        {company.data && (
          <p className="text-lg font-medium" data-testid="company-quota">
            {company.data.name}: {company.data.remainingBoards} of {boardsCount(company.data.totalBoards)}{' '}
            left to assign.
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          Assign boards to people by email; new addresses receive an invitation.
        </p>
      </header>
      <AssignBoardForm onAssign={onAssign} disabled={!companyId} />
      {boards.isLoading ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
          <Spinner className="size-6 text-primary" />
          <span className="text-sm font-medium">Loading...</span>
        </div>
      ) : (
        <Tabs defaultValue="boards">
          <TabsList>
            <TabsTrigger value="boards">Boards</TabsTrigger>
            <TabsTrigger value="members">Members</TabsTrigger>
            <TabsTrigger value="invites">Invites</TabsTrigger>
          </TabsList>
          <TabsContent value="boards">
            <DataTable
              label="Boards"
              columns={BOARD_COLUMNS}
              rows={boards.data?.items ?? []}
              total={boards.data?.total ?? 0}
              pagination={boardsPage}
              onPaginationChange={setBoardsPage}
              getRowId={(row) => row.boardId}
              busy={boards.isFetching}
            />
          </TabsContent>
          <TabsContent value="members">
            <DataTable
              label="Members"
              columns={MEMBER_COLUMNS}
              rows={members.data?.items ?? []}
              total={members.data?.total ?? 0}
              pagination={membersPage}
              onPaginationChange={setMembersPage}
              getRowId={(row) => row.id}
              busy={members.isFetching}
            />
          </TabsContent>
          <TabsContent value="invites">
            <DataTable
              label="Invites"
              columns={INVITE_COLUMNS}
              rows={invites.data?.items ?? []}
              total={invites.data?.total ?? 0}
              pagination={invitesPage}
              onPaginationChange={setInvitesPage}
              getRowId={(row) => row.id}
              busy={invites.isFetching}
            />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
