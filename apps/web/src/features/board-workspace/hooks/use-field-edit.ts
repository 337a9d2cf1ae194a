import * as React from 'react';

import { forgetDrafts, storeDraftSoon } from '@/lib/draft-storage';

import { useAppDispatch, useAppSelector } from '../lib/store-hooks';
import { clearEdits, selectEdit, selectRestored, setEdit } from '../stores/workspace-slice';

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A field's editor value: the user's unsaved edit if there is one (kept in the store, so moving between
 * steps or a failed save never loses it), else the stored value, else `fallback` (the AI draft a
 * refined field starts from). `dirty` says the editor differs from what is stored. Each edit is also
 * backed up in localStorage (a reload restores it: `restored`, until saved or `discard`ed).
 */
export function useFieldEdit<T>(boardId: string, field: string, stored: T, fallback?: T) {
  const dispatch = useAppDispatch();
  const edit = useAppSelector((state) => selectEdit(state, boardId, field)) as T | undefined;
  const empty = stored === null || stored === '' || stored === undefined;
  const value = edit !== undefined ? edit : empty && fallback !== undefined ? fallback : stored;
  const restored = useAppSelector((state) => selectRestored(state, boardId, field));
  const setValue = React.useCallback(
    (next: T) => {
      dispatch(setEdit({ boardId, field, value: next }));
      storeDraftSoon(boardId, field, next);
    },
    [boardId, dispatch, field],
  );
  const discard = React.useCallback(() => {
    dispatch(clearEdits({ boardId, fields: [field] }));
    forgetDrafts(boardId, [field]);
  }, [boardId, dispatch, field]);
  const dirty = !same(value, stored);
  return { value, setValue, dirty, restored: restored && dirty, discard };
}
