import type { InviteUserData, InviteUserResult } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { findUsersByEmails } from '../auth/account-store.js';
import { activatePendingInvites } from './activate-pending-invites.js';
import { committedBoards, lockCompany } from './company-repository.js';
import { toInviteRow, toMemberRow } from './company-rows.js';
import { addBoardsToInvite, insertInvites, lockPendingInvite } from './invite-repository.js';
import { addBoardsToMembership, lockMembershipByEmail } from './membership-repository.js';
import { requireCompanyAdmin } from './require-company-admin.js';
import { sendInviteEmail } from './send-invite-email.js';

/** Throws resource-exhausted when `extra` more boards would exceed the company's total. */
async function assertQuota(
  tx: Executor,
  company: { id: string; totalBoards: number },
  extra: number,
): Promise<void> {
  const committed = await committedBoards(tx, company.id);
  if (committed + extra > company.totalBoards) {
    const remain = Math.max(0, company.totalBoards - committed);
    throw new AppError(
      'resource-exhausted',
      `This would assign ${committed + extra} boards but the company has ${company.totalBoards} in total; ${remain} remain.`,
      {
        details: {
          totalBoards: company.totalBoards,
          assignedBoards: committed,
          requested: extra,
          remaining: remain,
        },
      },
    );
  }
}

/**
 * Assigns `boardCount` boards to an email in a company, in one transaction behind the company's row
 * lock: adds to an existing membership or pending invite, otherwise creates an invite and emails it;
 * the invite of an account with a verified address becomes its membership at once.
 */
export async function inviteUser(
  deps: Deps<'db' | 'mailer' | 'config' | 'log'>,
  callerId: string,
  data: InviteUserData,
): Promise<InviteUserResult> {
  const email = data.email.toLowerCase();
  await requireCompanyAdmin(deps.db, callerId, data.companyId);
  const outcome = await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, data.companyId);
    // The admin check above already failed for a missing company; this guards a concurrent delete.
    if (!company) throw new AppError('not-found', 'This company no longer exists.');

    const membership = await lockMembershipByEmail(tx, company.id, email);
    if (membership) {
      // An unlimited membership stays unlimited and takes nothing from the quota.
      if (membership.maxBoards !== null) await assertQuota(tx, company, data.boardCount);
      const updated = await addBoardsToMembership(tx, membership.id, data.boardCount);
      const result: InviteUserResult = {
        type: 'membership',
        data: toMemberRow(updated, email),
        alreadyExists: true,
      };
      return { result, companyName: company.name };
    }

    const pending = await lockPendingInvite(tx, company.id, email);
    if (pending) {
      if (pending.maxBoards !== null) await assertQuota(tx, company, data.boardCount);
      const updated = await addBoardsToInvite(tx, pending.id, data.boardCount);
      const result: InviteUserResult = { type: 'invite', data: toInviteRow(updated), alreadyExists: true };
      return { result, companyName: company.name };
    }

    await assertQuota(tx, company, data.boardCount);
    const [created] = await insertInvites(tx, [
      { companyId: company.id, email, role: 'member', maxBoards: data.boardCount, invitedBy: callerId },
    ]);
    if (!created) throw new Error('invite insert returned nothing');
    // An account whose address is proven takes the invite at once (no new sign-in).
    const [account] = await findUsersByEmails(tx, [email]);
    if (account?.emailVerified) {
      await activatePendingInvites(tx, { uid: account.id, email });
      const member = await lockMembershipByEmail(tx, company.id, email);
      if (member) {
        const result: InviteUserResult = {
          type: 'membership',
          data: toMemberRow(member, email),
          alreadyExists: false,
        };
        return { result, companyName: company.name };
      }
    }
    const result: InviteUserResult = { type: 'invite', data: toInviteRow(created), alreadyExists: false };
    return { result, companyName: company.name };
  });
  if (!outcome.result.alreadyExists) {
    await sendInviteEmail(deps, { email, companyName: outcome.companyName, role: 'member' });
  }
  return outcome.result;
}
