import type { Board, TableData } from '@planner/domain';
import { CompletionResponseSchema } from '@planner/domain';
import { describe, expect, it } from 'vitest';

import { fetchCompletion, readBoard, useProviderSuite } from './completions-helpers.js';
import { startFakeOpenAI } from './support/fake-openai.js';

/*
 * The plan page's Draft streams like a stage step's (plan polish, item 3): `POST /api/plan/completion`
 * with `Accept: text/event-stream` sends `delta` events while the vendor is still writing, stores the
 * draft, then sends `done`; a failure mid-stream is an `error` event and stores nothing. Real HTTP to
 * the listening app, a fake OpenAI vendor that writes one word every CHUNK_MS.
 */

const CHUNK_MS = 80;
const COMPANY =
  'Crumb SAS bakes sourdough in Lyon and delivers it to offices before nine. Ana Ruiz leads the bakery and Ben Okafor the deliveries.';
const COMPETITION: TableData = {
  columns: ['Alternative', 'What customers get there', 'How this business differs'],
  rows: [
    ['The corner bakery', 'Bread they fetch themselves before work', 'Delivered to the desk by nine'],
    ['Doing nothing: keeping today’s way', 'No breakfast before meetings', 'A shared breakfast every day'],
  ],
};

interface Arrival {
  at: number;
  event: string;
  data: unknown;
}

/** Reads the SSE body as it arrives, noting when each event came; `onFirstDelta` runs while the stream is open. */
async function readEvents(res: Response, onFirstDelta: () => Promise<void>): Promise<Arrival[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const arrivals: Arrival[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return arrivals;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as unknown;
      arrivals.push({ at: performance.now(), event, data });
      if (event === 'delta' && arrivals.filter((a) => a.event === 'delta').length === 1) await onFirstDelta();
    }
  }
}

describe('POST /api/plan/completion streams (fake OpenAI vendor, real HTTP)', () => {
  const { s } = useProviderSuite(startFakeOpenAI, {
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test-key',
  });

  const cases = [
    { version: '8.1.1', field: 'companyAndTeam', answer: COMPANY, stored: COMPANY },
    {
      version: '8.2.1',
      field: 'competition',
      answer: JSON.stringify(COMPETITION),
      stored: COMPETITION,
    },
  ] as const;

  for (const c of cases) {
    it(`should send ${c.field}'s chunks before the end, then store the final draft before done`, async () => {
      s.fake.enqueue({ kind: 'text', text: c.answer, chunkDelayMs: CHUNK_MS });
      const res = await fetchCompletion(s.base, s.owner, 'plan', {
        promptVersion: c.version,
        boardId: s.board.id,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      let storedAtFirstDelta: Board | null = null;
      const events = await readEvents(res, async () => {
        storedAtFirstDelta = await readBoard(s.ctx, s.owner, s.board.id);
      });
      const deltas = events.filter((e) => e.event === 'delta');
      const done = events.at(-1);
      expect(done?.event).toBe('done');
      const words = c.answer.split(' ').length;
      expect(deltas.length).toBeGreaterThan(5);
      // The first chunk came while the vendor was still writing: the vendor waits CHUNK_MS before each
      // of its other words, so `done` follows the first delta by at least that much (a server that
      // held the chunks back would send them together with `done`). A lower bound: a slow machine
      // only makes it longer.
      expect(done!.at - deltas[0]!.at).toBeGreaterThan(((words - 1) * CHUNK_MS) / 2);
      // Nothing is stored while it streams...
      expect(storedAtFirstDelta).toEqual(s.board);
      // ...the chunks are the vendor's words, and `done` comes once the board holds the final draft.
      expect(deltas.map((d) => (d.data as { text: string }).text).join('')).toBe(c.answer);
      const response = CompletionResponseSchema.parse(done!.data);
      expect(response.source).toBe('ai');
      expect(response.board.planData[c.field]).toEqual(c.stored);
      const stored = await readBoard(s.ctx, s.owner, s.board.id);
      expect(stored.planData[c.field]).toEqual(c.stored);
      expect(stored.version).toBe(s.board.version + 1);
      expect(stored.draftSources[`planData.${c.field}`]).toEqual({
        kind: 'ai',
        provider: 'openai-compatible',
        model: 'fake-model',
      });
    });
  }

  it('should end a stream cut mid-way with an error event that says why, and store nothing', async () => {
    s.fake.enqueue({ kind: 'reset', text: JSON.stringify(COMPETITION) });
    const res = await fetchCompletion(s.base, s.owner, 'plan', {
      promptVersion: '8.2.1',
      boardId: s.board.id,
    });
    const events = await readEvents(res, async () => {});
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: {
        error: {
          status: 'UNAVAILABLE',
          code: 'unavailable',
          message: 'The AI provider failed: the connection was reset.',
        },
      },
    });
    expect(await readBoard(s.ctx, s.owner, s.board.id)).toEqual(s.board);
  });
});
