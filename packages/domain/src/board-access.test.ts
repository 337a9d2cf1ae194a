import { describe, expect, it } from 'vitest';

import { quotedLine, sharedBoardSentence } from './api/sharing.js';
import { BOARD_NEEDS, BOARD_ROLES, ROLE_ALLOWS_SENTENCE, roleAllows, roleRefusal } from './board-access.js';

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

describe('what a role is told', () => {
  it("should say the issue's quiet lines for viewers and commenters", () => {
    expect(ROLE_ALLOWS_SENTENCE.viewer).toBe('You can view this board');
    expect(ROLE_ALLOWS_SENTENCE.commenter).toBe('You can view and comment on this board');
  });

  it('should name what the role allows in the refusal of a need beyond it', () => {
    expect(roleRefusal('viewer', 'edit')).toBe('You can view this board: as a viewer you cannot change it.');
    expect(roleRefusal('commenter', 'edit')).toBe(
      'You can view and comment on this board: as a commenter you cannot change it.',
    );
    expect(roleRefusal('editor', 'own')).toBe(
      'You can view and edit this board: as an editor you cannot manage its members and links, rename, delete or restore it.',
    );
  });

  it("should write the sharing email's sentence with the role's article and both names quoted", () => {
    expect(sharedBoardSentence('Ada', 'Coffee cart', 'editor')).toBe(
      '"Ada" shared the board "Coffee cart" with you as an editor',
    );
    expect(sharedBoardSentence('Ada', 'Coffee cart', 'viewer')).toBe(
      '"Ada" shared the board "Coffee cart" with you as a viewer',
    );
  });

  it('should keep a name and a title on one line, inside their quotes, whatever they hold', () => {
    expect(sharedBoardSentence('Owen\r\nSupport team', 'Enum board\r\n\r\nClick here', 'viewer')).toBe(
      '"Owen Support team" shared the board "Enum board Click here" with you as a viewer',
    );
    expect(quotedLine('a\u0000b\u0085c\u2028d\u2029e\tf\u000bg\u202Eh\u2066i')).toBe('"a b c d e f g h i"');
    expect(quotedLine('Say "hi" \\ bye')).toBe('"Say \\"hi\\" \\\\ bye"');
    expect(quotedLine('  \n ')).toBe('""');
    expect(quotedLine('Café 👩‍💻')).toBe('"Café 👩‍💻"');
  });
});
