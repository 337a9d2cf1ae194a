import type { Board, BoardContent } from '@planner/domain';
import { awaitingVerificationText, DEFAULT_BOARD_TITLE, emptyBoardData, firstStep } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { consumePersonalBoard, lockUserQuota } from '../auth/account-store.js';
import {
  activeMembershipCompanyIds,
  consumeMembershipBoard,
  findPendingInviteFor,
  lockActiveMemberships,
  lockCompanies,
  unassignedCompanyBoards,
} from '../companies/company-store.js';
import { insertBoard } from './board-repository.js';

function exhausted(limit: number, hint: string): AppError {
  // One board is said in the singular ("your 1 board"), never "all 1 of your board".
  const used =
    limit === 0
      ? 'You have no boards available.'
      : limit === 1
        ? 'You have used your 1 board.'
        : `You have used all ${limit} of your boards.`;
  return new AppError('resource-exhausted', `${used} ${hint}`);
}

/**
 * Creates a board and consumes one board of quota in the same transaction: from the user's active
 * membership when they have one, otherwise from the personal allowance. An unverified account with a
 * pending company invite is refused: its board belongs to that company, which verifying unlocks.
 * `content` (an import) fills the new board; without it the board starts empty at the first step.
 */
export async function createBoard(
  { db }: Deps<'db'>,
  input: {
    ownerId: string;
    email: string;
    emailVerified: boolean;
    title?: string | undefined;
    personalLimit: number;
    content?: BoardContent;
  },
): Promise<Board> {
  if (!input.emailVerified) {
    const awaiting = await findPendingInviteFor(db, input.email);
    if (awaiting) throw new AppError('failed-precondition', awaitingVerificationText(awaiting));
  }
  return db.transaction(async (tx) => {
    const user = await lockUserQuota(tx, input.ownerId);
    if (!user) throw new AppError('unauthenticated', 'This account no longer exists.');
    const now = new Date();
    // Lock order everywhere: user, companies (by id), memberships; inviteUser takes the same order.
    await lockCompanies(tx, await activeMembershipCompanyIds(tx, input.ownerId));
    const active = await lockActiveMemberships(tx, input.ownerId);
    let companyId: string | null = null;
    let membershipId: string | null = null;
    if (active.length > 0) {
      let membership: (typeof active)[number] | undefined;
      for (const m of active) {
        const hasBoards =
          m.maxBoards === null
            ? // An unlimited membership still draws on the company's total.
              (await unassignedCompanyBoards(tx, m.companyId)) >= 1
            : m.usedBoards < m.maxBoards;
        if (hasBoards) {
          membership = m;
          break;
        }
      }
      if (!membership) {
        throw exhausted(active[0]?.maxBoards ?? 0, 'Ask your company admin for more boards.');
      }
      await consumeMembershipBoard(tx, membership.id, now);
      companyId = membership.companyId;
      membershipId = membership.id;
    } else {
      if (user.personalBoardsUsed >= input.personalLimit) {
        throw exhausted(input.personalLimit, 'Ask a company admin to assign you more boards.');
      }
      await consumePersonalBoard(tx, input.ownerId);
    }
    return insertBoard(
      tx,
      {
        title: input.title ?? DEFAULT_BOARD_TITLE,
        currentStage: 'IDEA',
        currentStep: firstStep('IDEA'),
        ...emptyBoardData(),
        ...input.content,
        ownerId: input.ownerId,
        companyId,
        membershipId,
      },
      // An import's fields are recorded as such in the board's history.
      { source: { kind: input.content ? 'import' : 'user' }, by: input.ownerId },
    );
  });
}
