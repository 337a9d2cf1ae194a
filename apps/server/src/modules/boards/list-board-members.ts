import type { BoardMember } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findAccountById } from '../auth/account-store.js';
import { findBoardFor } from './board-access.js';
import type { BoardMemberRow } from './board-member-repository.js';
import { listMembers, personName } from './board-member-repository.js';

/** A member row on the wire: an invitation past its expiry is `expired`; a name only once active. */
export function toBoardMember(
  row: BoardMemberRow,
  account: { email: string; displayName: string } | null,
  now = new Date(),
): BoardMember {
  const active = row.status === 'active' && account !== null;
  const expired = row.status === 'invited' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    userId: active ? row.userId : null,
    email: active ? account.email : row.email,
    name: active ? personName(account) : null,
    role: row.role,
    status: expired ? 'expired' : row.status,
    invitedAt: row.invitedAt.toISOString(),
    invitedBy: row.invitedBy,
    expiresAt: row.status === 'invited' ? (row.expiresAt?.toISOString() ?? null) : null,
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
  const others = rows.map(({ member, account }) => toBoardMember(member, account, now));
  return owner ? [ownerEntry(owner), ...others] : others;
}
