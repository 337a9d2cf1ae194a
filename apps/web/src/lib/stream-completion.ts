import {
  type AnyPromptVersion,
  COMPLETION_EVENTS,
  type CompletionInputsSchema,
  type CompletionResponse,
  CompletionStreamEventSchema,
  completionTarget,
} from '@planner/domain';
import type { z } from 'zod';

import { COMPLETION_TIMEOUT_MS } from '@/config/ui-constants';
import { ApiError, toApiError } from '@/lib/api-error';

import { readServerSentEvents } from './sse';

export type CompletionInputs = z.infer<typeof CompletionInputsSchema>;

export interface StreamCompletionOptions {
  boardId: string;
  /** A stage's version, or one of the plan's own sections' (8.x, `POST /api/plan/completion`). */
  version: AnyPromptVersion;
  /** Keyword fields to send (and have stored) with the request; others are read from the board. */
  inputs?: CompletionInputs;
  token: string | null;
  signal: AbortSignal;
  onDelta: (text: string) => void;
}

/**
 * `POST /api/<stage>/completion` (or `/api/plan/completion` for a plan section) with
 * `Accept: text/event-stream`: calls `onDelta` per `delta` event and
 * resolves with the `done` event's CompletionResponse; rejects with an ApiError carrying the server's
 * message for a refused request or an `error` event, and with the AbortError when cancelled.
 */
export async function streamCompletion(options: StreamCompletionOptions): Promise<CompletionResponse> {
  const { boardId, version, inputs, token, signal, onDelta } = options;
  const slug = completionTarget(version).route;
  // The spec's function time-out; a user's Cancel aborts the same request.
  const timeout = AbortSignal.timeout(COMPLETION_TIMEOUT_MS);
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'content-type': 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`/api/${slug}/completion`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...inputs, promptVersion: version, boardId }),
    signal: AbortSignal.any([signal, timeout]),
    credentials: 'same-origin',
  }).catch((error: unknown) => {
    if (timeout.aborted && !signal.aborted) {
      throw new ApiError(504, 'deadline-exceeded', 'The draft took too long. Please try again.');
    }
    throw error;
  });
  if (!response.ok) throw await toApiError(response);
  if (!response.body) throw new ApiError(500, 'internal', 'The server sent no answer.');

  for await (const message of readServerSentEvents(response.body)) {
    // Events of other names (none today) are skipped, as an EventSource would.
    if (!(COMPLETION_EVENTS as readonly string[]).includes(message.event)) continue;
    const parsed = CompletionStreamEventSchema.safeParse({
      event: message.event,
      data: JSON.parse(message.data),
    });
    if (!parsed.success)
      throw new ApiError(500, 'internal', 'The server sent an answer this page cannot read.');
    const event = parsed.data;
    if (event.event === 'delta') onDelta(event.data.text);
    else if (event.event === 'done') return event.data;
    else {
      const { code, message: text, details } = event.data.error;
      throw new ApiError(response.status, code, text, details);
    }
  }
  throw new ApiError(500, 'internal', 'The answer ended before the draft was complete.');
}
