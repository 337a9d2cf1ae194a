import type { Executor } from '../../db/client.js';
import { refundPersonalBoard } from '../auth/account-store.js';
import { refundMembershipBoard } from '../companies/company-store.js';
import type { BoardQuotaOrigin } from './board-repository.js';

/**
 * Gives a board deleted for good back to the quota it was drawn from: its membership, or the owner's
 * personal allowance when it belongs to no company. A board in the trash still counts (it can be
 * restored); a quota counts the boards a person holds. Runs in the deleting transaction.
 */
export async function refundBoardQuota(tx: Executor, origin: BoardQuotaOrigin): Promise<void> {
  if (origin.membershipId !== null) return refundMembershipBoard(tx, origin.membershipId);
  // A company board whose membership was removed has nothing to give back to.
  if (origin.companyId === null) await refundPersonalBoard(tx, origin.ownerId);
}
