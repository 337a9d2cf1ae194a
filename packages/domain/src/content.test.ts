import { describe, expect, it } from 'vitest';

import { hasBudget, hasTable, hasText } from './content.js';

describe('hasText', () => {
  it.each([['a'], ['  idea  '], ['0']])('should count %j as content', (value) => {
    expect(hasText(value)).toBe(true);
  });

  it.each([[''], ['   '], ['\n\t '], [null], [undefined]])('should not count %j as content', (value) => {
    expect(hasText(value)).toBe(false);
  });
});

describe('hasTable', () => {
  it('should need at least one row', () => {
    expect(hasTable({ columns: ['A'], rows: [['x']] })).toBe(true);
    expect(hasTable({ columns: ['A'], rows: [] })).toBe(false);
    expect(hasTable(null)).toBe(false);
    expect(hasTable(undefined)).toBe(false);
  });
});

describe('hasBudget', () => {
  it('should need at least one column', () => {
    expect(hasBudget({ Item: [] })).toBe(true);
    expect(hasBudget({})).toBe(false);
    expect(hasBudget(null)).toBe(false);
  });
});
