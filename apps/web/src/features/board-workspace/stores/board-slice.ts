import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import { rootReducer } from '@/lib/root-reducer';

/**
 * The open board's load state (spec 4: loading sets `loading`, then the board is stored and the
 * error cleared). The board itself lives only in the RTK Query cache (`getBoard`); `boardId` says
 * which board the stage slices were started for.
 */
export interface BoardState {
  boardId: string | null;
  loading: boolean;
  error: string | null;
}

const initialState: BoardState = { boardId: null, loading: false, error: null };

export const boardSlice = createSlice({
  name: 'board',
  initialState,
  reducers: {
    boardLoading(state) {
      state.loading = true;
    },
    boardLoaded(state, action: PayloadAction<string>) {
      state.boardId = action.payload;
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
