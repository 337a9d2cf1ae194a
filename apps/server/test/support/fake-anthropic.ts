/**
 * A local fake of the Anthropic Messages API (`POST /v1/messages`, JSON and SSE `stream: true`, the
 * event sequence, usage and error bodies of the real API) with scripted faults, for tests.
 *
 * Steps are the ones of `fake-openai.ts` plus `stream-error` (an SSE `error` event after HTTP 200,
 * as Anthropic sends when it is overloaded mid-answer). Faults come from a queue
 * (`fake.enqueue(...)`) or a marker in the user message (MARKERS of fake-openai, ANTHROPIC_MARKERS).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FakeStep, RecordedRequest } from './fake-openai.js';
import { FAKE_TABLE, FAKE_TEXT, MARKERS } from './fake-openai.js';

export type AnthropicErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'not_found_error'
  | 'rate_limit_error'
  | 'api_error'
  | 'overloaded_error';

export type FakeAnthropicStep =
  | FakeStep
  /** HTTP 200, then an SSE `error` event after `afterWords` words (0: before `message_start`). */
  | { kind: 'stream-error'; errorType: AnthropicErrorType; afterWords?: number };

export interface RecordedAnthropicRequest extends RecordedRequest {
  apiKey: string | undefined;
  anthropicVersion: string | undefined;
}

export interface FakeAnthropic {
  /** Base URL including `/v1`: use as AI_BASE_URL. */
  url: string;
  requests: RecordedAnthropicRequest[];
  /** Steps taken by the next requests, before any marker. */
  enqueue(...steps: FakeAnthropicStep[]): void;
  /** Forgets recorded requests, queued steps and marker counts. */
  reset(): void;
  close(): Promise<void>;
}

export const ANTHROPIC_MARKERS = {
  overloaded: '[[fake:529]]',
  overloadedStreamOnce: '[[fake:stream-529-once]]',
  overloadedMidStream: '[[fake:stream-529-mid]]',
} as const;

/** The documented HTTP status of each error type. */
const STATUS_TYPES: Record<number, AnthropicErrorType> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

function markerStep(user: string, seen: number): FakeAnthropicStep | undefined {
  if (user.includes(MARKERS.slow)) return { kind: 'text', firstTokenDelayMs: 300, chunkDelayMs: 60 };
  if (user.includes(MARKERS.hang)) return { kind: 'hang' };
  if (user.includes(MARKERS.rateLimitedOnce) && seen === 0)
    return {
      kind: 'status',
      status: 429,
      message: 'Number of requests has exceeded your rate limit',
      retryAfterMs: 0,
    };
  if (user.includes(MARKERS.serverError))
    return { kind: 'status', status: 500, message: 'Internal server error', retryAfterMs: 0 };
  if (user.includes(ANTHROPIC_MARKERS.overloaded))
    return { kind: 'status', status: 529, message: 'Overloaded', retryAfterMs: 0 };
  if (user.includes(MARKERS.badRequest))
    return { kind: 'status', status: 400, message: 'max_tokens: Field required' };
  if (user.includes(ANTHROPIC_MARKERS.overloadedStreamOnce) && seen === 0)
    return { kind: 'stream-error', errorType: 'overloaded_error' };
  if (user.includes(ANTHROPIC_MARKERS.overloadedMidStream))
    return { kind: 'stream-error', errorType: 'overloaded_error', afterWords: 3 };
  if (user.includes(MARKERS.malformed))
    return { kind: 'text', text: 'Here is your table: | Name | Detail |' };
  return undefined;
}

