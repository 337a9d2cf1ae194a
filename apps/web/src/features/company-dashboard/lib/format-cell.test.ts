import { describe, expect, it } from 'vitest';

import { formatDate, formatLimit } from './format-cell';

describe('formatDate', () => {
  it('should show short month, day, year, hour and minute', () => {
    const value = '2025-03-05T14:07:00';
    expect(formatDate(value)).toBe('Mar 5, 2025, 2:07 PM');
  });

  it('should show a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('formatLimit', () => {
  it('should show the infinity sign for unlimited and the number otherwise', () => {
    expect(formatLimit(null)).toBe('∞');
    expect(formatLimit(0)).toBe('0');
    expect(formatLimit(12)).toBe('12');
  });
});
