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

/** What each role may do, as the web's quiet line and the server's 403 say it. */
export const ROLE_ALLOWS_SENTENCE = {
  owner: 'You own this board',
  editor: 'You can view and edit this board',
  commenter: 'You can view and comment on this board',
  viewer: 'You can view this board',
} as const satisfies Record<BoardRole, string>;

const NEED_VERB = {
  read: 'open it',
  comment: 'comment on it',
  edit: 'change it',
  own: 'manage its members and links, rename, delete or restore it',
} as const satisfies Record<BoardNeed, string>;

/**
 * The 403 of a role short of a need, naming what the role allows: "You can view this board: as a
 * viewer you cannot change it."
 */
export function roleRefusal(role: BoardRole, need: BoardNeed): string {
  const article = role === 'editor' || role === 'owner' ? 'an' : 'a';
  return `${ROLE_ALLOWS_SENTENCE[role]}: as ${article} ${role} you cannot ${NEED_VERB[need]}.`;
}
