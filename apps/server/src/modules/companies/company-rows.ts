import type { Company, InviteRow, MemberRow } from '@planner/domain';

import type { companies } from '../../db/schema/companies.js';
import type { invites } from '../../db/schema/invites.js';
import type { memberships } from '../../db/schema/memberships.js';

/** Row mappers of the companies module: database records to wire rows. */

export type MembershipRecord = typeof memberships.$inferSelect;
export type InviteRecord = typeof invites.$inferSelect;

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toMemberRow(m: MembershipRecord, email: string): MemberRow {
  return {
    id: m.id,
    email,
    role: m.role,
    status: m.status,
    maxBoards: m.maxBoards,
    usedBoards: m.usedBoards,
    remainingBoards: m.maxBoards === null ? null : Math.max(0, m.maxBoards - m.usedBoards),
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
    lastConsumedBoardAt: isoOrNull(m.lastConsumedBoardAt),
  };
}

export function toInviteRow(i: InviteRecord): InviteRow {
  return {
    id: i.id,
    email: i.email,
    maxBoards: i.maxBoards,
    role: i.role,
    status: i.status,
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
    acceptedAt: isoOrNull(i.acceptedAt),
  };
}

export function toCompany(c: typeof companies.$inferSelect): Company {
  return { id: c.id, name: c.name, totalBoards: c.totalBoards };
}
