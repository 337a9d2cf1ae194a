import type { BoardPatch, FieldPath } from '@planner/domain';
import * as React from 'react';
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
} from '@/lib/save-errors';
import { useAppDispatch, useGetState } from '@/lib/store-hooks';
import { sameValue, selectBase, selectEdit, settleSaved } from '@/lib/workspace-slice';

/** Saves waiting for the connection, per board and editor group: the fields to save once it returns. */
const waitingForOnline = new Map<string, Set<FieldPath>>();

export interface SaveFieldsOptions {
  /** Names the group of fields an offline save waits with (one wait per group, however many saves). */
  group: string;
  /** Saves the fields again, as their edits are then, once the connection returns. */
  retry: (fields: FieldPath[]) => void;
}

/**
 * Saving unsaved edits of a board (the stage editors' and the plan sections'): one PATCH from the
 * version the edits started from, the edits' backups kept until the server answers, then the edits
 * settled (text typed on meanwhile stays unsaved). A refusal keeps every edit: someone else's save
 * becomes the editors' side-by-side choice, offline waits for the connection, and the toast says why.
 */
export function useSaveFields(boardId: string) {
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const [patchBoard] = usePatchBoardMutation();

  const saveWhenOnline = React.useCallback(
    (fields: FieldPath[], { group, retry }: SaveFieldsOptions) => {
      const key = `${boardId}:${group}`;
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
          const edited = names.filter((field) => selectEdit(getState(), boardId, field) !== undefined);
          if (edited.length > 0) retry(edited);
        },
        { once: true },
      );
    },
    [boardId, getState],
  );

  return React.useCallback(
    async (
      patch: BoardPatch,
      saved: Partial<Record<FieldPath, unknown>>,
      options: SaveFieldsOptions,
    ): Promise<boolean> => {
      const fields = Object.keys(saved) as FieldPath[];
      // Where the edits started: the oldest version any of them started from, else the board shown.
      const bases = fields.flatMap((field) => selectBase(getState(), boardId, field) ?? []);
      const shown = boardsApi.endpoints.getBoard.select(boardId)(getState() as never).data?.version;
      const baseVersion = bases.length > 0 ? Math.min(...bases) : shown;
      // Until the server answers, the edits' backups stay: a page left meanwhile restores them.
      flushDraftsOf(boardId, fields);
      try {
        const answer = await patchBoard({ id: boardId, patch, baseVersion }).unwrap();
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
          saveWhenOnline(fields, options);
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
    [boardId, dispatch, getState, patchBoard, saveWhenOnline],
  );
}
