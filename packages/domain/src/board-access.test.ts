import { describe, expect, it } from 'vitest';

import { BOARD_NEEDS, BOARD_ROLES, roleAllows } from './board-access.js';

describe('roleAllows', () => {
  it('should let each role do exactly what it reaches', () => {
    const allowed = Object.fromEntries(
      BOARD_ROLES.map((role) => [role, BOARD_NEEDS.filter((need) => roleAllows(role, need))]),
    );
    expect(allowed).toEqual({
      owner: ['read', 'comment', 'edit', 'own'],
      editor: ['read', 'comment', 'edit'],
      commenter: ['read', 'comment'],
      viewer: ['read'],
    });
  });
});
