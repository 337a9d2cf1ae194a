import type { Board } from '@planner/domain';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import { rootReducer } from '@/lib/root-reducer';

/** The open board (spec 4: loading sets `loading`, then stores the board and clears the error). */
export interface BoardState {
  board: Board | null;
  loading: boolean;
  error: string | null;
}

const initialState: BoardState = { board: null, loading: false, error: null };

export const boardSlice = createSlice({
  name: 'board',
  initialState,
  reducers: {
    boardLoading(state) {
      state.loading = true;
    },
    boardLoaded(state, action: PayloadAction<Board>) {
      state.board = action.payload;
      state.loading = false;
      state.error = null;
    },
    boardLoadFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    resetBoard: () => initialState,
  },
  selectors: {
    selectBoardState: (state) => state,
  },
});

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof boardSlice> {}
}

export const injectedBoardSlice = boardSlice.injectInto(rootReducer);
export const { boardLoading, boardLoaded, boardLoadFailed, resetBoard } = boardSlice.actions;
export const { selectBoardState } = injectedBoardSlice.selectors;
