import { describe, expect, it } from 'vitest';

import { findNulCharacter, isSafeLink, removeXmlForbidden } from './text.js';

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

describe('isSafeLink', () => {
  it('should keep absolute http, https and mailto links only', () => {
    for (const url of ['https://example.com/a(b)', 'HTTP://example.com', ' \u0001mailto:ada@example.com']) {
      expect(isSafeLink(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/relative/path',
      '//example.com',
      '',
    ]) {
      expect(isSafeLink(url), url).toBe(false);
    }
  });
});

describe('removeXmlForbidden', () => {
  it('should remove U+FFFE, U+FFFF, lone surrogates and C0 controls but keep tab, newlines and emoji', () => {
    expect(removeXmlForbidden('a\uFFFEb\uFFFFc\u0001d\u001Fe\uD800f')).toBe('abcdef');
    expect(removeXmlForbidden('tab\tlf\ncr\r 🍞 東京 \uFFFD')).toBe('tab\tlf\ncr\r 🍞 東京 \uFFFD');
  });
});
