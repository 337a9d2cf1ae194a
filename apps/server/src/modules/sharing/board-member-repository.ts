import type { ShareRole } from '@planner/domain';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client.js';
import { boardMembers } from '../../db/schema/board-members.js';
import { boards } from '../../db/schema/boards.js';
import { users } from '../../db/schema/users.js';

/**
 * The people a board is shared with and its invitations, in `board_members` (what the access
 * decision reads, the first opening and a member's position are the boards module's
 * `member-access-repository.ts`).
 */

export type BoardMemberRow = typeof boardMembers.$inferSelect;

const owners = alias(users, 'owners');

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

export async function deleteMember(db: Executor, memberId: string): Promise<boolean> {
  const rows = await db
    .delete(boardMembers)
    .where(eq(boardMembers.id, memberId))
    .returning({ id: boardMembers.id });
  return rows.length > 0;
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
