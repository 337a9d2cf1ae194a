import { describe, expect, it } from 'vitest';

import { textLimitNote } from './text-limit.js';

describe('textLimitNote', () => {
  it('should say nothing below 18,000 characters', () => {
    expect(textLimitNote('a'.repeat(17_999))).toBeNull();
  });

  it('should count from 18,000 characters up to the limit', () => {
    expect(textLimitNote('a'.repeat(18_000))).toEqual({
      over: false,
      message: '18,000 of 20,000 characters',
    });
    expect(textLimitNote('a'.repeat(20_000))).toEqual({
      over: false,
      message: '20,000 of 20,000 characters',
    });
  });

  it('should refuse past the limit, saying by how much to shorten it', () => {
    expect(textLimitNote('a'.repeat(20_001))).toEqual({
      over: true,
      message: 'Too long to save: 20,001 of 20,000 characters. Shorten it by 1 character.',
    });
    expect(textLimitNote('a'.repeat(20_345))?.message).toBe(
      'Too long to save: 20,345 of 20,000 characters. Shorten it by 345 characters.',
    );
  });
});
