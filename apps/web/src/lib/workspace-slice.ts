import type { CompletionSource, EditConflict, FieldPath } from '@planner/domain';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import type { DraftEntries } from '@/lib/draft-storage';
import { rootReducer } from '@/lib/root-reducer';

/** A refused save's conflict as the editor keeps it, with who saved theirs when this tab knows. */
export type HeldConflict = EditConflict & {
  /** Their name, "Your other tab" (this account elsewhere), or null/absent: "Someone else". */
  savedBy?: string | null;
};

/**
 * Unsaved editor values and where each field's last draft came from, per board and field. A field is
 * named by its `FieldPath` (`ideaData.initialIdea`), as history and the server's conflicts name it.
 */
export interface WorkspaceState {
  /** `${boardId}:${path}` -> the user's unsaved value (text or table); kept until saved. */
  edits: Record<string, unknown>;
  /** `${boardId}:${path}` -> the source of the draft generated in this session. */
  sources: Record<string, CompletionSource>;
  /** `${boardId}:${path}` -> true while the edit is one restored from localStorage after a reload. */
  restored: Record<string, true>;
  /** `${boardId}:${path}` -> the board version the unsaved edit started from (`x-base-version`). */
  bases: Record<string, number>;
  /** `${boardId}:${path}` -> what the server refused because someone else saved the field meanwhile. */
  conflicts: Record<string, HeldConflict>;
}

const initialState: WorkspaceState = { edits: {}, sources: {}, restored: {}, bases: {}, conflicts: {} };

/** Whether two editor values are the same text or table. */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export const editKey = (boardId: string, field: FieldPath) => `${boardId}:${field}`;

export const workspaceSlice = createSlice({
  name: 'workspace',
  initialState,
  reducers: {
    /** An edit; the first one of a field records `base`, the board version it started from. */
    setEdit(
      state,
      action: PayloadAction<{ boardId: string; field: FieldPath; value: unknown; base?: number }>,
    ) {
      const key = editKey(action.payload.boardId, action.payload.field);
      if (!(key in state.edits) && action.payload.base !== undefined) state.bases[key] = action.payload.base;
      state.edits[key] = action.payload.value;
    },
    clearEdits(state, action: PayloadAction<{ boardId: string; fields: FieldPath[] }>) {
      for (const field of action.payload.fields) {
        const key = editKey(action.payload.boardId, field);
        delete state.edits[key];
        delete state.restored[key];
        delete state.bases[key];
        delete state.conflicts[key];
      }
    },
    /**
     * A save the server acknowledged, as `version`: an edit still holding the value saved is done; one
     * typed on while the save was on its way stays, now starting from the version that save made.
     */
    settleSaved(
      state,
      action: PayloadAction<{ boardId: string; saved: Partial<Record<FieldPath, unknown>>; version: number }>,
    ) {
      for (const [field, value] of Object.entries(action.payload.saved)) {
        const key = editKey(action.payload.boardId, field as FieldPath);
        if (!(key in state.edits)) continue;
        if (sameValue(state.edits[key], value)) {
          delete state.edits[key];
          delete state.restored[key];
          delete state.bases[key];
          delete state.conflicts[key];
        } else {
          state.bases[key] = action.payload.version;
          delete state.conflicts[key];
        }
      }
    },
    /** Unsaved values found in localStorage when a board loads; edits made since then win. */
    restoreEdits(state, action: PayloadAction<{ boardId: string; edits: DraftEntries }>) {
      for (const [field, entry] of Object.entries(action.payload.edits)) {
        if (!entry) continue;
        const { value, base, conflict } = entry;
        const key = editKey(action.payload.boardId, field as FieldPath);
        if (key in state.edits) continue;
        state.edits[key] = value;
        state.restored[key] = true;
        if (base !== undefined) state.bases[key] = base;
        if (conflict) state.conflicts[key] = conflict;
      }
    },
    /**
     * A save refused because someone else saved these fields: each edit now starts from `version`
     * (the board as read after the refusal), so saving it again is a choice made seeing theirs.
     */
    setConflicts(
      state,
      action: PayloadAction<{ boardId: string; conflicts: HeldConflict[]; version: number }>,
    ) {
      for (const conflict of action.payload.conflicts) {
        const key = editKey(action.payload.boardId, conflict.field as FieldPath);
        state.conflicts[key] = conflict;
        state.bases[key] = action.payload.version;
      }
    },
    setSource(state, action: PayloadAction<{ boardId: string; field: FieldPath; source: CompletionSource }>) {
      state.sources[editKey(action.payload.boardId, action.payload.field)] = action.payload.source;
    },
    resetWorkspace: () => initialState,
  },
  selectors: {
    selectEdit: (state, boardId: string, field: FieldPath): unknown => state.edits[editKey(boardId, field)],
    selectSource: (state, boardId: string, field: FieldPath): CompletionSource | undefined =>
      state.sources[editKey(boardId, field)],
    selectRestored: (state, boardId: string, field: FieldPath): boolean =>
      state.restored[editKey(boardId, field)] === true,
    selectBase: (state, boardId: string, field: FieldPath): number | undefined =>
      state.bases[editKey(boardId, field)],
    selectConflict: (state, boardId: string, field: FieldPath): HeldConflict | undefined =>
      state.conflicts[editKey(boardId, field)],
  },
});

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof workspaceSlice> {}
}

export const injectedWorkspaceSlice = workspaceSlice.injectInto(rootReducer);
export const { setEdit, clearEdits, settleSaved, restoreEdits, setConflicts, setSource, resetWorkspace } =
  workspaceSlice.actions;
export const { selectEdit, selectSource, selectRestored, selectBase, selectConflict } =
  injectedWorkspaceSlice.selectors;
