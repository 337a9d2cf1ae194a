import {
  type BoardPatch,
  type BoardPosition,
  fieldNameOf,
  type FieldPath,
  fieldPath,
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
import { flushDraftsOf, forgetDrafts, storeDraftSoon } from '@/lib/draft-storage';

import {
  conflictsOf,
  holdConflicts,
  isOffline,
  isUnreachable,
  OFFLINE_SAVE_MESSAGE,
  UNREACHABLE_SAVE_MESSAGE,
} from '../lib/save-errors';
import { useAppDispatch, useGetState } from '../lib/store-hooks';
import { stageActions } from '../stores/stage-slices';
import { sameValue, selectBase, selectEdit, settleSaved } from '../stores/workspace-slice';

/** Saves waiting for the connection, per board and stage: the fields to save once it returns. */
const waitingForOnline = new Map<string, Set<FieldPath>>();

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
      // new stage's URL for a moment (issue 29: Forward enabled on Budgeting before any budget).
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

  const saveRef = React.useRef<(stage: Stage, changes: Record<string, unknown>) => Promise<boolean>>(null);
  /** Offline: the fields are saved, with whatever they hold then, when the connection returns. */
  const saveWhenOnline = React.useCallback(
    (stage: Stage, fields: FieldPath[]) => {
      const key = `${boardId}:${stage}`;
      const waiting = waitingForOnline.get(key);
      if (waiting) {
        for (const field of fields) waiting.add(field);
        return;
      }
      waitingForOnline.set(key, new Set(fields));
      window.addEventListener(
        'online',
        () => {
          const names = [...(waitingForOnline.get(key) ?? [])];
          waitingForOnline.delete(key);
          const changes = Object.fromEntries(
            names.flatMap((field) => {
              const value = selectEdit(getState(), boardId, field);
              return value === undefined ? [] : [[fieldNameOf(field), value]];
            }),
          );
          if (Object.keys(changes).length > 0) void saveRef.current?.(stage, changes);
        },
        { once: true },
      );
    },
    [boardId, getState],
  );

  /**
   * Saves changed fields of a stage (PATCH, optimistic). A save named in the domain's save effects
   * also moves the stage. On failure the server's reason is shown and the unsaved edits stay.
   */
  const save = React.useCallback(
    async (stage: Stage, changes: Record<string, unknown>): Promise<boolean> => {
      const names = Object.keys(changes);
      const fields = names.map((name) => fieldPath(stage, name));
      const jump = names.map((name) => stepAfterSave(stage, name)).find((step) => step !== null) ?? null;
      const patch = { [stageInfo(stage).dataKey]: changes } as BoardPatch;
      if (jump) Object.assign(patch, { currentStage: stage, currentStep: jump });
      // Where the edits started: the oldest version any of them started from, else the board shown.
      const bases = fields.flatMap((field) => selectBase(getState(), boardId, field) ?? []);
      const baseVersion = bases.length > 0 ? Math.min(...bases) : storedBoard()?.version;
      // Until the server answers, the edits' backups stay: a page left meanwhile restores them.
      flushDraftsOf(boardId, fields);
      try {
        const answer = await patchBoard({ id: boardId, patch, baseVersion }).unwrap();
        const saved = Object.fromEntries(fields.map((field, i) => [field, changes[names[i]!]]));
        // Text typed on while the save was on its way is still unsaved: its backup stays too.
        const typedOn = fields.filter((field) => {
          const edit = selectEdit(getState(), boardId, field);
          return edit !== undefined && !sameValue(edit, saved[field]);
        });
        dispatch(settleSaved({ boardId, saved, version: answer.version }));
        forgetDrafts(
          boardId,
          fields.filter((field) => !typedOn.includes(field)),
        );
        for (const field of typedOn)
          storeDraftSoon(boardId, field, selectEdit(getState(), boardId, field), { base: answer.version });
        toast.success('Saved');
        if (jump) moveTo({ stage, step: jump } as BoardPosition);
        return true;
      } catch (error) {
        const conflicts = conflictsOf(error);
        if (conflicts) {
          // Their version into the cache; the edit now starts from it, so saving again is a choice.
          await holdConflicts(dispatch, getState, boardId, conflicts);
          toast.error('Someone else saved this while you were editing', {
            description: 'Your text is still in the editor: choose which version to keep.',
          });
        } else if (isOffline(error)) {
          toast.error(OFFLINE_SAVE_MESSAGE, { id: `offline-save:${boardId}` });
          saveWhenOnline(stage, fields);
        } else if (isUnreachable(error)) {
          toast.error(UNREACHABLE_SAVE_MESSAGE);
        } else {
          toast.error(`Could not save: ${errorMessage(error)}`, {
            description: 'Your text is still in the editor.',
          });
        }
        return false;
      }
    },
    [boardId, dispatch, getState, moveTo, patchBoard, saveWhenOnline, storedBoard],
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
