import type { CreateCompanyData, CreateCompanyResult } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import { findUsersByEmails } from '../auth/account-store.js';
import { insertCompany } from './company-repository.js';
import { toInviteRow, toMemberRow } from './company-rows.js';
import { insertInvites } from './invite-repository.js';
import { insertMemberships } from './membership-repository.js';
import { sendInviteEmail } from './send-invite-email.js';

/**
 * Creates a company with its admins in one transaction: an active, unlimited admin membership for
 * each email that has an account, a pending admin invite (emailed after commit) for the others.
 */
export async function createCompany(
  deps: Deps<'db' | 'mailer' | 'config' | 'log'>,
  creatorId: string,
  data: CreateCompanyData,
): Promise<CreateCompanyResult> {
  const emails = data.adminEmails.map((e) => e.toLowerCase());
  const result = await deps.db.transaction(async (tx) => {
    const company = await insertCompany(tx, {
      name: data.name,
      totalBoards: data.totalBoards,
      createdBy: creatorId,
    });
    const accounts = await findUsersByEmails(tx, emails);
    const emailById = new Map(accounts.map((a) => [a.id, a.email]));
    const known = new Set(accounts.map((a) => a.email));
    const members = await insertMemberships(
      tx,
      accounts.map((a) => ({ userId: a.id, companyId: company.id, role: 'admin' as const, maxBoards: null })),
    );
    const invited = await insertInvites(
      tx,
      emails
        .filter((email) => !known.has(email))
        .map((email) => ({
          companyId: company.id,
          email,
          role: 'admin' as const,
          maxBoards: null,
          invitedBy: creatorId,
        })),
    );
    return {
      company,
      members: members.map((m) => toMemberRow(m, emailById.get(m.userId) ?? '')),
      invites: invited.map(toInviteRow),
    };
  });
  for (const invite of result.invites) {
    await sendInviteEmail(deps, { email: invite.email, companyName: result.company.name, role: 'admin' });
  }
  return result;
}
