import type { BoardMember } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findAccountByEmail } from '../auth/account-store.js';
import { countInvitation, newInvitation } from './add-board-member.js';
import { findBoardFor } from './board-access.js';
import { findMember, personName, renewInvitation } from './board-member-repository.js';
import { memberNotFound } from './change-member-role.js';
import { toBoardMember } from './list-board-members.js';
import { sendShareEmail } from './send-share-email.js';

/**
 * Sends a pending or expired invitation again: a new link (the old one stops working), 14 more
 * days, `invitedAt` now. Counts against the owner's invitations of the hour.
 */
export async function resendInvitation(
  deps: Deps<'db' | 'mailer' | 'config' | 'log'>,
  id: string,
  user: RequestUser,
  memberId: string,
): Promise<BoardMember> {
  const { board } = await findBoardFor(deps, id, user, 'own');
  const found = await findMember(deps.db, id, memberId);
  if (!found) throw memberNotFound(memberId);
  if (found.member.status !== 'invited') {
    throw new AppError(
      'failed-precondition',
      'This person is already a member: there is no invitation to send.',
    );
  }
  const invitation = newInvitation();
  const renewed = await deps.db.transaction(async (tx) => {
    await countInvitation({ db: tx }, user.uid);
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
    invitation: { token: invitation.token, hasAccount: account !== null },
  });
  return toBoardMember(renewed, null);
}
