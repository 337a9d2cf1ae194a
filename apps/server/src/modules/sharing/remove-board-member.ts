import { roleRefusal } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { deleteMember, findMember } from './board-member-repository.js';
import { memberNotFound } from './change-member-role.js';

/**
 * Removes a member or revokes an invitation: the owner removes anyone but themselves (a board has
 * exactly one owner), any member removes themselves ("Leave board"), nobody else anyone.
 */
export async function removeBoardMember(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
  memberId: string,
): Promise<void> {
  const grant = await findBoardFor(deps, id, user, 'read');
  if (memberId === grant.board.ownerId) {
    if (grant.role === 'owner') {
      throw new AppError(
        'failed-precondition',
        'You own this board and cannot leave it: move it to the trash instead.',
      );
    }
    throw new AppError('permission-denied', roleRefusal(grant.role, 'own'));
  }
  const found = await findMember(deps.db, id, memberId);
  if (!found) throw memberNotFound(memberId);
  if (grant.role !== 'owner' && found.member.userId !== user.uid) {
    throw new AppError('permission-denied', roleRefusal(grant.role, 'own'));
  }
  await deleteMember(deps.db, memberId);
}
