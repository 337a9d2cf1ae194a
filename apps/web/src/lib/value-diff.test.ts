import { describe, expect, it } from 'vitest';

import { asGrid, cellDiff, wordDiff } from './value-diff';

describe('wordDiff', () => {
  it('should mark words only in the version as removed and words only in the current text as added', () => {
    expect(wordDiff('A cafe for bikes', 'A bar for bikes')).toEqual([
      { text: 'A ', change: 'same' },
      { text: 'cafe', change: 'removed' },
      { text: 'bar', change: 'added' },
      { text: ' for bikes', change: 'same' },
    ]);
  });
});

describe('cellDiff', () => {
  it('should flag the cells of a matrix that differ from the current table', () => {
    const version = asGrid({
      columns: ['Group', 'Need'],
      rows: [
        ['Parents', 'Time'],
        ['Students', 'Money'],
      ],
    });
    const current = asGrid({ columns: ['Group', 'Need'], rows: [['Parents', 'Sleep']] });
    expect(version && cellDiff(version, current).rows).toEqual([
      [{ text: 'Parents' }, { text: 'Time', now: 'Sleep' }],
      [
        { text: 'Students', now: '' },
        { text: 'Money', now: '' },
      ],
    ]);
  });

  it('should read a budget column by column', () => {
    expect(asGrid({ Item: ['Rent', 'Ads'], Cost: [100, 50] })).toEqual({
      columns: ['Item', 'Cost'],
      rows: [
        ['Rent', '100'],
        ['Ads', '50'],
      ],
    });
  });
});
