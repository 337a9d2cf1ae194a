import type { ShareRole, Stage, Step } from '@planner/domain';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client.js';
import { boardMembers } from '../../db/schema/board-members.js';
import { boards } from '../../db/schema/boards.js';
import { users } from '../../db/schema/users.js';

/** The only code that touches `board_members`: the people a board is shared with and invitations. */

export type BoardMemberRow = typeof boardMembers.$inferSelect;

/** A person's name as others see it: their display name, their email when they set none. */
export function personName(user: { displayName: string; email: string }): string {
  return user.displayName.trim() || user.email;
}

/** What an active membership gives its holder on one board (read by `decideRole`). */
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

/** A board's members and invitations (not the owner), oldest invitation first, with each account. */
export async function listMembers(db: Executor, boardId: string) {
  return db
    .select({
      member: boardMembers,
      account: { email: users.email, displayName: users.displayName },
    })
    .from(boardMembers)
    .leftJoin(users, eq(users.id, boardMembers.userId))
    .where(eq(boardMembers.boardId, boardId))
    .orderBy(asc(boardMembers.invitedAt), asc(boardMembers.id));
}

export async function findMember(db: Executor, boardId: string, memberId: string) {
  const [row] = await db
    .select({
      member: boardMembers,
      account: { email: users.email, displayName: users.displayName },
    })
    .from(boardMembers)
    .leftJoin(users, eq(users.id, boardMembers.userId))
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.id, memberId)));
  return row ?? null;
}

/** The member or invitation of an address (lowercased) on a board, if any. */
export async function findMemberByEmail(db: Executor, boardId: string, email: string) {
  const [row] = await db
    .select({ id: boardMembers.id })
    .from(boardMembers)
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.email, email)));
  return row ?? null;
}

/**
 * Serializes the changes of one board's member list (the 50-member cap holds under concurrent
 * invitations) until the transaction ends; the board row itself stays unlocked.
 */
export async function lockMembersOf(tx: Executor, boardId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`board_members:${boardId}`}, 0))`);
}

/** Members and invitations of a board besides its owner. */
export async function countMembers(db: Executor, boardId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boardMembers).where(eq(boardMembers.boardId, boardId));
  return row?.n ?? 0;
}

export interface NewMember {
  boardId: string;
  email: string;
  role: ShareRole;
  invitedBy: string;
  /** The account, when the address is verified: active at once, listed as invited until opened. */
  userId: string | null;
  tokenHash: string | null;
  expiresAt: Date;
}

/**
 * Inserts a member or an invitation; null when the address, or the account, is already on the board
 * (unique indexes).
 */
export async function insertMember(db: Executor, member: NewMember): Promise<BoardMemberRow | null> {
  const [row] = await db
    .insert(boardMembers)
    .values({ ...member, status: member.userId ? 'active' : 'invited' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateMemberRole(
  db: Executor,
  memberId: string,
  role: ShareRole,
): Promise<BoardMemberRow | null> {
  const [row] = await db
    .update(boardMembers)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(boardMembers.id, memberId))
    .returning();
  return row ?? null;
}

/**
 * Sends an invitation again: a new expiry, `invitedAt` now, and a new token for an invitation (an
 * account's membership not yet opened needs none). Null when the member has opened the board.
 */
export async function renewInvitation(
  db: Executor,
  memberId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<BoardMemberRow | null> {
  const [row] = await db
    .update(boardMembers)
    .set({
      tokenHash: sql`case when ${boardMembers.status} = 'invited' then ${tokenHash}::text end`,
      expiresAt,
      invitedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(boardMembers.id, memberId), isNotNull(boardMembers.expiresAt)))
    .returning();
  return row ?? null;
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

export async function deleteMember(db: Executor, memberId: string): Promise<boolean> {
  const rows = await db
    .delete(boardMembers)
    .where(eq(boardMembers.id, memberId))
    .returning({ id: boardMembers.id });
  return rows.length > 0;
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

/** The invitation a link's token names (any status), with its board's title and owner. */
export async function findInvitationByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      member: boardMembers,
      boardTitle: boards.title,
      boardDeleted: boards.deletedAt,
      owner: { email: owners.email, displayName: owners.displayName },
    })
    .from(boardMembers)
    .innerJoin(boards, eq(boards.id, boardMembers.boardId))
    .innerJoin(owners, eq(owners.id, boards.ownerId))
    .where(eq(boardMembers.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Turns the unexpired invitations sent to a VERIFIED address into active memberships of its account
 * (an address the account merely registered never does); answers how many. In the verifying
 * transaction. An invitation to a board the account already belongs to (its owner, a member) stays.
 * The expiry stays too: like any account invited, the person is listed as invited until they open
 * the board (`markMembershipOpened`).
 */
export async function activateInvitations(db: Executor, uid: string, email: string): Promise<number> {
  const rows = await db
    .update(boardMembers)
    .set({ userId: uid, status: 'active', tokenHash: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(boardMembers.email, email.toLowerCase()),
        eq(boardMembers.status, 'invited'),
        sql`${boardMembers.expiresAt} > now()`,
        sql`not exists (select 1 from ${boards} where ${boards.id} = ${boardMembers.boardId} and ${boards.ownerId} = ${uid})`,
        sql`not exists (select 1 from board_members m where m.board_id = ${boardMembers.boardId} and m.user_id = ${uid})`,
      ),
    )
    .returning({ id: boardMembers.id });
  return rows.length;
}
