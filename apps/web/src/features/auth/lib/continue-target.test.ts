import { describe, expect, it } from 'vitest';

import { safeTarget } from './continue-target';

const ORIGIN = 'http://localhost:3000';

describe('safeTarget', () => {
  it('should keep a path on this site', () => {
    expect(safeTarget('http://localhost:3000/login?from=reset', ORIGIN)).toBe('/login?from=reset');
    expect(safeTarget('/boards/1', ORIGIN)).toBe('/boards/1');
  });

  it.each([
    'http://localhost:3000//evil.com/v',
    '/\\evil.com',
    '/..//evil.com',
    'http://evil.com@localhost:3000/',
    'https://evil.example.com/',
  ])('should go home instead of following %j', (continueUrl) => {
    expect(safeTarget(continueUrl, ORIGIN)).toBe('/');
  });

  it('should go home without a continue URL', () => {
    expect(safeTarget(null, ORIGIN)).toBe('/');
  });
});
