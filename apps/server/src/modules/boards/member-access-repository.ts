import type { ShareRole, Stage, Step } from '@planner/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client.js';
import { boardMembers } from '../../db/schema/board-members.js';
import { boards } from '../../db/schema/boards.js';
import { users } from '../../db/schema/users.js';

/**
 * What a board's access decision and a member's own navigation read and write in `board_members`:
 * the grants `decideGrants` reads, the first opening and the member's position. The member list
 * itself (invitations, roles, removals) is the sharing module's `board-member-repository.ts`.
 */

/** A person's name as others see it: their display name, their email when they set none. */
export function personName(user: { displayName: string; email: string }): string {
  return user.displayName.trim() || user.email;
}

/** What an active membership gives its holder on one board (read by `decideGrants`). */
export interface MemberAccess {
  boardId: string;
  role: ShareRole;
  currentStage: Stage | null;
  currentStep: Step | null;
  ownerName: string;
  /** The member has opened the board since they were invited (until then the others see an invitation). */
  opened: boolean;
}

const owners = alias(users, 'owners');

/**
 * A membership that gives access: active, and either opened (no expiry) or invited less than
 * `INVITATION_DAYS` ago. An active account that never opens the board loses it with the invitation.
 */
const givesAccess = and(
  eq(boardMembers.status, 'active'),
  sql`(${boardMembers.expiresAt} is null or ${boardMembers.expiresAt} > now())`,
);

/** The caller's active memberships among these boards, with each board owner's name: one statement. */
export async function findMemberAccess(
  db: Executor,
  uid: string,
  boardIds: string[],
): Promise<Map<string, MemberAccess>> {
  if (boardIds.length === 0) return new Map();
  const rows = await db
    .select({
      boardId: boardMembers.boardId,
      role: boardMembers.role,
      currentStage: boardMembers.currentStage,
      currentStep: boardMembers.currentStep,
      ownerDisplayName: owners.displayName,
      ownerEmail: owners.email,
      expiresAt: boardMembers.expiresAt,
    })
    .from(boardMembers)
    .innerJoin(boards, eq(boards.id, boardMembers.boardId))
    .innerJoin(owners, eq(owners.id, boards.ownerId))
    .where(
      and(
        eq(boardMembers.userId, uid),
        givesAccess,
        boardIds.length === 1
          ? eq(boardMembers.boardId, boardIds[0]!)
          : inArray(boardMembers.boardId, boardIds),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.boardId,
      {
        boardId: row.boardId,
        role: row.role,
        currentStage: row.currentStage,
        currentStep: row.currentStep,
        ownerName: personName({ displayName: row.ownerDisplayName, email: row.ownerEmail }),
        opened: row.expiresAt === null,
      },
    ]),
  );
}

/** The ids of the boards the user is an active member of (a subquery for the home list). */
export function activeBoardIdsOf(db: Executor, uid: string) {
  return db
    .select({ id: boardMembers.boardId })
    .from(boardMembers)
    .where(and(eq(boardMembers.userId, uid), givesAccess));
}

/**
 * The member opened the board (its first read): from now on the others see them as a member, and
 * the membership no longer expires. One statement; a membership already opened is left alone.
 */
export async function markMembershipOpened(db: Executor, boardId: string, uid: string): Promise<void> {
  await db
    .update(boardMembers)
    .set({ expiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(boardMembers.boardId, boardId),
        eq(boardMembers.userId, uid),
        eq(boardMembers.status, 'active'),
        isNotNull(boardMembers.expiresAt),
      ),
    );
}

/** A member's own navigation on a board. */
export async function setMemberPosition(
  db: Executor,
  boardId: string,
  uid: string,
  position: { currentStage: Stage; currentStep: Step },
): Promise<void> {
  await db
    .update(boardMembers)
    .set({ ...position, updatedAt: sql`now()` })
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.userId, uid)));
}
