import { boardsCount, type CompanySummary, type UpdateCompanyData } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { findUsersByEmails } from '../auth/account-store.js';
import { activatePendingInvites } from './activate-pending-invites.js';
import { committedBoards, lockCompany, setCompanyTotalBoards } from './company-repository.js';
import {
  insertInvites,
  lockPendingInvite,
  makeInviteAdmin,
  pendingAdminInviteEmails,
  revokeInvite,
} from './invite-repository.js';
import { getCompanySummary } from './list-companies.js';
import { adminMemberEmails, demoteAdmin } from './membership-repository.js';
import { sendInviteEmail } from './send-invite-email.js';

/**
 * A platform admin changes a company's quota and/or its admins, in one transaction behind
 * the company's row lock (the lock every quota change takes). The quota cannot go below the boards
 * already assigned. The admins become exactly `adminEmails`: a removed admin stays a member with the
 * boards they used; a new one with a verified account is an admin at once, anyone else gets an
 * admin invite (emailed after commit), applied when they verify, as at company creation.
 */
export async function updateCompany(
  deps: Deps<'db' | 'mailer' | 'config' | 'log'>,
  callerId: string,
  data: UpdateCompanyData,
): Promise<CompanySummary> {
  const invited: string[] = [];
  const name = await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, data.companyId);
    if (!company) throw new AppError('not-found', `Company ${data.companyId} was not found.`);

    if (data.totalBoards !== undefined) {
      const assigned = await committedBoards(tx, company.id);
      if (data.totalBoards < assigned) {
        throw new AppError(
          'failed-precondition',
          `${company.name} has ${boardsCount(assigned)} assigned: its quota cannot be less than ${assigned}.`,
        );
      }
      await setCompanyTotalBoards(tx, company.id, data.totalBoards);
    }

    if (data.adminEmails !== undefined) {
      const wanted = new Set(data.adminEmails);
      const members = await adminMemberEmails(tx, [company.id]);
      const invites = await pendingAdminInviteEmails(tx, [company.id]);
      for (const m of members) if (!wanted.has(m.email)) await demoteAdmin(tx, m.membershipId);
      for (const i of invites) if (!wanted.has(i.email)) await revokeInvite(tx, i.inviteId);
      const current = new Set([...members, ...invites].map((a) => a.email));
      const added = data.adminEmails.filter((email) => !current.has(email));
      const accounts = new Map((await findUsersByEmails(tx, added)).map((a) => [a.email, a]));
      for (const email of added) {
        const pending = await lockPendingInvite(tx, company.id, email);
        if (pending) await makeInviteAdmin(tx, pending.id);
        else {
          await insertInvites(tx, [
            { companyId: company.id, email, role: 'admin', maxBoards: null, invitedBy: callerId },
          ]);
        }
        const account = accounts.get(email);
        // A proven address takes the invite at once (existing membership: promoted, unlimited).
        if (account?.emailVerified) await activatePendingInvites(tx, { uid: account.id, email });
        else invited.push(email);
      }
    }
    return company.name;
  });
  for (const email of invited) await sendInviteEmail(deps, { email, companyName: name, role: 'admin' });
  const summary = await getCompanySummary(deps.db, data.companyId);
  if (!summary) throw new AppError('not-found', `Company ${data.companyId} was not found.`);
  return summary;
}
