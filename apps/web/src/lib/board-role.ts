import { type Board, type BoardRole, roleAllows } from '@planner/domain';

/** Every server answer carries `role`; a board without one (a fixture, a file) is the caller's own. */
type WithRole = Pick<Board, 'role'>;

/**
 * The caller's role on a board, as the server answered it with the board. Every screen
 * asks here, so a viewer's read-only screens and an editor's missing owner controls follow one rule:
 * the domain's `roleAllows`.
 */
export function boardRole(board: WithRole): BoardRole {
  return board.role ?? 'owner';
}

/** Edit fields, generate drafts, restore revisions, import: an editor or the owner. */
export function canEditBoard(board: WithRole): boolean {
  return roleAllows(boardRole(board), 'edit');
}

/** Manage members, links, rename, delete: the owner alone. */
export function ownsBoard(board: WithRole): boolean {
  return roleAllows(boardRole(board), 'own');
}

/** The quiet line a reader who cannot edit sees on every screen of the board (null: they can edit). */
export function readOnlyLine(board: WithRole): string | null {
  if (canEditBoard(board)) return null;
  return roleAllows(boardRole(board), 'comment')
    ? 'You can view and comment on this board'
    : 'You can view this board';
}
