import { afterEach, describe, expect, it, vi } from 'vitest';

import { flushDrafts, readDraftEntries, readDrafts, storeDraftSoon } from './draft-storage';
import { forgetAllDrafts } from './forget-all-drafts';

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

  it('should write the backups still waiting at once when flushed (the page is hidden or left)', () => {
    vi.useFakeTimers();
    storeDraftSoon('board-1', 'initialIdea', 'Typed just before a reload', { base: 7 });
    storeDraftSoon('board-1', 'geoMarket', 'Typed before switching tabs', { base: 8 });
    flushDrafts();
    expect(readDraftEntries('board-1')).toEqual({
      initialIdea: { value: 'Typed just before a reload', base: 7 },
      geoMarket: { value: 'Typed before switching tabs', base: 8 },
    });
    vi.advanceTimersByTime(400);
    expect(readDrafts('board-1')).toEqual({
      initialIdea: 'Typed just before a reload',
      geoMarket: 'Typed before switching tabs',
    });
  });

  it('should read a backup written before versions were kept as a value without a base', () => {
    localStorage.setItem('planner:draft:board-1:initialIdea', JSON.stringify('Older backup'));
    expect(readDraftEntries('board-1')).toEqual({ initialIdea: { value: 'Older backup' } });
  });
});
