import type { Membership } from './api/auth.js';

export interface CompanyAdminState {
  isCompanyAdmin: boolean;
  companyId: string | null;
}

/**
 * Spec 4 "Membership loading": a company admin holds the FIRST membership whose role is admin and
 * status is active; pending or disabled admin memberships do not count.
 */
export function companyAdminState(
  memberships: readonly Pick<Membership, 'role' | 'status' | 'companyId'>[] | null | undefined,
): CompanyAdminState {
  const first = memberships?.find((m) => m.role === 'admin' && m.status === 'active');
  return first
    ? { isCompanyAdmin: true, companyId: first.companyId }
    : { isCompanyAdmin: false, companyId: null };
}
