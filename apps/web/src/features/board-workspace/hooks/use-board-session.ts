import { type Board, initialStepOnLoad, STAGE_IDS } from '@planner/domain';
import * as React from 'react';

import { errorMessage } from '@/lib/api-error';
import { useGetBoardQuery } from '@/lib/boards-api';
import { readDrafts } from '@/lib/draft-storage';

import { useAppDispatch, useAppSelector, useGetState } from '../lib/store-hooks';
import { boardLoaded, boardLoadFailed, boardLoading, selectBoardState } from '../stores/board-slice';
import { stageActions } from '../stores/stage-slices';
import { restoreEdits } from '../stores/workspace-slice';

/**
 * Opens a board (spec 4), once per board page (`BoardSession`): the board slice goes loading, then
 * records the board with no error, or the failure's message. The first time a board arrives, each
 * stage starts at the domain's load step and unsaved edits backed up before a reload come back.
 */
export function useBoardSession(boardId: string): void {
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const { data: board, isLoading, isError, error } = useGetBoardQuery(boardId);

  React.useEffect(() => {
    if (isLoading) dispatch(boardLoading());
  }, [dispatch, isLoading]);

  React.useEffect(() => {
    if (isError) dispatch(boardLoadFailed(errorMessage(error)));
  }, [dispatch, isError, error]);

  React.useEffect(() => {
    if (!board) return;
    if (selectBoardState(getState()).boardId !== boardId) {
      startStages(dispatch, board);
      dispatch(restoreEdits({ boardId, edits: readDrafts(boardId) }));
    }
    dispatch(boardLoaded(boardId));
  }, [dispatch, getState, boardId, board]);
}

function startStages(dispatch: ReturnType<typeof useAppDispatch>, board: Board) {
  for (const stage of STAGE_IDS) dispatch(stageActions(stage).start(initialStepOnLoad(stage, board)));
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
