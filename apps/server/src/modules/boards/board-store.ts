/**
 * The boards module's public entry: other modules import from here only (eslint.config.js).
 * Reading a board for someone and writing it both go through `requireBoardAccess`.
 */
export type { AccessibleBoard, AuthorizeBoard, BoardAccess, BoardGrant, UserGrant } from './board-access.js';
export { boardNotFound, findBoardFor, requireBoardAccess } from './board-access.js';
export { findBoard } from './board-repository.js';
export type { BoardChange } from './board-revision-repository.js';
export { checkEditConflicts } from './check-edit-conflicts.js';
export { importBoard } from './import-board.js';
export { personName } from './member-access-repository.js';
export { updateBoard } from './update-board.js';
