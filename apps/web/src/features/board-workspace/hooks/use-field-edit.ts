import * as React from 'react';

import { useAppDispatch, useAppSelector } from '../lib/store-hooks';
import { selectEdit, setEdit } from '../stores/workspace-slice';

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A field's editor value: the user's unsaved edit if there is one (kept in the store, so moving between
 * steps or a failed save never loses it), else the stored value, else `fallback` (the AI draft a
 * refined field starts from). `dirty` says the editor differs from what is stored.
 */
export function useFieldEdit<T>(boardId: string, field: string, stored: T, fallback?: T) {
  const dispatch = useAppDispatch();
  const edit = useAppSelector((state) => selectEdit(state, boardId, field)) as T | undefined;
  const empty = stored === null || stored === '' || stored === undefined;
  const value = edit !== undefined ? edit : empty && fallback !== undefined ? fallback : stored;
  const setValue = React.useCallback(
    (next: T) => dispatch(setEdit({ boardId, field, value: next })),
    [boardId, dispatch, field],
  );
  return { value, setValue, dirty: !same(value, stored) };
}
