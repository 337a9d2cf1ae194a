import {
  type BoardPatch,
  type BoardPosition,
  type Stage,
  stageInfo,
  stageUrl,
  stepAfterSave,
} from '@planner/domain';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { errorMessage } from '@/lib/api-error';
import { boardsApi, usePatchBoardMutation } from '@/lib/boards-api';
import { forgetDrafts } from '@/lib/draft-storage';

import { useAppDispatch, useGetState } from '../lib/store-hooks';
import { stageActions } from '../stores/stage-slices';
import { clearEdits } from '../stores/workspace-slice';

/**
 * Moving and saving on a board. Every move sets the stage slice's step, saves the board's
 * currentStage/currentStep (so a reload returns to the same place) and opens the stage's URL.
 */
export function useBoardNavigation(boardId: string) {
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const navigate = useNavigate();
  const location = useLocation();
  const [patchBoard] = usePatchBoardMutation();

  const storedBoard = React.useCallback(
    () => boardsApi.endpoints.getBoard.select(boardId)(getState() as never).data,
    [boardId, getState],
  );

  const savePosition = React.useCallback(
    (position: BoardPosition) => {
      const board = storedBoard();
      if (!board || (board.currentStage === position.stage && board.currentStep === position.step)) return;
      patchBoard({ id: boardId, patch: { currentStage: position.stage, currentStep: position.step } })
        .unwrap()
        .catch((error: unknown) =>
          toast.error(`Could not save your place on the board: ${errorMessage(error)}`),
        );
    },
    [boardId, patchBoard, storedBoard],
  );

  /** Shows a position the board already holds (the server put it there): nothing is saved. */
  const show = React.useCallback(
    (position: BoardPosition) => {
      dispatch(stageActions(position.stage).setStep(position.step));
      const url = stageUrl(boardId, position.stage);
      if (location.pathname !== url) navigate(url);
    },
    [boardId, dispatch, location.pathname, navigate],
  );

  const moveTo = React.useCallback(
    (position: BoardPosition) => {
      savePosition(position);
      show(position);
    },
    [savePosition, show],
  );

  /**
   * Saves changed fields of a stage (PATCH, optimistic). A save named in the domain's save effects
   * also moves the stage. On failure the server's reason is shown and the unsaved edits stay.
   */
  const save = React.useCallback(
    async (stage: Stage, changes: Record<string, unknown>): Promise<boolean> => {
      const fields = Object.keys(changes);
      const jump = fields.map((field) => stepAfterSave(stage, field)).find((step) => step !== null) ?? null;
      const patch = { [stageInfo(stage).dataKey]: changes } as BoardPatch;
      if (jump) Object.assign(patch, { currentStage: stage, currentStep: jump });
      try {
        await patchBoard({ id: boardId, patch }).unwrap();
        dispatch(clearEdits({ boardId, fields }));
        forgetDrafts(boardId, fields);
        toast.success('Saved');
        if (jump) moveTo({ stage, step: jump } as BoardPosition);
        return true;
      } catch (error) {
        toast.error(`Could not save: ${errorMessage(error)}`, {
          description: 'Your text is still in the editor.',
        });
        return false;
      }
    },
    [boardId, dispatch, moveTo, patchBoard],
  );

  return { moveTo, save, savePosition, show };
}
