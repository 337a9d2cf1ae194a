import type { Invitation } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { findAccountByEmail, hashSecret } from '../auth/account-store.js';
import { personName } from '../boards/board-store.js';
import { findInvitationByToken } from './board-member-repository.js';

/**
 * What an invitation link's page needs (no sign-in: the token is the proof): the address to fill
 * in, whether it has an account (sign-in instead of sign-up), the board to open after verifying.
 * A token never issued, replaced by a resend, revoked, or already used: 404.
 */
export async function getInvitation({ db }: Deps<'db'>, token: string): Promise<Invitation> {
  const found = await findInvitationByToken(db, hashSecret(token));
  if (!found || found.boardDeleted !== null || found.member.status !== 'invited') {
    throw new AppError('not-found', 'This invitation is not valid: ask the board owner to send it again.');
  }
  const { member } = found;
  const expired = member.expiresAt !== null && member.expiresAt <= new Date();
  return {
    email: member.email,
    boardId: member.boardId,
    boardTitle: found.boardTitle,
    role: member.role,
    invitedBy: personName(found.owner),
    hasAccount: (await findAccountByEmail(db, member.email)) !== null,
    status: expired ? 'expired' : 'invited',
  };
}
