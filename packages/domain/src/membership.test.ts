import { describe, expect, it } from 'vitest';

import type { Membership } from './api/auth.js';
import { companyAdminState } from './membership.js';

const m = (companyId: string, role: Membership['role'], status: Membership['status']) => ({
  companyId,
  role,
  status,
});

describe('companyAdminState', () => {
  it('should not be a company admin without memberships', () => {
    expect(companyAdminState([])).toEqual({ isCompanyAdmin: false, companyId: null });
    expect(companyAdminState(null)).toEqual({ isCompanyAdmin: false, companyId: null });
    expect(companyAdminState(undefined)).toEqual({ isCompanyAdmin: false, companyId: null });
  });

  it('should take the company of an active admin membership', () => {
    expect(companyAdminState([m('c1', 'admin', 'active')])).toEqual({
      isCompanyAdmin: true,
      companyId: 'c1',
    });
  });

  it('should take the FIRST active admin membership when there are several', () => {
    expect(companyAdminState([m('c1', 'admin', 'active'), m('c2', 'admin', 'active')])).toEqual({
      isCompanyAdmin: true,
      companyId: 'c1',
    });
  });

  it('should skip members and pending or disabled admins', () => {
    const memberships = [
      m('c1', 'member', 'active'),
      m('c2', 'admin', 'pending'),
      m('c3', 'admin', 'disabled'),
      m('c4', 'admin', 'active'),
      m('c5', 'admin', 'active'),
    ];
    expect(companyAdminState(memberships)).toEqual({ isCompanyAdmin: true, companyId: 'c4' });
  });

  it('should not make an admin of someone with only inactive admin or member roles', () => {
    expect(
      companyAdminState([
        m('c1', 'admin', 'pending'),
        m('c2', 'admin', 'disabled'),
        m('c3', 'member', 'active'),
      ]),
    ).toEqual({ isCompanyAdmin: false, companyId: null });
  });
});
