import type { BoardQuota } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import { findPersonalBoardsUsed } from '../auth/account-store.js';
import {
  findPendingInviteFor,
  listActiveMemberships,
  unassignedCompanyBoards,
} from '../companies/company-store.js';

/**
 * What the caller's next board would be drawn from, chosen as createBoard chooses: the first active
 * membership with boards left (an unlimited one is bounded by the company's unassigned boards), else
 * the personal allowance. An unverified account with a pending invite is told that the invite waits
 * for verification (createBoard refuses until then).
 */
export async function getBoardQuota(
  { db }: Deps<'db'>,
  user: { uid: string; email: string; emailVerified: boolean },
  personalLimit: number,
): Promise<BoardQuota> {
  const userId = user.uid;
  const awaitingVerification = user.emailVerified ? null : await findPendingInviteFor(db, user.email);
  const active = await listActiveMemberships(db, userId);
  if (active.length === 0) {
    const used = await findPersonalBoardsUsed(db, userId);
    return {
      source: 'personal',
      companyName: null,
      remaining: Math.max(0, personalLimit - used),
      total: personalLimit,
      awaitingVerification,
    };
  }
  const quotas = await Promise.all(
    active.map(async (m) => ({
      companyName: m.companyName,
      total: m.maxBoards,
      remaining:
        m.maxBoards === null
          ? Math.max(0, await unassignedCompanyBoards(db, m.companyId))
          : Math.max(0, m.maxBoards - m.usedBoards),
    })),
  );
  const next = quotas.find((q) => q.remaining > 0) ?? quotas[0];
  return {
    source: 'company',
    companyName: next?.companyName ?? null,
    remaining: next?.remaining ?? 0,
    total: next?.total ?? null,
    awaitingVerification,
  };
}
