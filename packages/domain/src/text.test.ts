import { describe, expect, it } from 'vitest';

import { findNulCharacter } from './text.js';

describe('findNulCharacter', () => {
  it('should name the path of the first string or key holding U+0000, at any depth', () => {
    expect(findNulCharacter('a\u0000b', 'body')).toBe('body');
    expect(findNulCharacter({ title: 'ok', board: { idea: ['x', 'y\u0000'] } }, 'body')).toBe(
      'body.board.idea.1',
    );
    expect(findNulCharacter({ ['k\u0000']: 1 }, 'query')).toBe('query');
  });

  it('should accept other text, numbers, null and empty values', () => {
    expect(findNulCharacter({ a: 'tab\tline\nü \u0001', b: 1, c: null, d: [], e: true }, 'body')).toBeNull();
    expect(findNulCharacter(undefined, 'body')).toBeNull();
  });
});
