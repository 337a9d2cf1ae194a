/**
 * The sharing module's public entry: other modules import from here only (eslint.config.js).
 * Comments name a board's members; the PDF of a view-only link reads the board its token opens;
 * a proven address claims the board invitations sent to it.
 */
export { activateInvitations } from './board-member-repository.js';
export { listBoardMembers } from './list-board-members.js';
export { findSharedBoard, readSharedBoard } from './read-shared-board.js';
