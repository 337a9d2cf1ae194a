import { describe, expect, it } from 'vitest';

import {
  cleanInput,
  INPUT_DEPTH_MAX,
  INPUT_TOO_DEEP_MESSAGE,
  isSafeLink,
  NUL_MESSAGE,
  removeInvisibleControls,
  removeXmlForbidden,
  withoutXmlForbidden,
} from './text.js';

/** `[[[…]]]` nested `depth` levels deep, built without recursion. */
function nested(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
}

describe('cleanInput', () => {
  it('should name the path of the first string or key holding U+0000, at any depth', () => {
    const nul = (input: unknown, root: string) => cleanInput(input, root);
    expect(nul('a\u0000b', 'body')).toEqual({ problem: { path: 'body', message: NUL_MESSAGE } });
    expect(nul({ title: 'ok', board: { idea: ['x', 'y\u0000'] } }, 'body')).toEqual({
      problem: { path: 'body.board.idea.1', message: NUL_MESSAGE },
    });
    expect(nul({ ['k\u0000']: 1 }, 'query')).toEqual({ problem: { path: 'query', message: NUL_MESSAGE } });
  });

  it('should refuse nesting past the limit at the root, without recursion, and accept it at the limit', () => {
    const deep = { email: nested(10_000) };
    expect(cleanInput(deep, 'body')).toEqual({ problem: { path: 'body', message: INPUT_TOO_DEEP_MESSAGE } });
    expect(cleanInput({ a: nested(INPUT_DEPTH_MAX) }, 'body')).toEqual({
      problem: { path: 'body', message: INPUT_TOO_DEEP_MESSAGE },
    });
    expect('value' in cleanInput({ a: nested(INPUT_DEPTH_MAX - 1) }, 'body')).toBe(true);
  });

  it('should strip invisible controls from every string and key in place, keeping tab, newlines and passwords', () => {
    const input = {
      name: 'TA\u0001B\u0008C\u000bD\ufffeE\uffffF\u007f\u0085G\uD800H',
      list: ['tab\tlf\ncr\r 🍞 東京 \uFFFD'],
      ['col\u0002umn']: [1, null, true],
      password: 'pass\u0001word',
    };
    expect(cleanInput(input, 'body')).toEqual({
      value: {
        name: 'TABCDEFGH',
        list: ['tab\tlf\ncr\r 🍞 東京 \uFFFD'],
        column: [1, null, true],
        password: 'pass\u0001word',
      },
    });
    expect(cleanInput('a\u0001b', 'params')).toEqual({ value: 'ab' });
    expect(cleanInput(undefined, 'body')).toEqual({ value: undefined });
    // A cleaned key named `__proto__` is an own property, not the object's prototype.
    const cleaned = cleanInput(JSON.parse('{"__pro\\u0001to__": {"polluted": true}}'), 'body');
    expect('value' in cleaned && Object.getPrototypeOf(cleaned.value)).toBe(Object.prototype);
  });
});

describe('removeInvisibleControls', () => {
  it('should keep text that has none as it is', () => {
    expect(removeInvisibleControls('Plain text, ü, 🍞')).toBe('Plain text, ü, 🍞');
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

  it('should copy a value with every string and key cleaned', () => {
    expect(withoutXmlForbidden({ ['a\uFFFE']: ['b\uFFFF', 1, null] })).toEqual({ a: ['b', 1, null] });
  });
});
