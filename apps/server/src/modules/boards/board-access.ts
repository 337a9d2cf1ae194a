import type { Board, BoardNeed, BoardRole, Stage, Step } from '@planner/domain';
import { firstStep, roleAllows, roleRefusal } from '@planner/domain';

import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { findBoard } from './board-repository.js';
import { findMemberAccess } from './member-access-repository.js';

export type { BoardNeed as BoardAccess } from '@planner/domain';

/** Someone else's board answers the same 404 as a missing one, so ids reveal nothing. */
export function boardNotFound(id?: string): AppError {
  return new AppError('not-found', id ? `Board ${id} was not found.` : 'Board not found.');
}

/** Where a person is on a board: a member's own navigation; the owner's is the board row's. */
export interface BoardPosition {
  currentStage: Stage;
  currentStep: Step;
}

/** What one user is on one board: their role, their own position (members), the owner's name. */
export interface UserGrant {
  role: BoardRole;
  /** A member's own stage and step (the board's first step until they move); null for the owner. */
  position: BoardPosition | null;
  /** The owner's name, for a board shared with the caller; null on their own. */
  ownerName: string | null;
  /** A member who has not opened the board since they were invited (`getBoard` records the first open). */
  unopened?: true;
}

/** What the access rule reads of a board: its id and owner, and the grants already decided (a cached board). */
export interface AccessibleBoard {
  id: string;
  ownerId: string;
  /**
   * Per-user facts a cached board carries, filled by `requireBoardAccess` the first time a user asks
   * and dropped with the entry when the row or one of its memberships changes (the change feed):
   * the hot GET decides a user's grant once per entry.
   */
  readonly grants?: Map<string, UserGrant | null>;
}

/** A board the caller may use, with the role that lets them (and their position, the owner's name). */
export interface BoardGrant<B> extends UserGrant {
  board: B;
}

/**
 * The caller's access check, run under the row lock with the write's transaction: the board with the
 * caller's grant, or throws when the caller may not make this change
 * (`(board, tx) => requireBoardAccess(tx, board, user, need)`).
 */
export type AuthorizeBoard = (board: Board | null, tx: Executor) => Promise<BoardGrant<Board>>;

const OWNER: UserGrant = { role: 'owner', position: null, ownerName: null };

/**
 * THE place a caller's role on boards is decided: the owner is `owner`; an active member has the
 * role of their membership (one statement for any number of boards, `findMemberAccess`); anybody
 * else (a company admin, a platform admin, an invited address not yet verified) has none.
 */
async function decideGrants(
  db: Executor,
  boards: AccessibleBoard[],
  user: { uid: string },
): Promise<(UserGrant | null)[]> {
  const unknown = boards.filter((b) => b.ownerId !== user.uid && b.grants?.get(user.uid) === undefined);
  const members = await findMemberAccess(
    db,
    user.uid,
    unknown.map((b) => b.id),
  );
  return boards.map((board) => {
    const known = board.grants?.get(user.uid);
    if (known !== undefined) return known;
    const member = members.get(board.id);
    const grant: UserGrant | null =
      board.ownerId === user.uid
        ? OWNER
        : member
          ? {
              role: member.role,
              position:
                member.currentStage && member.currentStep
                  ? { currentStage: member.currentStage, currentStep: member.currentStep }
                  : { currentStage: 'IDEA', currentStep: firstStep('IDEA') },
              ownerName: member.ownerName,
              ...(member.opened ? {} : { unopened: true as const }),
            }
          : null;
    board.grants?.set(user.uid, grant);
    return grant;
  });
}

/** The caller's grant on the board, null for none; a cached board's `grants` remembers it. */
export async function boardGrant(
  db: Executor,
  board: AccessibleBoard,
  user: { uid: string },
): Promise<UserGrant | null> {
  const [grant] = await decideGrants(db, [board], user);
  return grant ?? null;
}

/** The boards of a list the caller's role allows `need` on, in their order, each with its grant (home, trash). */
export async function boardsWithAccess<B extends AccessibleBoard>(
  db: Executor,
  boards: B[],
  user: { uid: string },
  need: BoardNeed,
): Promise<BoardGrant<B>[]> {
  const grants = await decideGrants(db, boards, user);
  return boards.flatMap((board, i) => {
    const grant = grants[i];
    return grant && roleAllows(grant.role, need) ? [{ ...grant, board }] : [];
  });
}

/**
 * `requireBoardAccess` without a promise, for a board whose `grants` already hold the caller's
 * grant allowing `need` (the hot GET); undefined otherwise: the caller then asks
 * `requireBoardAccess`, which decides the grant or answers the 404 or 403.
 */
export function knownBoardAccess<B extends AccessibleBoard>(
  board: B,
  user: { uid: string },
  need: BoardNeed,
): BoardGrant<B> | undefined {
  const grant = board.grants?.get(user.uid);
  return grant && roleAllows(grant.role, need) ? { ...grant, board } : undefined;
}

/**
 * The one access check: the board with the caller's grant when their role allows `need`. No role
 * (or no board) answers the missing-board 404 (with the id in the message when `id` is given); a
 * role short of `need` the 403 naming what the role allows. Every board, completion, export,
 * forecast, history, member, link, trash and page path goes through it, and `updateBoard` runs it
 * again under the row lock (`AuthorizeBoard`, with the write's transaction as `db`).
 */
export async function requireBoardAccess<B extends AccessibleBoard>(
  db: Executor,
  board: B | null | undefined,
  user: { uid: string },
  need: BoardNeed,
  id?: string,
): Promise<BoardGrant<B>> {
  const grant = board ? await boardGrant(db, board, user) : null;
  if (!board || !grant) throw boardNotFound(id);
  if (!roleAllows(grant.role, need)) throw new AppError('permission-denied', roleRefusal(grant.role, need));
  return { ...grant, board };
}

/** Reads a board outside the trash by id and checks the caller's access to it (`requireBoardAccess`). */
export async function findBoardFor({ db }: Deps<'db'>, id: string, user: { uid: string }, need: BoardNeed) {
  return requireBoardAccess(db, await findBoard(db, id), user, need, id);
}

/**
 * A board as its caller sees it: their role, the owner's name on a shared board, and a member's own
 * stage and step in place of the board row's (the owner's).
 */
export function boardFor(board: Board, grant: UserGrant): Board {
  return { ...board, ...grant.position, role: grant.role, ownerName: grant.ownerName };
}
