import { describe, expect, it } from 'vitest';

import { exactTime, relativeTime } from './format-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('should say just now under a minute', () => {
    expect(relativeTime('2026-11-21T11:59:30Z', now)).toBe('just now');
  });

  it('should use the largest whole unit', () => {
    expect(relativeTime('2026-11-21T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-20T11:00:00Z', now)).toBe('yesterday');
  });

  it('should give a dash for an invalid date', () => {
    expect(relativeTime('nonsense', now)).toBe('-');
    expect(exactTime('nonsense')).toBe('-');
  });
});
