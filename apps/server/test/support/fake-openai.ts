/**
 * A local fake of an OpenAI-style `/v1/chat/completions` server (JSON and SSE `stream: true`, the
 * chunk format and usage of the real API) with scripted faults, for tests, e2e runs and the bench.
 *
 * Faults are chosen per request: from a queue (`fake.enqueue(...)`), a `script` function, or a
 * marker in the user message such as `[[fake:hang]]` (see MARKERS). Standalone:
 * `node --import tsx apps/server/test/support/fake-openai.ts --port 4310`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export type FakeStep =
  /** Answers `text`, streamed word by word when asked for a stream. */
  | { kind: 'text'; text?: string; firstTokenDelayMs?: number; chunkDelayMs?: number }
  /** Answers an HTTP error with an OpenAI error body; `retryAfterMs` sets `retry-after-ms`. */
  | { kind: 'status'; status: number; message?: string; retryAfterMs?: number }
  /** Never answers (until the client gives up or the fake closes). */
  | { kind: 'hang' }
  /** Streams the first words of `text`, then resets the connection (before any answer in JSON mode). */
  | { kind: 'reset'; text?: string }
  /** Resets the connection before answering anything (a network error the client may retry). */
  | { kind: 'drop' };

export interface RecordedRequest {
  path: string;
  model: string;
  stream: boolean;
  system: string;
  user: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export interface FakeOpenAIOptions {
  port?: number;
  host?: string;
  /** Picks the step for a request; `seen` counts earlier requests with the same user message. */
  script?: (request: RecordedRequest, seen: number) => FakeStep | undefined;
  /** Delay before the first token of every default answer. */
  firstTokenDelayMs?: number;
}

export interface FakeOpenAI {
  /** Base URL including `/v1`: use as AI_BASE_URL. */
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Steps taken by the next requests, before any script or marker. */
  enqueue(...steps: FakeStep[]): void;
  /** Forgets recorded requests, queued steps and marker counts. */
  reset(): void;
  close(): Promise<void>;
}

/** A valid table for the table-shaped versions (it fits all three schemas). */
export const FAKE_TABLE = {
  columns: ['Name', 'Detail'],
  rows: [
    ['Students', 'Short on money, plenty of time'],
    ['Parents', 'Short on time'],
  ],
};

export const FAKE_TEXT =
  'A draft from the fake model. It has enough words to arrive in several chunks, like a real stream does.';

/** Markers a test can put into a user's text to choose a fault for that request. */
export const MARKERS = {
  slow: '[[fake:slow]]',
  hang: '[[fake:hang]]',
  rateLimitedOnce: '[[fake:429-then-ok]]',
  serverError: '[[fake:500]]',
  badRequest: '[[fake:400]]',
  reset: '[[fake:reset]]',
  dropOnce: '[[fake:drop-once]]',
  malformed: '[[fake:malformed]]',
  malformedOnce: '[[fake:malformed-once]]',
  fenced: '[[fake:fenced]]',
} as const;

function wantsTable(request: RecordedRequest): boolean {
  return /json/i.test(request.system) && /"?columns"?/.test(request.system);
}

function defaultText(request: RecordedRequest): string {
  return wantsTable(request) ? JSON.stringify(FAKE_TABLE) : FAKE_TEXT;
}

function markerStep(request: RecordedRequest, seen: number): FakeStep | undefined {
  const user = request.user;
  if (user.includes(MARKERS.slow)) return { kind: 'text', firstTokenDelayMs: 300, chunkDelayMs: 60 };
  if (user.includes(MARKERS.hang)) return { kind: 'hang' };
  if (user.includes(MARKERS.rateLimitedOnce) && seen === 0)
    return { kind: 'status', status: 429, message: 'Rate limit reached', retryAfterMs: 10 };
  if (user.includes(MARKERS.serverError))
    return { kind: 'status', status: 500, message: 'The server had an error', retryAfterMs: 5 };
  if (user.includes(MARKERS.badRequest)) return { kind: 'status', status: 400, message: 'Invalid request' };
  if (user.includes(MARKERS.reset)) return { kind: 'reset' };
  if (user.includes(MARKERS.dropOnce) && seen === 0) return { kind: 'drop' };
  if (user.includes(MARKERS.malformed))
    return { kind: 'text', text: 'Here is your table: | Name | Detail |' };
  if (user.includes(MARKERS.malformedOnce) && seen === 0)
    return { kind: 'text', text: '{"columns": ["Name"], "rows": [[' };
  if (user.includes(MARKERS.fenced))
    return {
      kind: 'text',
      text: `Sure! Here is the table:\n\`\`\`json\n${JSON.stringify(FAKE_TABLE, null, 2)}\n\`\`\`\nHope it helps.`,
    };
  return undefined;
}

function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (typeof part === 'object' && part && 'text' in part ? String(part.text) : ''))
      .join('');
  }
  return '';
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function words(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function usageOf(request: RecordedRequest, text: string) {
  const prompt = Math.ceil((request.system.length + request.user.length) / 4);
  const completion = Math.ceil(text.length / 4);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const queue: FakeStep[] = [];
  const seenByUser = new Map<string, number>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] }),
      );
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } }));
      return;
    }
    const body = await readJson(req);
    const messages = Array.isArray(body.messages)
      ? (body.messages as { role: string; content: unknown }[])
      : [];
    const recorded: RecordedRequest = {
      path,
      model: String(body.model ?? ''),
      stream: body.stream === true,
      system: messages
        .filter((m) => m.role === 'system')
        .map((m) => messageText(m.content))
        .join('\n'),
      user: messages
        .filter((m) => m.role === 'user')
        .map((m) => messageText(m.content))
        .join('\n'),
      body,
      authorization: req.headers.authorization,
    };
    requests.push(recorded);
    const seen = seenByUser.get(recorded.user) ?? 0;
    seenByUser.set(recorded.user, seen + 1);
    const step: FakeStep = queue.shift() ??
      options.script?.(recorded, seen) ??
      markerStep(recorded, seen) ?? { kind: 'text', firstTokenDelayMs: options.firstTokenDelayMs };
    await answer(req, res, recorded, step);
  }

  async function answer(req: IncomingMessage, res: ServerResponse, request: RecordedRequest, step: FakeStep) {
    if (step.kind === 'hang') return;
    if (step.kind === 'drop') {
      req.socket.resetAndDestroy();
      return;
    }
    if (step.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (step.retryAfterMs !== undefined) headers['retry-after-ms'] = String(step.retryAfterMs);
      res.writeHead(step.status, headers);
      res.end(
        JSON.stringify({
          error: {
            message: step.message ?? `HTTP ${step.status}`,
            type: step.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            code: null,
          },
        }),
      );
      return;
    }
    const text = step.text ?? defaultText(request);
    if (step.kind === 'reset' && !request.stream) {
      req.socket.resetAndDestroy();
      return;
    }
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const base = { id, created, model: request.model || 'fake-model', system_fingerprint: 'fake' };
    const firstDelay = step.kind === 'text' ? (step.firstTokenDelayMs ?? 0) : 0;
    const chunkDelay = step.kind === 'text' ? (step.chunkDelayMs ?? 0) : 0;
    if (!request.stream) {
      if (firstDelay) await sleep(firstDelay);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: text },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: usageOf(request, text),
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
      });
    chunk({ role: 'assistant', content: '' });
    if (firstDelay) await sleep(firstDelay);
    const pieces = words(text);
    for (const [index, piece] of pieces.entries()) {
      if (step.kind === 'reset' && index === 3) {
        // Lets the words already written reach the client before the reset discards its buffer.
        await sleep(100);
        req.socket.resetAndDestroy();
        return;
      }
      if (index > 0 && chunkDelay) await sleep(chunkDelay);
      if (res.destroyed) return;
      chunk({ content: piece });
    }
    chunk({}, 'stop');
    const streamOptions = request.body.stream_options as { include_usage?: boolean } | undefined;
    if (streamOptions?.include_usage)
      send({ ...base, object: 'chat.completion.chunk', choices: [], usage: usageOf(request, text) });
    res.write('data: [DONE]\n\n');
    res.end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/v1`,
    port,
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const index = process.argv.indexOf('--port');
  const port = index >= 0 ? Number(process.argv[index + 1]) : 4310;
  const fake = await startFakeOpenAI({ port });
  process.stdout.write(`fake-openai listening on ${fake.url}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
