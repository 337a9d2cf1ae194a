import type { BoardRow, InviteRow, MemberRow } from '@planner/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';

import { formatLimit } from '../lib/format-cell';
import { DateCell, ProgressCell } from './cells';

const board = createColumnHelper<BoardRow>();
const member = createColumnHelper<MemberRow>();
const invite = createColumnHelper<InviteRow>();

const date = (value: string | null) => <DateCell value={value} />;

/** Spec 2, "Company dashboard": the columns of each tab, in the spec's order and words. */
export const BOARD_COLUMNS = [
  board.accessor('ownerEmail', { header: 'Email' }),
  board.accessor('boardId', {
    header: 'boardId',
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
  board.accessor('createdAt', { header: 'createdAt', cell: (c) => date(c.getValue()) }),
  board.accessor('updatedAt', { header: 'updatedAt', cell: (c) => date(c.getValue()) }),
  board.accessor('stepIndex', { header: 'Progress', cell: (c) => <ProgressCell value={c.getValue()} /> }),
] as ColumnDef<BoardRow, unknown>[];

export const MEMBER_COLUMNS = [
  member.accessor('email', { header: 'email' }),
  member.accessor('role', { header: 'role' }),
  member.accessor('status', { header: 'status' }),
  member.accessor('maxBoards', { header: 'maxBoards', cell: (c) => formatLimit(c.getValue()) }),
  member.accessor('usedBoards', { header: 'usedBoards' }),
  member.accessor('remainingBoards', { header: 'remainingBoards', cell: (c) => formatLimit(c.getValue()) }),
  member.accessor('createdAt', { header: 'createdAt', cell: (c) => date(c.getValue()) }),
  member.accessor('updatedAt', { header: 'updatedAt', cell: (c) => date(c.getValue()) }),
  member.accessor('lastConsumedBoardAt', { header: 'lastConsumedBoardAt', cell: (c) => date(c.getValue()) }),
] as ColumnDef<MemberRow, unknown>[];

export const INVITE_COLUMNS = [
  invite.accessor('email', { header: 'email' }),
  invite.accessor('maxBoards', { header: 'maxBoards', cell: (c) => formatLimit(c.getValue()) }),
  invite.accessor('role', { header: 'role' }),
  invite.accessor('status', { header: 'status' }),
  invite.accessor('createdAt', { header: 'createdAt', cell: (c) => date(c.getValue()) }),
  invite.accessor('updatedAt', { header: 'updatedAt', cell: (c) => date(c.getValue()) }),
  invite.accessor('acceptedAt', {
    header: 'acceptedAt',
    cell: (c) => {
      const value = c.getValue();
      return value ? <DateCell value={value} /> : 'N/A';
    },
  }),
] as ColumnDef<InviteRow, unknown>[];
