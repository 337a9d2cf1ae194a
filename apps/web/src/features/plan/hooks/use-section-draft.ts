import type { PlanSectionInfo } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import * as React from 'react';
import { useDispatch, useStore } from 'react-redux';

import { errorMessage } from '@/lib/api-error';
import { boardsApi, receiveBoard } from '@/lib/boards-api';
import { selectToken } from '@/lib/root-reducer';

export type SectionDraft =
  | { state: 'idle' }
  /** The text so far, as the server streams it: shown as it grows, never stored by the page. */
  | { state: 'streaming'; text: string }
  | { state: 'done' }
  | { state: 'cancelled' }
  /** Why it failed, from the server; the section keeps what it had. */
  | { state: 'failed'; message: string };

/**
 * "Draft <section>" on the plan page, streamed as a stage step's draft is (`POST /api/plan/completion`
 * with `Accept: text/event-stream`, `@/lib/stream-completion`): the text grows as `delta` events
 * arrive; the server stores the draft before it sends `done`, and only then does the stored board
 * replace the cached one (so what the page shows as the section is always what the board holds). A
 * failure or Cancel stores nothing and leaves the section as it was. Leaving the page cancels.
 */
export function useSectionDraft(boardId: string, info: PlanSectionInfo) {
  // RTK Query's thunks type their own root state; the lazily injected store cannot name it statically.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const dispatch = useDispatch<ThunkDispatch<any, unknown, UnknownAction>>();
  const store = useStore<{ auth?: { token: string | null } }>();
  const [draft, setDraft] = React.useState<SectionDraft>({ state: 'idle' });
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);

  const cancel = React.useCallback(() => controller.current?.abort(), []);
  /** Forgets the last outcome (a save after a failed draft says only that it saved). */
  const reset = React.useCallback(() => setDraft({ state: 'idle' }), []);

  const run = React.useCallback(async () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setDraft({ state: 'streaming', text: '' });
    try {
      // Loaded on the first draft: its stream schema builds the whole board's zod schema.
      const { streamCompletion } = await import('@/lib/stream-completion');
      const result = await streamCompletion({
        boardId,
        version: info.version,
        token: selectToken(store.getState()),
        signal: own.signal,
        onDelta: (text) =>
          setDraft((d) => (d.state === 'streaming' ? { state: 'streaming', text: d.text + text } : d)),
      });
      dispatch(receiveBoard(result.board));
      dispatch(boardsApi.util.invalidateTags([{ type: 'History', id: boardId }]));
      if (controller.current === own) setDraft({ state: 'done' });
    } catch (error) {
      if (controller.current !== own && own.signal.aborted) return;
      setDraft(
        own.signal.aborted ? { state: 'cancelled' } : { state: 'failed', message: errorMessage(error) },
      );
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, [boardId, dispatch, info.version, store]);

  return { draft, run, cancel, reset };
}
