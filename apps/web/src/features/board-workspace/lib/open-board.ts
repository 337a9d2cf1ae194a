import { type Board, initialStepOnLoad, STAGE_IDS } from '@planner/domain';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';

import type { DraftEntries } from '@/lib/draft-storage';
import { restoreEdits } from '@/lib/workspace-slice';

import { boardLoaded } from '../stores/board-slice';
import { stageActions } from '../stores/stage-slices';

/**
 * Opens `board` in the workspace's stores: each stage at the domain's load step, and `edits` (the
 * unsaved edits backed up before a reload) back. The board frame does it when its board first
 * arrives; a server-rendered board page does it before it renders (app/page-state.ts).
 */
export function openBoard(dispatch: Dispatch<UnknownAction>, board: Board, edits: DraftEntries) {
  for (const stage of STAGE_IDS) dispatch(stageActions(stage).start(initialStepOnLoad(stage, board)));
  dispatch(restoreEdits({ boardId: board.id, edits }));
  dispatch(boardLoaded(board.id));
}
