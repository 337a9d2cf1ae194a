import {
  type BoardPatch,
  type BoardPosition,
  fieldNameOf,
  fieldPath,
  type Stage,
  stageInfo,
  stageUrl,
  stepAfterSave,
} from '@planner/domain';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { useSaveFields } from '@/hooks/use-save-fields';
import { errorMessage } from '@/lib/api-error';
import { boardsApi, usePatchBoardMutation } from '@/lib/boards-api';
import { useAppDispatch, useGetState } from '@/lib/store-hooks';
import { selectEdit } from '@/lib/workspace-slice';

import { stageActions } from '../stores/stage-slices';

/**
 * Moving and saving on a board. Every move sets the stage slice's step, saves the board's
 * currentStage/currentStep (so a reload returns to the same place) and opens the stage's URL as a
 * new history entry whose state names the step, so the browser's Back returns to the previous step.
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
      // Not in a transition: React would keep the old stage's screen (its Forward enabled) under the
      // new stage's URL for a moment (Forward would otherwise be enabled on Budgeting before any budget).
      if (location.pathname !== url || stepOfLocation(location.state) !== position.step) {
        void navigate(url, { state: { step: position.step }, flushSync: true });
      }
    },
    [boardId, dispatch, location.pathname, location.state, navigate],
  );

  const moveTo = React.useCallback(
    (position: BoardPosition) => {
      savePosition(position);
      show(position);
    },
    [savePosition, show],
  );

  const saveFields = useSaveFields(boardId);
  const saveRef = React.useRef<(stage: Stage, changes: Record<string, unknown>) => Promise<boolean>>(null);
  /**
   * Saves changed fields of a stage (PATCH, optimistic, `useSaveFields`). A save named in the
   * domain's save effects also moves the stage. On failure the server's reason is shown and the
   * unsaved edits stay; offline, the fields are saved as they are then when the connection returns.
   */
  const save = React.useCallback(
    async (stage: Stage, changes: Record<string, unknown>): Promise<boolean> => {
      const names = Object.keys(changes);
      const jump = names.map((name) => stepAfterSave(stage, name)).find((step) => step !== null) ?? null;
      const patch = { [stageInfo(stage).dataKey]: changes } as BoardPatch;
      if (jump) Object.assign(patch, { currentStage: stage, currentStep: jump });
      const saved = Object.fromEntries(names.map((name) => [fieldPath(stage, name), changes[name]]));
      const done = await saveFields(patch, saved, {
        group: stage,
        retry: (fields) =>
          void saveRef.current?.(
            stage,
            Object.fromEntries(
              fields.map((field) => [fieldNameOf(field), selectEdit(getState(), boardId, field)]),
            ),
          ),
      });
      if (done && jump) moveTo({ stage, step: jump } as BoardPosition);
      return done;
    },
    [boardId, getState, moveTo, saveFields],
  );

  React.useEffect(() => {
    saveRef.current = save;
  }, [save]);

  return { moveTo, save, savePosition, show };
}

/** The step a history entry of a stage screen names (`moveTo` pushes it), if any. */
export function stepOfLocation(state: unknown): string | undefined {
  const step = (state as { step?: unknown } | null)?.step;
  return typeof step === 'string' ? step : undefined;
}
