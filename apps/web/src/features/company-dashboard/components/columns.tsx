import type { BoardRow, InviteRow, MemberRow } from '@planner/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';

import { formatLimit } from '../lib/format-cell';
import { DateCell, ProgressCell } from './cells';

const board = createColumnHelper<BoardRow>();
const member = createColumnHelper<MemberRow>();
const invite = createColumnHelper<InviteRow>();

const date = (value: string | null) => <DateCell value={value} />;

/**
 * Spec 2, "Company dashboard": the columns of each tab in the spec's order, headed in the spec's words
 * where it gives them (Email, Board Name, Progress) and as a person reads the field names elsewhere.
 */
export const BOARD_COLUMNS = [
  board.accessor('ownerEmail', { header: 'Email' }),
  board.accessor('boardId', {
    header: 'Board ID',
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  board.accessor('title', {
    header: 'Board Name',
    // A long title would push the dates and progress off screen: cut it, the full one is the tooltip.
    cell: (c) => (
      <span className="block max-w-64 truncate" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  board.accessor('createdAt', { header: 'Created', cell: (c) => date(c.getValue()) }),
  board.accessor('updatedAt', { header: 'Updated', cell: (c) => date(c.getValue()) }),
  board.accessor('stepIndex', { header: 'Progress', cell: (c) => <ProgressCell value={c.getValue()} /> }),
] as ColumnDef<BoardRow, unknown>[];

export const MEMBER_COLUMNS = [
  member.accessor('email', { header: 'Email' }),
  member.accessor('role', { header: 'Role' }),
  member.accessor('status', { header: 'Status' }),
  member.accessor('maxBoards', { header: 'Max boards', cell: (c) => formatLimit(c.getValue()) }),
  member.accessor('usedBoards', { header: 'Boards used' }),
  member.accessor('remainingBoards', { header: 'Boards left', cell: (c) => formatLimit(c.getValue()) }),
  member.accessor('createdAt', { header: 'Joined', cell: (c) => date(c.getValue()) }),
  member.accessor('updatedAt', { header: 'Updated', cell: (c) => date(c.getValue()) }),
  member.accessor('lastConsumedBoardAt', { header: 'Last board started', cell: (c) => date(c.getValue()) }),
] as ColumnDef<MemberRow, unknown>[];

export const INVITE_COLUMNS = [
  invite.accessor('email', { header: 'Email' }),
  invite.accessor('maxBoards', { header: 'Max boards', cell: (c) => formatLimit(c.getValue()) }),
  invite.accessor('role', { header: 'Role' }),
  invite.accessor('status', { header: 'Status' }),
  invite.accessor('createdAt', { header: 'Sent', cell: (c) => date(c.getValue()) }),
  invite.accessor('updatedAt', { header: 'Updated', cell: (c) => date(c.getValue()) }),
  invite.accessor('acceptedAt', {
    header: 'Accepted',
    cell: (c) => {
      const value = c.getValue();
      return value ? <DateCell value={value} /> : 'N/A';
    },
  }),
] as ColumnDef<InviteRow, unknown>[];
