/**
 * The companies module's public entry: other modules import from here only (eslint.config.js).
 * Board creation draws on memberships and company quota; an account's first verified sign-in
 * activates its pending invites.
 */
export { activatePendingInvites } from './activate-pending-invites.js';
export { lockCompanies, unassignedCompanyBoards } from './company-repository.js';
export { findPendingInviteFor } from './invite-repository.js';
export type { MembershipQuota } from './membership-repository.js';
export {
  activeMembershipCompanyIds,
  consumeMembershipBoard,
  listActiveMemberships,
  listMembershipsOfUser,
  lockActiveMemberships,
  refundMembershipBoard,
} from './membership-repository.js';
