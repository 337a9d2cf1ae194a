import type { Executor } from '../../db/client.js';
import { lockCompanies } from './company-repository.js';
import {
  lockPendingInvitesForEmail,
  markInviteAccepted,
  pendingInviteCompanies,
} from './invite-repository.js';
import { addBoardsToMembership, insertMemberships, lockMembership } from './membership-repository.js';

/**
 * Turns the pending invites sent to a VERIFIED email into active memberships (an invite's boards
 * move to the membership, so the company's committed total does not change). Runs inside the
 * caller's transaction: updateUserRecord, and applying an email-verification code.
 */
export async function activatePendingInvites(
  tx: Executor,
  user: { uid: string; email: string },
): Promise<number> {
  const companyIds = await pendingInviteCompanies(tx, user.email);
  if (companyIds.length === 0) return 0;
  // Same lock order as inviteUser and createBoard (company row first), so quotas stay exact.
  await lockCompanies(tx, companyIds);
  const pending = await lockPendingInvitesForEmail(tx, user.email, companyIds);
  for (const invite of pending) {
    const existing = await lockMembership(tx, user.uid, invite.companyId);
    if (existing) {
      await addBoardsToMembership(tx, existing.id, invite.maxBoards, {
        ...(invite.role === 'admin' ? { role: 'admin' as const } : {}),
        activate: existing.status === 'pending',
      });
    } else {
      await insertMemberships(tx, [
        { userId: user.uid, companyId: invite.companyId, role: invite.role, maxBoards: invite.maxBoards },
      ]);
    }
    await markInviteAccepted(tx, invite.id);
  }
  return pending.length;
}