/** `system` and message `content` may be a string or a list of `{ type: 'text', text }` blocks. */
function blocksText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block) => (typeof block === 'object' && block && 'text' in block ? String(block.text) : ''))
    .join('');
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorBody(type: AnthropicErrorType, message: string) {
  return { type: 'error', error: { type, message } };
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const requests: RecordedAnthropicRequest[] = [];
  const queue: FakeAnthropicStep[] = [];
  const seenByUser = new Map<string, number>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method !== 'POST' || path !== '/v1/messages') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorBody('not_found_error', `Not found: ${path}`)));
      return;
    }
    const body = await readJson(req);
    const messages = Array.isArray(body.messages)
      ? (body.messages as { role: string; content: unknown }[])
      : [];
    const recorded: RecordedAnthropicRequest = {
      path,
      model: String(body.model ?? ''),
      stream: body.stream === true,
      system: blocksText(body.system),
      user: messages
        .filter((m) => m.role === 'user')
        .map((m) => blocksText(m.content))
        .join('\n'),
      body,
      authorization: header(req, 'authorization'),
      apiKey: header(req, 'x-api-key'),
      anthropicVersion: header(req, 'anthropic-version'),
    };
    requests.push(recorded);
    const seen = seenByUser.get(recorded.user) ?? 0;
    seenByUser.set(recorded.user, seen + 1);
    const step = queue.shift() ?? markerStep(recorded.user, seen) ?? { kind: 'text' };
    await answer(req, res, recorded, step);
  }

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    request: RecordedAnthropicRequest,
    step: FakeAnthropicStep,
  ) {
    const requestId = `req_${randomUUID().replace(/-/g, '')}`;
    if (step.kind === 'hang') return;
    if (step.kind === 'drop' || (step.kind === 'reset' && !request.stream)) {
      req.socket.resetAndDestroy();
      return;
    }
    if (step.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': requestId };
      // Anthropic sends `retry-after` in seconds.
      if (step.retryAfterMs !== undefined) headers['retry-after'] = String(step.retryAfterMs / 1000);
      res.writeHead(step.status, headers);
      const type = STATUS_TYPES[step.status] ?? (step.status >= 500 ? 'api_error' : 'invalid_request_error');
      res.end(
        JSON.stringify({ ...errorBody(type, step.message ?? `HTTP ${step.status}`), request_id: requestId }),
      );
      return;
    }
    const text = ('text' in step ? step.text : undefined) ?? defaultText(request);
    const id = `msg_${randomUUID().replace(/-/g, '')}`;
    const model = request.model || 'fake-model';
    const inputTokens = Math.ceil((request.system.length + request.user.length) / 4);
    const outputTokens = Math.ceil(text.length / 4);
    const firstDelay = step.kind === 'text' ? (step.firstTokenDelayMs ?? 0) : 0;
    const chunkDelay = step.kind === 'text' ? (step.chunkDelayMs ?? 0) : 0;
    const message = { id, type: 'message', role: 'assistant', model, stop_sequence: null };
    if (!request.stream) {
      if (firstDelay) await sleep(firstDelay);
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': requestId });
      res.end(
        JSON.stringify({
          ...message,
          content: [{ type: 'text', text }],
          stop_reason: 'end_turn',
          usage: { input_tokens: inputTokens, output_tokens: outputTokens },
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'request-id': requestId,
    });
    const send = (type: string, data: Record<string, unknown>) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    const fail = (errorType: AnthropicErrorType) => {
      send('error', {
        error: { type: errorType, message: errorType === 'overloaded_error' ? 'Overloaded' : 'Error' },
      });
      res.end();
    };
    if (step.kind === 'stream-error' && !step.afterWords) return fail(step.errorType);
    send('message_start', {
      message: {
        ...message,
        content: [],
        stop_reason: null,
        usage: { input_tokens: inputTokens, output_tokens: 1 },
      },
    });
    send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    send('ping', {});
    if (firstDelay) await sleep(firstDelay);
    const pieces = text.match(/\S+\s*|\s+/g) ?? [];
    for (const [index, piece] of pieces.entries()) {
      if (step.kind === 'stream-error' && index === step.afterWords) return fail(step.errorType);
      if (step.kind === 'reset' && index === 3) {
        // Lets the words already written reach the client before the reset discards its buffer.
        await sleep(100);
        req.socket.resetAndDestroy();
        return;
      }
      if (index > 0 && chunkDelay) await sleep(chunkDelay);
      if (res.destroyed) return;
      send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } });
    }
    send('content_block_stop', { index: 0 });
    send('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: outputTokens },
    });
    send('message_stop', {});
    res.end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorBody('api_error', String(error))));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...steps) => queue.push(...steps),
    reset() {
      requests.length = 0;
      queue.length = 0;
      seenByUser.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A table for table-shaped prompts (their instructions ask for JSON with `columns`), else prose. */
function defaultText(request: RecordedRequest): string {
  return /json/i.test(request.system) && /"?columns"?/.test(request.system)
    ? JSON.stringify(FAKE_TABLE)
    : FAKE_TEXT;
}
