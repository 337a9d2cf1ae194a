/**
 * Who a person is on a board. Today a board has its owner only; sharing adds the others. The server
 * decides a caller's role in one place (`apps/server/src/modules/boards/board-access.ts`).
 */
export const BOARD_ROLES = ['owner', 'editor', 'commenter', 'viewer'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];

/** What a caller wants to do with a board, each need including the ones before it. */
export const BOARD_NEEDS = ['read', 'comment', 'edit', 'own'] as const;
export type BoardNeed = (typeof BOARD_NEEDS)[number];

/** The strongest need each role meets. */
const ROLE_REACH = {
  owner: 'own',
  editor: 'edit',
  commenter: 'comment',
  viewer: 'read',
} as const satisfies Record<BoardRole, BoardNeed>;

/** True when `role` may do what `need` asks (an owner anything, a viewer read only). */
export function roleAllows(role: BoardRole, need: BoardNeed): boolean {
  return BOARD_NEEDS.indexOf(need) <= BOARD_NEEDS.indexOf(ROLE_REACH[role]);
}
