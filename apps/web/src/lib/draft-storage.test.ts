import { afterEach, describe, expect, it, vi } from 'vitest';

import { flushDrafts, forgetDrafts, readDraftEntries, readDrafts, storeDraftSoon } from './draft-storage';
import { forgetAllDrafts } from './forget-all-drafts';

describe('draft storage', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('should keep an unsaved value per board and field once typing pauses', () => {
    vi.useFakeTimers();
    storeDraftSoon('board-1', 'ideaData.initialIdea', 'Bikes for vegetables');
    expect(readDrafts('board-1')).toEqual({});
    vi.advanceTimersByTime(400);
    expect(readDrafts('board-1')).toEqual({ 'ideaData.initialIdea': 'Bikes for vegetables' });
  });

  it('should forget every board on sign-out, including a write still waiting, and leave other keys', () => {
    vi.useFakeTimers();
    localStorage.setItem('sidebar-something', 'kept');
    storeDraftSoon('board-1', 'ideaData.initialIdea', 'first');
    vi.advanceTimersByTime(400);
    storeDraftSoon('board-2', 'ideaData.geoMarket', 'pending');
    forgetAllDrafts();
    vi.advanceTimersByTime(400);
    expect(readDrafts('board-1')).toEqual({});
    expect(readDrafts('board-2')).toEqual({});
    expect(localStorage.getItem('sidebar-something')).toBe('kept');
  });

  it('should write the backups still waiting at once when flushed (the page is hidden or left)', () => {
    vi.useFakeTimers();
    storeDraftSoon('board-1', 'ideaData.initialIdea', 'Typed just before a reload', { base: 7 });
    storeDraftSoon('board-1', 'ideaData.geoMarket', 'Typed before switching tabs', { base: 8 });
    flushDrafts();
    expect(readDraftEntries('board-1')).toEqual({
      'ideaData.initialIdea': { value: 'Typed just before a reload', base: 7 },
      'ideaData.geoMarket': { value: 'Typed before switching tabs', base: 8 },
    });
    vi.advanceTimersByTime(400);
    expect(readDrafts('board-1')).toEqual({
      'ideaData.initialIdea': 'Typed just before a reload',
      'ideaData.geoMarket': 'Typed before switching tabs',
    });
  });

  it('should read a backup written before versions were kept as a value without a base', () => {
    localStorage.setItem('planner:draft:board-1:initialIdea', JSON.stringify('Older backup'));
    expect(readDraftEntries('board-1')).toEqual({ 'ideaData.initialIdea': { value: 'Older backup' } });
  });

  it('should write under the field path and restore a backup stored under the bare name before paths', () => {
    vi.useFakeTimers();
    storeDraftSoon('board-1', 'ideaData.initialIdea', 'Typed after the upgrade');
    vi.advanceTimersByTime(400);
    expect(localStorage.getItem('planner:draft:board-1:ideaData.initialIdea')).not.toBeNull();
    const old = { draft: 1, value: [['Students', 'x']], base: 3 };
    localStorage.setItem('planner:draft:board-1:marketSegmentationMatrix', JSON.stringify(old));
    localStorage.setItem('planner:draft:board-1:chosenTargetGroup', JSON.stringify('Students'));
    expect(readDraftEntries('board-1')).toEqual({
      'ideaData.initialIdea': { value: 'Typed after the upgrade' },
      'targetAudienceData.marketSegmentationMatrix': { value: [['Students', 'x']], base: 3 },
      'targetAudienceData.chosenTargetGroup': { value: 'Students' },
    });
    // A newer backup under the path wins over an older one under the bare name, in either order.
    localStorage.setItem('planner:draft:board-1:initialIdea', JSON.stringify('Older, before paths'));
    expect(readDrafts('board-1')['ideaData.initialIdea']).toBe('Typed after the upgrade');
    // Saving the field forgets both.
    forgetDrafts('board-1', ['ideaData.initialIdea', 'targetAudienceData.chosenTargetGroup']);
    expect(Object.keys(localStorage).sort()).toEqual(['planner:draft:board-1:marketSegmentationMatrix']);
  });
});
