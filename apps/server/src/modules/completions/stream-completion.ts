import type { CompletionEvent, CompletionEventData, CompletionResponse, ErrorBody } from '@planner/domain';
import { canonicalStatus } from '@planner/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { isAppError } from '../../lib/app-error.js';
import { API_SECURITY_HEADERS } from '../../lib/security-headers.js';
import type { CompleteStepOptions } from './complete-step.js';

export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

function errorBody(error: unknown): ErrorBody {
  if (isAppError(error)) {
    const { code, message, details } = error;
    const body: ErrorBody = { error: { status: canonicalStatus(error.statusCode), code, message } };
    // An edit conflict's fields travel with it, as in a JSON answer.
    if (details !== undefined) body.error.details = details;
    return body;
  }
  return {
    error: {
      status: 'INTERNAL',
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    },
  };
}

/**
 * Server-Sent Events around `completeStep`: the stream opens once every check and the route's
 * `beforeDraft` passed (a failed check is still a plain JSON 4xx), then `delta` per chunk, then the
 * board is stored, then `done` with the CompletionResponse; `error` with an error body instead when
 * anything fails after that (nothing stored).
 */
export async function streamCompletion(
  request: FastifyRequest,
  reply: FastifyReply,
  { signal, beforeDraft }: Omit<CompleteStepOptions, 'onDelta'>,
  completeStep: (options: CompleteStepOptions) => Promise<CompletionResponse>,
): Promise<void> {
  const res = reply.raw;
  let opened = false;
  function open() {
    reply.hijack();
    // A hijacked reply skips onSend: it carries the API's security headers and any set on the reply.
    const headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    res.writeHead(200, {
      ...API_SECURITY_HEADERS,
      ...headers,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-request-id': request.id,
    });
    res.flushHeaders();
    opened = true;
  }
  // Each event's data is typed by the domain's CompletionStreamEventSchema, which the client parses.
  const send = <E extends CompletionEvent>(event: E, data: CompletionEventData<E>) => {
    if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const result = await completeStep({
      signal,
      beforeDraft: async () => {
        await beforeDraft?.();
        open();
      },
      onDelta: (text) => send('delta', { text }),
    });
    send('done', result);
  } catch (error) {
    // Before the stream opened the route answers the error as usual.
    if (!opened) throw error;
    if (!signal.aborted) {
      const body = errorBody(error);
      // AppErrors are logged (without text) where they arise; anything else is a bug.
      if (!isAppError(error)) request.log.error({ err: error }, 'completion failed');
      send('error', body);
    }
  } finally {
    if (opened) res.end();
  }
}
