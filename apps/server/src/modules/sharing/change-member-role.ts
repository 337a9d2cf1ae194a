import type { BoardMember, ShareRole } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { findMember, updateMemberRole } from './board-member-repository.js';
import { toBoardMember } from './list-board-members.js';

export function memberNotFound(memberId: string): AppError {
  return new AppError('not-found', `Member ${memberId} was not found.`);
}

/** The owner gives a member (or an invitation) another role; the owner's own entry stays the owner's. */
export async function changeMemberRole(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
  memberId: string,
  role: ShareRole,
): Promise<BoardMember> {
  const { board } = await findBoardFor(deps, id, user, 'own');
  if (memberId === board.ownerId) {
    throw new AppError('failed-precondition', 'A board has exactly one owner: your own role cannot change.');
  }
  const found = await findMember(deps.db, id, memberId);
  if (!found) throw memberNotFound(memberId);
  const updated = await updateMemberRole(deps.db, memberId, role);
  if (!updated) throw memberNotFound(memberId);
  return toBoardMember(updated, found.account);
}
