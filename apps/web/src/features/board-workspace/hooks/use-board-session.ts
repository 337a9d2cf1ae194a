import { type Board, initialStepOnLoad, STAGE_IDS, stageInfo } from '@planner/domain';
import * as React from 'react';

import { errorMessage } from '@/lib/api-error';
import { useGetBoardQuery } from '@/lib/boards-api';
import { readDrafts } from '@/lib/draft-storage';

import { useAppDispatch, useAppSelector } from '../lib/store-hooks';
import { boardLoaded, boardLoadFailed, boardLoading, selectBoardState } from '../stores/board-slice';
import { STAGE_SLICES } from '../stores/stage-slices';
import { restoreEdits } from '../stores/workspace-slice';

/**
 * Loads a board (spec 4): the board slice goes loading, then holds the board with no error, or the
 * failure's message. The first time a board arrives, each stage starts at the domain's load step.
 */
export function useBoardSession(boardId: string) {
  const dispatch = useAppDispatch();
  const query = useGetBoardQuery(boardId);
  const state = useAppSelector(selectBoardState);
  const hydratedFor = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (query.isLoading) dispatch(boardLoading());
  }, [dispatch, query.isLoading]);

  React.useEffect(() => {
    if (query.isError) dispatch(boardLoadFailed(errorMessage(query.error)));
  }, [dispatch, query.isError, query.error]);

  React.useEffect(() => {
    const board = query.data;
    if (!board) return;
    const fresh = hydratedFor.current !== boardId && state.board?.id !== boardId;
    dispatch(boardLoaded(board));
    if (fresh) {
      hydrateStages(dispatch, board);
      // Unsaved edits backed up before a reload come back into the editors.
      dispatch(restoreEdits({ boardId, edits: readDrafts(boardId) }));
    } else syncStageData(dispatch, board);
    hydratedFor.current = boardId;
    // Only a new board (or new data) re-runs this; the slice's own board is read once for `fresh`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, boardId, query.data]);

  // The stages start at their load steps only once the slice holds this board.
  const hydrated = state.board?.id === boardId;
  return { board: query.data ?? null, hydrated, loading: query.isLoading, error: state.error, query };
}

function hydrateStages(dispatch: ReturnType<typeof useAppDispatch>, board: Board) {
  for (const stage of STAGE_IDS) {
    const slice = STAGE_SLICES[stage];
    const data = board[stageInfo(stage).dataKey];
    dispatch(slice.actions.hydrate({ currentStep: initialStepOnLoad(stage, board), data } as never));
  }
}

/** Keeps each stage slice's data equal to the board after saves and drafts. */
function syncStageData(dispatch: ReturnType<typeof useAppDispatch>, board: Board) {
  for (const stage of STAGE_IDS) {
    dispatch(STAGE_SLICES[stage].actions.updateData(board[stageInfo(stage).dataKey] as never));
  }
}
