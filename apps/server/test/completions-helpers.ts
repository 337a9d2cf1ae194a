import type { AddressInfo } from 'node:net';

import type { Board, BoardPatch, CompletionResponse, CompletionRoute, ErrorBody } from '@planner/domain';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { FAKE_TEXT } from './support/fake-openai.js';

/** Inputs for every keyword, as a founder would have written them by the last stage. */
export const FILLED: BoardPatch = {
  ideaData: {
    initialIdea: 'An app for busy parents to plan healthy weekly meals and order the groceries in one tap.',
    refinedBusinessIdea:
      "A meal-planning app for busy parents that turns a family's preferences into a weekly plan and a ready grocery order.",
    refinedGuidingQuestions:
      '1. What goes wrong today?\nA: Parents decide dinner at 6 pm and end up ordering takeaway three times a week.\n2. What does it cost?\nA: About 60 euros a week extra on takeaway.',
    geoMarket: 'Germany, starting in Berlin',
    refinedProblemStatement:
      'Working parents in Berlin struggle to plan healthy dinners during the week, so they spend 60 euros extra on takeaway.',
  },
  targetAudienceData: {
    refinedTargetGroups:
      '- Dual-income parents with young children: both work full time\n- Single parents: very little time\n- Health-conscious families: care about nutrition',
    marketSegmentationMatrix: {
      columns: ['Target group', 'Main need'],
      rows: [
        ['Dual-income parents with young children', 'Save evenings'],
        ['Single parents', 'Save money'],
      ],
    },
    chosenTargetGroup: 'Dual-income parents with young children',
    targetPersona: '## Target persona: Anna\nAnna, 36, Berlin, works full time and cooks for two children.',
  },
  uvpData: {
    refinedUniqueValueProposition: 'Healthy family dinners planned and shopped in five minutes a week.',
    refinedElevatorPitch:
      'Working parents waste hours every week deciding what to cook. We plan it for them.',
  },
  businessModelData: {
    refinedKeyPartners: '- Grocery delivery services: fulfil orders\n- Nutritionists: credibility',
    refinedRevenueStreams:
      '1. Subscription: 6.99 euros per month\n2. Commission on grocery orders: 3 % per order',
    refinedSMARTGoals: '1. **First paying customers:** 25 paying families within 4 months.',
  },
  goToMarketData: {
    refinedMarketingChannels:
      '1. Online communities and groups\n2. Short-form social video\n3. Partnerships and referrals',
  },
};

export async function createBoard(ctx: TestContext, user: TestUser, patch?: BoardPatch): Promise<Board> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: user.authorization,
    payload: { data: { title: 'Meal planner' } },
  });
  if (created.statusCode !== 200) throw new Error(`createBoard failed: ${created.body}`);
  const board = (created.json() as { result: Board }).result;
  if (!patch) return board;
  const patched = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}`,
    headers: user.authorization,
    payload: patch,
  });
  if (patched.statusCode !== 200) throw new Error(`PATCH failed: ${patched.body}`);
  return patched.json() as Board;
}

export async function readBoard(ctx: TestContext, user: TestUser, id: string): Promise<Board> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/boards/${id}`, headers: user.authorization });
  if (res.statusCode !== 200) throw new Error(`GET board failed: ${res.body}`);
  return res.json() as Board;
}

export function complete(
  ctx: TestContext,
  user: TestUser | null,
  slug: CompletionRoute,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/${slug}/completion`,
    headers: { ...(user ? user.authorization : {}), ...headers },
    payload,
  });
}

export type SseEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: CompletionResponse }
  | { event: 'error'; data: ErrorBody };

/** Splits an SSE body into its events (`event:` + one `data:` line each). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (!event || data === undefined) throw new Error(`Not an SSE event: ${block}`);
      return { event, data: JSON.parse(data) } as SseEvent;
    });
}

/** POSTs through a real socket; the app must be listening (`ctx.app.listen({ port: 0 })`). */
export async function fetchCompletion(
  baseUrl: string,
  user: TestUser,
  slug: CompletionRoute,
  payload: Record<string, unknown>,
  init: { stream?: boolean; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/${slug}/completion`, {
    method: 'POST',
    headers: {
      ...user.authorization,
      'content-type': 'application/json',
      accept: init.stream === false ? 'application/json' : 'text/event-stream',
    },
    body: JSON.stringify(payload),
    signal: init.signal ?? null,
  });
}

/** What a provider suite shares: its fake vendor, the app listening on `base`, an owner, a fresh board. */
export interface ProviderSuite<Fake> {
  fake: Fake;
  ctx: TestContext;
  owner: TestUser;
  base: string;
  board: Board;
}

/**
 * Registers the hooks of a suite that drafts through a fake vendor: the fake and a listening app
 * (with `env`) for the file, a filled board and a reset fake for each test. Read the fields inside
 * tests; they are set by then.
 */
export function useProviderSuite<Fake extends { url: string; reset(): void; close(): Promise<void> }>(
  startFake: () => Promise<Fake>,
  env: Record<string, string>,
) {
  const s = {} as ProviderSuite<Fake>;
  beforeAll(async () => {
    s.fake = await startFake();
    s.ctx = await buildTestApp({
      AI_BASE_URL: s.fake.url,
      AI_MAX_RETRIES: '2',
      AI_MAX_OUTPUT_TOKENS: '500',
      AI_REQUESTS_PER_MINUTE: '1000',
      PERSONAL_BOARD_LIMIT: '100',
      ...env,
    });
    await s.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    s.base = `http://127.0.0.1:${(s.ctx.app.server.address() as AddressInfo).port}`;
    s.owner = await createTestUser(s.ctx);
  });
  afterAll(async () => {
    await s.ctx.close();
    await s.fake.close();
  });
  beforeEach(async () => {
    s.fake.reset();
    s.board = await createBoard(s.ctx, s.owner, FILLED);
  });

  const idea = (text: string) => ({ promptVersion: '1.1.2', boardId: s.board.id, initialIdea: text });

  /** The board is as it was and the server still drafts for the next request. */
  async function expectUnchangedAndServing() {
    expect(await readBoard(s.ctx, s.owner, s.board.id)).toEqual(s.board);
    const next = await complete(s.ctx, s.owner, 'idea', idea('A bakery subscription for offices.'));
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().completion).toBe(FAKE_TEXT);
  }

  return { s, idea, expectUnchangedAndServing };
}
