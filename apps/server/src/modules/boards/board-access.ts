import type { BoardNeed, BoardRole } from '@planner/domain';
import { roleAllows } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { findBoard } from './board-repository.js';

export type { BoardNeed as BoardAccess } from '@planner/domain';

/** Someone else's board answers the same 404 as a missing one, so ids reveal nothing. */
export function boardNotFound(id?: string): AppError {
  return new AppError('not-found', id ? `Board ${id} was not found.` : 'Board not found.');
}

/** What the access rule reads of a board: its owner, and the roles already decided (a cached board). */
export interface AccessibleBoard {
  ownerId: string;
  /**
   * Per-user facts a cached board carries, filled by `requireBoardAccess` the first time a user asks
   * and dropped with the entry when the row changes: the hot GET decides a user's role once.
   */
  readonly roles?: Map<string, BoardRole | null>;
}

/** A board the caller may use, with the role that lets them. */
export interface BoardGrant<B> {
  board: B;
  role: BoardRole;
}

/**
 * THE place a caller's role on a board is decided: today the owner is `owner` and nobody else has
 * one. Async because sharing will read the board's members here.
 */
async function decideRole(board: AccessibleBoard, user: { uid: string }): Promise<BoardRole | null> {
  return board.ownerId === user.uid ? 'owner' : null;
}

/** The caller's role on the board, null for none; a cached board's `roles` remembers it. */
export async function boardRole(board: AccessibleBoard, user: { uid: string }): Promise<BoardRole | null> {
  const known = board.roles?.get(user.uid);
  if (known !== undefined) return known;
  const role = await decideRole(board, user);
  board.roles?.set(user.uid, role);
  return role;
}

/** The boards of a list the caller's role allows `need` on, in their order (the home list, the trash). */
export async function boardsWithAccess<B extends AccessibleBoard>(
  boards: B[],
  user: { uid: string },
  need: BoardNeed,
): Promise<B[]> {
  const roles = await Promise.all(boards.map((board) => boardRole(board, user)));
  return boards.filter((_, i) => {
    const role = roles[i];
    return role != null && roleAllows(role, need);
  });
}

/**
 * `requireBoardAccess` without a promise, for a board whose `roles` already hold the caller's role
 * allowing `need` (the hot GET); undefined otherwise: the caller then asks `requireBoardAccess`,
 * which decides the role or answers the 404 or 403.
 */
export function knownBoardAccess<B extends AccessibleBoard>(
  board: B,
  user: { uid: string },
  need: BoardNeed,
): BoardGrant<B> | undefined {
  const role = board.roles?.get(user.uid);
  return role && roleAllows(role, need) ? { board, role } : undefined;
}

/**
 * The one access check: the board with the caller's role when that role allows `need`. No role (or
 * no board) answers the missing-board 404 (with the id in the message when `id` is given); a role
 * short of `need` the 403. Every board, completion, export, forecast, history, trash and page path
 * goes through it, and `updateBoard` runs it again under the row lock (`AuthorizeBoard`).
 */
export async function requireBoardAccess<B extends AccessibleBoard>(
  board: B | null | undefined,
  user: { uid: string },
  need: BoardNeed,
  id?: string,
): Promise<BoardGrant<B>> {
  const role = board ? await boardRole(board, user) : null;
  if (!board || !role) throw boardNotFound(id);
  if (!roleAllows(role, need)) {
    throw new AppError('permission-denied', `Your role on this board (${role}) does not allow this.`);
  }
  return { board, role };
}

/** Reads a board outside the trash by id and checks the caller's access to it (`requireBoardAccess`). */
export async function findBoardFor({ db }: Deps<'db'>, id: string, user: { uid: string }, need: BoardNeed) {
  return requireBoardAccess(await findBoard(db, id), user, need, id);
}
