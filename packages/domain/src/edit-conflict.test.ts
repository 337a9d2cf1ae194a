import { describe, expect, it } from 'vitest';

import { BoardPatchHeadersSchema } from './api/boards.js';
import { applyBoardPatch } from './board-patch.js';
import { BASE_VERSION_HEADER, findEditConflicts } from './edit-conflict.js';
import { boardFieldChanges } from './history.js';

const stored = {
  title: 'Bike cafe',
  ideaData: { initialIdea: 'Tab A text', problemStatement: 'Flat tyres' },
};

describe('findEditConflicts', () => {
  it('should report a field the write changes that someone changed after the base version', () => {
    const next = applyBoardPatch(stored as never, { ideaData: { initialIdea: 'Tab B text' } });
    const changes = boardFieldChanges(stored, next);
    const later = [
      { field: 'ideaData.initialIdea', before: 'Old text', at: '2026-11-26T04:00:00.000Z' },
      { field: 'title', before: 'Untitled board', at: '2026-11-26T04:00:01.000Z' },
      { field: 'ideaData.initialIdea', before: 'Middle text', at: '2026-11-26T04:00:02.000Z' },
    ];
    expect(findEditConflicts(changes, later)).toEqual([
      {
        field: 'ideaData.initialIdea',
        base: 'Old text',
        theirs: 'Tab A text',
        yours: 'Tab B text',
        at: '2026-11-26T04:00:02.000Z',
      },
    ]);
  });

  it('should let fields nobody else touched through', () => {
    const next = applyBoardPatch(stored as never, { ideaData: { problemStatement: 'Punctures' } });
    const later = [{ field: 'ideaData.initialIdea', before: 'Old text', at: '2026-11-26T04:00:00.000Z' }];
    expect(findEditConflicts(boardFieldChanges(stored, next), later)).toEqual([]);
  });

  it('should let a write through when the field is back at the value the edit started from', () => {
    const next = applyBoardPatch(stored as never, { title: 'Bike bar' });
    const later = [
      { field: 'title', before: 'Bike cafe', at: '2026-11-26T04:00:00.000Z' },
      { field: 'title', before: 'Cycle cafe', at: '2026-11-26T04:00:01.000Z' },
    ];
    expect(findEditConflicts(boardFieldChanges(stored, next), later)).toEqual([]);
  });

  it('should not conflict when the write stores what is already there', () => {
    const next = applyBoardPatch(stored as never, { ideaData: { initialIdea: 'Tab A text' } });
    const later = [{ field: 'ideaData.initialIdea', before: '', at: '2026-11-26T04:00:00.000Z' }];
    expect(findEditConflicts(boardFieldChanges(stored, next), later)).toEqual([]);
  });
});

describe('BoardPatchHeadersSchema', () => {
  it('should read the base version as a number and refuse a malformed one', () => {
    expect(BoardPatchHeadersSchema.parse({ [BASE_VERSION_HEADER]: '12' })[BASE_VERSION_HEADER]).toBe(12);
    expect(BoardPatchHeadersSchema.parse({})[BASE_VERSION_HEADER]).toBeUndefined();
    expect(
      BoardPatchHeadersSchema.safeParse({ [BASE_VERSION_HEADER]: 'abc' }).error?.issues[0]?.message,
    ).toBe('Board version must be a whole number');
  });
});
