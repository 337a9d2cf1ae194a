import type { Company, CompanySummary } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import { committedBoards, findCompany, listCompanies as listCompanyRows } from './company-repository.js';
import { pendingAdminInviteEmails } from './invite-repository.js';
import { adminMemberEmails } from './membership-repository.js';

/**
 * Companies with their quota, the boards assigned from it (what inviteUser checks the quota against),
 * what is left and their admins (admin members, then pending admin invites), for the platform admin's
 * list and the company dashboard.
 */
export async function summarizeCompanies(db: Executor, companies: Company[]): Promise<CompanySummary[]> {
  const ids = companies.map((c) => c.id);
  const [members, invites] = await Promise.all([
    adminMemberEmails(db, ids),
    pendingAdminInviteEmails(db, ids),
  ]);
  return Promise.all(
    companies.map(async (company) => {
      const assignedBoards = await committedBoards(db, company.id);
      const emails = [...members, ...invites].filter((a) => a.companyId === company.id).map((a) => a.email);
      return {
        id: company.id,
        name: company.name,
        totalBoards: company.totalBoards,
        assignedBoards,
        remainingBoards: Math.max(0, company.totalBoards - assignedBoards),
        adminEmails: [...new Set(emails)],
      };
    }),
  );
}

/** Every company (`GET /api/admin/companies`, platform admins). */
export async function listCompanies(db: Executor): Promise<CompanySummary[]> {
  return summarizeCompanies(db, await listCompanyRows(db));
}

/** One company (`GET /api/admin/company?companyId=`, its admins): null when it does not exist. */
export async function getCompanySummary(db: Executor, companyId: string): Promise<CompanySummary | null> {
  const company = await findCompany(db, companyId);
  return company ? ((await summarizeCompanies(db, [company]))[0] ?? null) : null;
}
