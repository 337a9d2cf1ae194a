import type { FieldPath, LiveViewer } from '@planner/domain';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import { rootReducer } from '@/lib/root-reducer';
import { editKey } from '@/lib/workspace-slice';

/** Who saved a field this tab did not: a person, or this account's other tab. */
export interface LiveFieldChange {
  version: number;
  /** The saver's name; null when no person is named (an admin tool). */
  name: string | null;
  /** Saved from another tab (or device) of the signed-in account. */
  self: boolean;
  /** When the change arrived (ISO). */
  at: string;
}

/** How an editor names who saved a field: their name, "Your other tab"; null when unknown. */
export function savedByOf(change: LiveFieldChange | undefined): string | null {
  if (!change) return null;
  return change.self ? 'Your other tab' : change.name;
}

/** What a board's live stream told this tab: who is here, and who last saved each field. */
export interface LiveState {
  /** boardId -> everyone with the board open (the caller included). */
  viewers: Record<string, LiveViewer[]>;
  /** `${boardId}:${path}` -> the latest change of a field that arrived through the stream. */
  changes: Record<string, LiveFieldChange>;
}

const initialState: LiveState = { viewers: {}, changes: {} };
const NO_VIEWERS: LiveViewer[] = [];

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    setViewers(state, action: PayloadAction<{ boardId: string; viewers: LiveViewer[] }>) {
      state.viewers[action.payload.boardId] = action.payload.viewers;
    },
    fieldsChanged(
      state,
      action: PayloadAction<{ boardId: string; fields: FieldPath[]; change: LiveFieldChange }>,
    ) {
      for (const field of action.payload.fields) {
        state.changes[editKey(action.payload.boardId, field)] = action.payload.change;
      }
    },
    resetLive: () => initialState,
  },
  selectors: {
    selectViewers: (state, boardId: string): LiveViewer[] => state.viewers[boardId] ?? NO_VIEWERS,
    selectFieldChange: (state, boardId: string, field: FieldPath): LiveFieldChange | undefined =>
      state.changes[editKey(boardId, field)],
  },
});

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof liveSlice> {}
}

export const injectedLiveSlice = liveSlice.injectInto(rootReducer);
export const { setViewers, fieldsChanged, resetLive } = liveSlice.actions;
export const { selectViewers, selectFieldChange } = injectedLiveSlice.selectors;
