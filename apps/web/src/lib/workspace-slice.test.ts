import type { EditConflict } from '@planner/domain';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

import { rootReducer } from '@/lib/root-reducer';

import {
  restoreEdits,
  selectBase,
  selectConflict,
  selectEdit,
  selectRestored,
  selectSource,
  setConflicts,
  setEdit,
  setSource,
} from './workspace-slice';

describe('workspace slice', () => {
  it('should key edits, sources, restored flags, bases and conflicts by the field path', () => {
    const store = configureStore({ reducer: rootReducer });
    const state = () => store.getState() as never;
    store.dispatch(setEdit({ boardId: 'b', field: 'ideaData.initialIdea', value: 'Mine', base: 2 }));
    store.dispatch(restoreEdits({ boardId: 'b', edits: { 'uvpData.elevatorPitch': { value: 'Restored' } } }));
    store.dispatch(setSource({ boardId: 'b', field: 'ideaData.businessIdea', source: 'ai' }));
    // The server names a conflict's field by its path: the editor of that path shows it.
    const conflict: EditConflict = {
      field: 'ideaData.refinedBusinessIdea',
      base: 'Before',
      theirs: 'Theirs',
      yours: 'Mine',
      at: '2026-01-01T00:00:00.000Z',
    };
    store.dispatch(setConflicts({ boardId: 'b', conflicts: [conflict], version: 5 }));

    expect(selectEdit(state(), 'b', 'ideaData.initialIdea')).toBe('Mine');
    expect(selectBase(state(), 'b', 'ideaData.initialIdea')).toBe(2);
    expect(selectEdit(state(), 'b', 'uvpData.elevatorPitch')).toBe('Restored');
    expect(selectRestored(state(), 'b', 'uvpData.elevatorPitch')).toBe(true);
    expect(selectSource(state(), 'b', 'ideaData.businessIdea')).toBe('ai');
    expect(selectConflict(state(), 'b', 'ideaData.refinedBusinessIdea')).toEqual(conflict);
    expect(selectBase(state(), 'b', 'ideaData.refinedBusinessIdea')).toBe(5);
    expect(
      Object.keys((store.getState() as { workspace: { conflicts: object } }).workspace.conflicts),
    ).toEqual(['b:ideaData.refinedBusinessIdea']);
  });
});
