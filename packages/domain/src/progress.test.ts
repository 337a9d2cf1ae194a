import { describe, expect, it } from 'vitest';

import { boardProgress, clampProgress, PROGRESS_SEGMENTS, progressSegments } from './progress.js';

describe('clampProgress', () => {
  it('should draw 6 segments', () => {
    expect(PROGRESS_SEGMENTS).toBe(6);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [3, 3],
    [6, 6],
    [7, 6],
    [100, 6],
    [2.4, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('should clamp %s to %s', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('boardProgress', () => {
  it.each([
    ['IDEA', 1],
    ['TARGET_AUDIENCE', 2],
    ['UVP', 3],
    ['BUSINESS_MODEL', 4],
    ['BUDGETING', 5],
    ['GO_TO_MARKET', 6],
  ] as const)('should put a board in %s at %s', (stage, expected) => {
    expect(boardProgress(stage)).toBe(expected);
  });
});

describe('progressSegments', () => {
  it('should fill the segments up to the clamped value', () => {
    expect(progressSegments(0)).toEqual([true, false, false, false, false, false]);
    expect(progressSegments(4)).toEqual([true, true, true, true, false, false]);
    expect(progressSegments(7)).toEqual([true, true, true, true, true, true]);
  });
});
