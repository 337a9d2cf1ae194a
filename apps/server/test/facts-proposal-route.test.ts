import type { Board } from '@planner/domain';
import { FactsProposalSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import type { FakeOpenAI } from './support/fake-openai.js';
import { startFakeOpenAI } from './support/fake-openai.js';

const IDEA =
  'A repair café in Ghent that fixes small household electronics for a fixed fee per item, with a paid annual membership for regulars';

function propose(ctx: TestContext, user: TestUser | null, id: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${id}/facts/proposal`,
    headers: user ? user.authorization : {},
  });
}

describe('POST /api/boards/:id/facts/proposal, offline', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let board: Board;

  beforeAll(async () => {
    ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50', AI_REQUESTS_PER_MINUTE: '3' });
    owner = await createTestUser(ctx);
    board = await createBoard(ctx, owner, { ideaData: { initialIdea: IDEA } });
  });
  afterAll(() => ctx.close());

  it('should answer the offline reading of the idea within a second and store nothing', async () => {
    const started = performance.now();
    const res = await propose(ctx, owner, board.id);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode, res.body).toBe(200);
    const proposal = FactsProposalSchema.parse(res.json());
    expect(proposal.source).toEqual({ kind: 'offline' });
    expect(proposal.user?.value).toBe('regulars');
    expect(proposal.place?.value).toBe('Ghent');
    expect(proposal.prices.map((p) => [p.unit, p.model, p.amount])).toEqual([
      ['item', 'one-off', null],
      ['year', 'subscription', null],
    ]);
    const after = await readBoard(ctx, owner, board.id);
    expect(after.version).toBe(board.version);
    expect(after.ideaData.facts ?? null).toBeNull();
  });

  it('should ask for a sign-in first, and answer a missing board 404', async () => {
    expect((await propose(ctx, null, board.id)).statusCode).toBe(401);
    const stranger = await createTestUser(ctx);
    expect((await propose(ctx, stranger, board.id)).statusCode).toBe(404);
  });

  it('should count against the AI limit: 429 with Retry-After once it is used up', async () => {
    const user = await createTestUser(ctx);
    const own = await createBoard(ctx, user, { ideaData: { initialIdea: IDEA } });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await propose(ctx, user, own.id);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/boards/:id/facts/proposal, through an AI provider', () => {
  let ctx: TestContext;
  let vendor: FakeOpenAI;
  let owner: TestUser;
  let board: Board;

  beforeAll(async () => {
    vendor = await startFakeOpenAI();
    ctx = await buildTestApp({
      PERSONAL_BOARD_LIMIT: '50',
      AI_REQUESTS_PER_MINUTE: '1000',
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      AI_BASE_URL: vendor.url,
    });
    owner = await createTestUser(ctx);
    board = await createBoard(ctx, owner, { ideaData: { initialIdea: IDEA } });
  });
  afterAll(async () => {
    await ctx.close();
    await vendor.close();
  });

  it("should answer the model's facts when they are valid and quote the idea, asking with the idea template", async () => {
    const answer = {
      offer: { value: 'repairs of small household electronics', words: 'fixes small household electronics' },
      user: { value: 'regulars', words: 'regulars' },
      payer: null,
      place: { value: 'Ghent', words: 'Ghent' },
      team: null,
      prices: [
        {
          name: 'Fixed fee',
          amount: null,
          currency: null,
          unit: 'item',
          model: 'one-off',
          words: 'a fixed fee per item',
        },
      ],
    };
    vendor.enqueue({ kind: 'text', text: JSON.stringify(answer) });
    const res = await propose(ctx, owner, board.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...answer,
      source: { kind: 'ai', provider: 'openai-compatible', model: 'fake-model' },
    });
    const request = vendor.requests.at(-1)!;
    expect(request.system).toContain('never guess');
    expect(request.user).toContain(IDEA);
  });

  it.each([
    ['not JSON', 'The idea sells repairs.'],
    [
      'an unknown unit',
      JSON.stringify({
        offer: null,
        user: null,
        payer: null,
        place: null,
        team: null,
        prices: [
          {
            name: 'Fee',
            amount: 2500,
            currency: 'EUR',
            unit: 'fortnight',
            model: 'one-off',
            words: 'fixed fee',
          },
        ],
      }),
    ],
    [
      'a fact the idea does not say',
      JSON.stringify({
        offer: null,
        user: { value: 'fixed fee', words: 'busy parents' },
        payer: null,
        place: null,
        team: null,
        prices: [],
      }),
    ],
  ])('should fall back to the offline reading on an answer that is %s', async (_, text) => {
    vendor.enqueue({ kind: 'text', text });
    const res = await propose(ctx, owner, board.id);
    expect(res.statusCode, res.body).toBe(200);
    const proposal = FactsProposalSchema.parse(res.json());
    expect(proposal.source).toEqual({ kind: 'offline' });
    expect(proposal.user?.value).toBe('regulars');
  });
});
