import type { UpdateUserRecordResult } from '@planner/domain';

import type { RequestUser } from '../auth/authenticate.js';
import {
  addBoardsToMembership,
  insertMemberships,
  lockCompanies,
  lockMembership,
  lockPendingInvitesForEmail,
  markInviteAccepted,
  pendingInviteCompanies,
  touchUserSignIn,
} from './company-repository.js';
import type { CompanyDeps } from './deps.js';

/**
 * Called by the client after every sign-in and sign-up: records the sign-in and, for a verified
 * email only, turns the caller's pending invites into active memberships (an invite's boards move
 * to the membership, so the company's committed total does not change).
 */
export async function updateUserRecord(
  deps: CompanyDeps,
  user: RequestUser,
): Promise<UpdateUserRecordResult> {
  return deps.db.transaction(async (tx) => {
    await touchUserSignIn(tx, user.uid);
    // Anyone can sign up with any address: only a proven address may claim the invites sent to it.
    if (!user.emailVerified) return { activated: 0 };

    const companyIds = await pendingInviteCompanies(tx, user.email);
    if (companyIds.length === 0) return { activated: 0 };
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
    return { activated: pending.length };
  });
}
