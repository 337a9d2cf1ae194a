import type { CompletionSource } from '@planner/domain';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import { rootReducer } from '@/lib/root-reducer';

/** Unsaved editor values and where each field's last draft came from, per board and field. */
export interface WorkspaceState {
  /** `${boardId}:${field}` -> the user's unsaved value (text or table); kept until saved. */
  edits: Record<string, unknown>;
  /** `${boardId}:${field}` -> the source of the draft generated in this session. */
  sources: Record<string, CompletionSource>;
  /** `${boardId}:${field}` -> true while the edit is one restored from localStorage after a reload. */
  restored: Record<string, true>;
}

const initialState: WorkspaceState = { edits: {}, sources: {}, restored: {} };

export const editKey = (boardId: string, field: string) => `${boardId}:${field}`;

export const workspaceSlice = createSlice({
  name: 'workspace',
  initialState,
  reducers: {
    setEdit(state, action: PayloadAction<{ boardId: string; field: string; value: unknown }>) {
      state.edits[editKey(action.payload.boardId, action.payload.field)] = action.payload.value;
    },
    clearEdits(state, action: PayloadAction<{ boardId: string; fields: string[] }>) {
      for (const field of action.payload.fields) {
        delete state.edits[editKey(action.payload.boardId, field)];
        delete state.restored[editKey(action.payload.boardId, field)];
      }
    },
    /** Unsaved values found in localStorage when a board loads; edits made since then win. */
    restoreEdits(state, action: PayloadAction<{ boardId: string; edits: Record<string, unknown> }>) {
      for (const [field, value] of Object.entries(action.payload.edits)) {
        const key = editKey(action.payload.boardId, field);
        if (key in state.edits) continue;
        state.edits[key] = value;
        state.restored[key] = true;
      }
    },
    setSource(state, action: PayloadAction<{ boardId: string; field: string; source: CompletionSource }>) {
      state.sources[editKey(action.payload.boardId, action.payload.field)] = action.payload.source;
    },
    resetWorkspace: () => initialState,
  },
  selectors: {
    selectEdit: (state, boardId: string, field: string): unknown => state.edits[editKey(boardId, field)],
    selectSource: (state, boardId: string, field: string): CompletionSource | undefined =>
      state.sources[editKey(boardId, field)],
    selectRestored: (state, boardId: string, field: string): boolean =>
      state.restored[editKey(boardId, field)] === true,
  },
});

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof workspaceSlice> {}
}

export const injectedWorkspaceSlice = workspaceSlice.injectInto(rootReducer);
export const { setEdit, clearEdits, restoreEdits, setSource, resetWorkspace } = workspaceSlice.actions;
export const { selectEdit, selectSource, selectRestored } = injectedWorkspaceSlice.selectors;
