import {
  type CompletionResponse,
  draftLandingStep,
  fieldDraftedBy,
  fieldPatch,
  fieldValue,
  positionOf,
  type PromptVersion,
  promptVersionInfo,
  upgradeFieldName,
} from '@planner/domain';
import * as React from 'react';
import { toast } from 'sonner';

import { errorMessage } from '@/lib/api-error';
import { boardsApi, receiveBoard } from '@/lib/boards-api';
import { forgetDrafts } from '@/lib/draft-storage';
import { selectToken } from '@/lib/root-reducer';
import { conflictsOf, holdConflicts } from '@/lib/save-errors';
import { useAppDispatch, useGetState } from '@/lib/store-hooks';
import type { CompletionInputs } from '@/lib/stream-completion';
import { clearEdits, setSource } from '@/lib/workspace-slice';

import { stageActions } from '../stores/stage-slices';
import { useBoardNavigation } from './use-board-navigation';

export interface Streaming {
  version: PromptVersion;
  text: string;
}

/**
 * Runs a prompt version as a stream (spec 4 "AI completions"): the stage slice is loading while it
 * runs and holds the failure's message after; the text grows as `delta` events arrive; Cancel aborts.
 * Once `done`, the stored board replaces the cached one (`receiveBoard`) and the screen shows the step
 * the server put the board on with the draft (the domain's `draftLandingStep`).
 */
export function useCompletion(boardId: string) {
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const { show } = useBoardNavigation(boardId);
  const [streaming, setStreaming] = React.useState<Streaming | null>(null);
  // The last version run: its stage's slice holds its error, even when run from another stage's step.
  const [lastVersion, setLastVersion] = React.useState<PromptVersion | null>(null);
  const controller = React.useRef<AbortController | null>(null);

  // Leaving the board stops a running draft (the server then stores nothing).
  React.useEffect(() => () => controller.current?.abort(), []);

  const cancel = React.useCallback(() => controller.current?.abort(), []);

  const run = React.useCallback(
    async (version: PromptVersion, inputs: CompletionInputs = {}): Promise<CompletionResponse | null> => {
      const info = promptVersionInfo(version);
      const actions = stageActions(info.stage);
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      dispatch(actions.setError(null));
      dispatch(actions.setLoading(true));
      setStreaming({ version, text: '' });
      setLastVersion(version);
      const field = fieldDraftedBy(version);
      const before = boardsApi.endpoints.getBoard.select(boardId)(getState() as never).data;
      const previous = before ? fieldValue(before, field) : undefined;
      try {
        // Loaded on the first draft: its stream schema builds the whole board's zod schema.
        const { streamCompletion } = await import('@/lib/stream-completion');
        const result = await streamCompletion({
          boardId,
          version,
          inputs,
          token: selectToken(getState()),
          signal: own.signal,
          onDelta: (text) => setStreaming((s) => (s ? { ...s, text: s.text + text } : s)),
        });
        dispatch(receiveBoard(result.board));
        dispatch(boardsApi.util.invalidateTags([{ type: 'History', id: boardId }]));
        const drafted = fieldValue(result.board, field);
        if (typeof previous === 'string' && previous.trim() !== '' && previous !== drafted) {
          // The draft replaced text the user had: one click brings it back (itself a new version).
          toast('The new draft replaced your previous text.', {
            action: {
              label: 'Undo',
              onClick: () =>
                void dispatch(
                  boardsApi.endpoints.patchBoard.initiate({
                    id: boardId,
                    patch: fieldPatch(field, previous),
                  }),
                ),
            },
          });
        }
        // The inputs are named bare on the wire (`initialIdea`): their edits by path.
        const used = Object.keys(inputs).flatMap((name) => upgradeFieldName(name) ?? []);
        dispatch(clearEdits({ boardId, fields: used }));
        forgetDrafts(boardId, used);
        dispatch(setSource({ boardId, field, source: result.source }));
        dispatch(actions.setLoading(false));
        // The server stored where the draft lands (the domain's draftLandingStep) with the draft:
        // one completion, one write; the screen follows the board.
        if (draftLandingStep(version)) show(positionOf(result.board.currentStep));
        return result;
      } catch (error) {
        if (own.signal.aborted) dispatch(actions.setLoading(false));
        else dispatch(actions.setError(errorMessage(error)));
        // Someone saved the field while the draft was written: the draft waits in the editor for a choice.
        const conflicts = conflictsOf(error);
        if (conflicts) await holdConflicts(dispatch, getState, boardId, conflicts);
        return null;
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setStreaming(null);
        }
      }
    },
    [boardId, dispatch, getState, show],
  );

  return { run, cancel, streaming, lastVersion };
}
