import type { BoardMember } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findAccountByEmail } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { personName } from '../boards/board-store.js';
import { countShareEmail, newInvitation } from './add-board-member.js';
import { findMember, lockMembersOf, renewInvitation } from './board-member-repository.js';
import { memberNotFound } from './change-member-role.js';
import { toBoardMember } from './list-board-members.js';
import { sendShareEmail } from './send-share-email.js';

/**
 * Sends an invitation again, to anyone not yet joined (whether or not an account holds the
 * address): 14 more days, `invitedAt` now, and for an invitation link a new one (the old one stops
 * working). Counts like a new invitation (`countShareEmail`: the owner's hour, the address's day);
 * answers the same shape as the invitation did.
 */
export async function resendInvitation(
  deps: Deps<'db' | 'mailer' | 'config' | 'log'>,
  id: string,
  user: RequestUser,
  memberId: string,
): Promise<BoardMember> {
  const { board } = await findBoardFor(deps, id, user, 'own');
  const invitation = newInvitation();
  const renewed = await deps.db.transaction(async (tx) => {
    await lockMembersOf(tx, id);
    const found = await findMember(tx, id, memberId);
    if (!found) throw memberNotFound(memberId);
    if (found.member.expiresAt === null) {
      throw new AppError(
        'failed-precondition',
        'This person is already a member: there is no invitation to send.',
      );
    }
    await countShareEmail({ db: tx }, user.uid, id, found.member.email);
    return renewInvitation(tx, memberId, invitation.tokenHash, invitation.expiresAt);
  });
  if (!renewed) throw memberNotFound(memberId);
  const account = await findAccountByEmail(deps.db, renewed.email);
  await sendShareEmail(deps, {
    to: renewed.email,
    ownerName: personName({ displayName: user.name, email: user.email }),
    boardId: id,
    boardTitle: board.title,
    role: renewed.role,
    ...(renewed.status === 'active'
      ? {}
      : { invitation: { token: invitation.token, hasAccount: account !== null } }),
  });
  return toBoardMember(renewed, null);
}
