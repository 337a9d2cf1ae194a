import type { FieldPath } from '@planner/domain';
import * as React from 'react';

import { boardsApi } from '@/lib/boards-api';
import { forgetDrafts, storeDraftSoon } from '@/lib/draft-storage';
import { savedByOf, selectFieldChange } from '@/lib/live-slice';
import { useAppDispatch, useAppSelector, useGetState } from '@/lib/store-hooks';
import {
  clearEdits,
  sameValue,
  selectBase,
  selectConflict,
  selectEdit,
  selectRestored,
  setConflicts,
  setEdit,
} from '@/lib/workspace-slice';

/**
 * A field's editor value (the field named by its path, `ideaData.initialIdea`): the user's unsaved edit if there is one (kept in the store, so moving between
 * steps or a failed save never loses it), else the stored value, else `fallback` (the AI draft a
 * refined field starts from). `dirty` says the editor differs from what is stored. Each edit is also
 * backed up in localStorage (a reload restores it: `restored`, until saved or `discard`ed), with
 * the board version it started from, which its save sends; `conflict` is set when that save was
 * refused because someone else saved the field meanwhile (until saved or discarded).
 *
 * A live change (the board's stream) of a field being edited here does not replace the text: the
 * board updates underneath and `liveChange` says who saved it (`savedBy`: their name, "Your other
 * tab", or null for nobody named); `showTheirs` turns it into the same side-by-side choice as a
 * refused save.
 */
export function useFieldEdit<T>(boardId: string, field: FieldPath, stored: T, fallback?: T) {
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const edit = useAppSelector((state) => selectEdit(state, boardId, field)) as T | undefined;
  const empty = stored === null || stored === '' || stored === undefined;
  const value = edit !== undefined ? edit : empty && fallback !== undefined ? fallback : stored;
  const restored = useAppSelector((state) => selectRestored(state, boardId, field));
  const conflict = useAppSelector((state) => selectConflict(state, boardId, field));
  const setValue = React.useCallback(
    (next: T) => {
      // The first edit of a field starts from the board this tab shows now.
      const shown = boardsApi.endpoints.getBoard.select(boardId)(getState() as never).data?.version;
      dispatch(setEdit({ boardId, field, value: next, base: shown }));
      const state = getState();
      storeDraftSoon(boardId, field, next, {
        base: selectBase(state, boardId, field),
        conflict: selectConflict(state, boardId, field),
      });
    },
    [boardId, dispatch, field, getState],
  );
  const discard = React.useCallback(() => {
    dispatch(clearEdits({ boardId, fields: [field] }));
    forgetDrafts(boardId, [field]);
  }, [boardId, dispatch, field]);
  const dirty = !sameValue(value, stored);
  const change = useAppSelector((state) => selectFieldChange(state, boardId, field));
  const base = useAppSelector((state) => selectBase(state, boardId, field));
  const shownVersion = useAppSelector(
    (state) => boardsApi.endpoints.getBoard.select(boardId)(state as never).data?.version ?? 0,
  );
  const savedBy = conflict ? (conflict.savedBy ?? null) : savedByOf(change);
  // Theirs is on screen once the board holding it is; an edit started from it already saw it.
  const liveChange =
    edit !== undefined &&
    dirty &&
    !conflict &&
    change &&
    change.version <= shownVersion &&
    change.version > (base ?? 0)
      ? change
      : undefined;
  const showTheirs = React.useCallback(() => {
    if (!change) return;
    dispatch(
      setConflicts({
        boardId,
        conflicts: [
          { field, base: null, theirs: stored, yours: value, at: change.at, savedBy: savedByOf(change) },
        ],
        version: change.version,
      }),
    );
  }, [boardId, change, dispatch, field, stored, value]);
  return {
    value,
    setValue,
    dirty,
    restored: restored && dirty,
    discard,
    conflict,
    liveChange,
    savedBy,
    showTheirs,
  };
}
