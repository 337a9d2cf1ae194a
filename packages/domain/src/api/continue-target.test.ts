import { describe, expect, it } from 'vitest';

import { continuePath } from './continue-target.js';

const APP = 'http://localhost:3000';

describe('continuePath', () => {
  it.each([
    ['/login', '/login'],
    ['/login?from=reset#top', '/login?from=reset#top'],
    ['/', '/'],
    ['http://localhost:3000/', '/'],
    ['http://localhost:3000/boards/1?x=1', '/boards/1?x=1'],
  ])('should accept %s as %s', (value, path) => {
    expect(continuePath(value, APP)).toBe(path);
  });

  it.each([
    'http://localhost:3000//evil.com/v',
    '//evil.com/v',
    '/\\evil.com',
    '/..//evil.com',
    'http://localhost:3000/..//evil.com',
    'http://evil.com@localhost:3000/',
    'http://user:pass@localhost:3000/',
    'https://evil.example.com/login',
    'http://localhost:3000.evil.example.com/',
    'http://localhost:3001/',
    'https://localhost:3000/',
    'javascript:alert(1)',
    '/a/../b',
    '/./login',
    '/\tlogin',
    'login',
    '',
  ])('should refuse %j', (value) => {
    expect(continuePath(value, APP)).toBeNull();
  });
});
