import { afterEach, describe, expect, it, vi } from 'vitest';

import { forgetAllDrafts, readDrafts, storeDraftSoon } from './draft-storage';

describe('draft storage', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('should keep an unsaved value per board and field once typing pauses', () => {
    vi.useFakeTimers();
    storeDraftSoon('board-1', 'initialIdea', 'Bikes for vegetables');
    expect(readDrafts('board-1')).toEqual({});
    vi.advanceTimersByTime(400);
    expect(readDrafts('board-1')).toEqual({ initialIdea: 'Bikes for vegetables' });
  });

  it('should forget every board on sign-out, including a write still waiting, and leave other keys', () => {
    vi.useFakeTimers();
    localStorage.setItem('sidebar-something', 'kept');
    storeDraftSoon('board-1', 'initialIdea', 'first');
    vi.advanceTimersByTime(400);
    storeDraftSoon('board-2', 'geoMarket', 'pending');
    forgetAllDrafts();
    vi.advanceTimersByTime(400);
    expect(readDrafts('board-1')).toEqual({});
    expect(readDrafts('board-2')).toEqual({});
    expect(localStorage.getItem('sidebar-something')).toBe('kept');
  });
});
