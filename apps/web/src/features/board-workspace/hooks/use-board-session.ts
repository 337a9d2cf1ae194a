import { type Board } from '@planner/domain';
import * as React from 'react';

import { errorMessage } from '@/lib/api-error';
import { useGetBoardQuery } from '@/lib/boards-api';
import { flushDrafts, readDraftEntries } from '@/lib/draft-storage';
import { useAppDispatch, useAppSelector, useGetState } from '@/lib/store-hooks';

import { openBoard } from '../lib/open-board';
import { boardLoaded, boardLoadFailed, boardLoading, selectBoardState } from '../stores/board-slice';

/**
 * Opens a board (spec 4), once per board page (`BoardSession`): the board slice goes loading, then
 * records the board with no error, or the failure's message. The first time a board arrives, each
 * stage starts at the domain's load step and unsaved edits backed up before a reload come back.
 * While it is open, leaving or hiding the page writes the backups still waiting (`flushDrafts`).
 */
export function useBoardSession(boardId: string): void {
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const { data: board, isLoading, isError, error } = useGetBoardQuery(boardId);

  // Text typed just before the page is hidden or left (a reload, Back out of the app, a closed
  // tab) is backed up at once, not after the backup's debounce.
  React.useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flushDrafts();
    };
    window.addEventListener('pagehide', flushDrafts);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flushDrafts);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, []);

  React.useEffect(() => {
    if (isLoading) dispatch(boardLoading());
  }, [dispatch, isLoading]);

  React.useEffect(() => {
    if (isError) dispatch(boardLoadFailed(errorMessage(error)));
  }, [dispatch, isError, error]);

  React.useEffect(() => {
    if (!board) return;
    if (selectBoardState(getState()).boardId !== boardId)
      openBoard(dispatch, board, readDraftEntries(boardId));
    else dispatch(boardLoaded(boardId));
  }, [dispatch, getState, boardId, board]);
}

/**
 * The board as every screen reads it: straight from the RTK Query cache (one entry per board, so an
 * update to it changes every screen), once its stages have started; else null and the load error.
 */
export function useBoard(boardId: string): { board: Board | null; error: string | null } {
  const { data } = useGetBoardQuery(boardId);
  const { boardId: openId, error } = useAppSelector(selectBoardState);
  return { board: data && openId === boardId ? data : null, error };
}
