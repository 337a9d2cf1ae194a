import type { BoardMember } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findAccountById } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { personName } from '../boards/board-store.js';
import type { BoardMemberRow } from './board-member-repository.js';
import { listMembers } from './board-member-repository.js';

/**
 * A member row on the wire. Until the person has joined (opened the board) it is an invitation,
 * the same for every address: the address invited, no account id or name, `invited` or past its
 * expiry `expired`, whether or not an account holds the address (an account with it verified
 * already has access). `self`: the caller's own row, which tells them nothing they do not know.
 */
export function toBoardMember(
  row: BoardMemberRow,
  account: { email: string; displayName: string } | null,
  { now = new Date(), self = false }: { now?: Date; self?: boolean } = {},
): BoardMember {
  const joined = row.status === 'active' && (row.expiresAt === null || self);
  const expired = !joined && row.expiresAt !== null && row.expiresAt <= now;
  const known = joined ? account : null;
  return {
    id: row.id,
    userId: known ? row.userId : null,
    email: known ? known.email : row.email,
    name: known ? personName(known) : null,
    role: row.role,
    status: joined ? 'active' : expired ? 'expired' : 'invited',
    invitedAt: row.invitedAt.toISOString(),
    invitedBy: row.invitedBy,
    expiresAt: joined ? null : (row.expiresAt?.toISOString() ?? null),
  };
}

/** The owner's entry of the list: its id is the owner's user id. */
function ownerEntry(owner: { id: string; email: string; displayName: string }): BoardMember {
  return {
    id: owner.id,
    userId: owner.id,
    email: owner.email,
    name: personName(owner),
    role: 'owner',
    status: 'active',
    invitedAt: null,
    invitedBy: null,
    expiresAt: null,
  };
}

/** A board's people, for any member: the owner first, then members and invitations, oldest first. */
export async function listBoardMembers(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
): Promise<BoardMember[]> {
  const { board } = await findBoardFor(deps, id, user, 'read');
  const [owner, rows] = await Promise.all([
    findAccountById(deps.db, board.ownerId),
    listMembers(deps.db, id),
  ]);
  const now = new Date();
  const others = rows.map(({ member, account }) =>
    toBoardMember(member, account, { now, self: member.userId === user.uid }),
  );
  return owner ? [ownerEntry(owner), ...others] : others;
}
