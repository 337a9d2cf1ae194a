import { AppError } from '../../lib/app-error.js';

/** What a caller wants to do with a board, each need including the ones before it. */
export type BoardAccess = 'read' | 'comment' | 'edit' | 'own';

/** Someone else's board answers the same 404 as a missing one, so ids reveal nothing. */
export function boardNotFound(id?: string): AppError {
  return new AppError('not-found', id ? `Board ${id} was not found.` : 'Board not found.');
}

/**
 * The one rule for who may do what with a board. Today only the owner may do anything; sharing
 * widens this function without touching a route. Throws the missing-board 404 otherwise (with the
 * id in the message when `id` is given).
 */
export function requireBoardAccess<B extends { ownerId: string }>(
  board: B | null | undefined,
  user: { uid: string },
  _need: BoardAccess,
  id?: string,
): asserts board is B {
  if (!board || board.ownerId !== user.uid) throw boardNotFound(id);
}
