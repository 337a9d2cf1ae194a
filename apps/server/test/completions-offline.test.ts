import type { AddressInfo } from 'node:net';

import type { Board, PromptVersion, StageFieldName } from '@planner/domain';
import {
  budgetFromCompletion,
  BudgetSchema,
  CompletionResponseSchema,
  DRAFT_SHOWN_ON,
  fieldPath,
  forecastFromCompletion,
  MarketSegmentationMatrixSchema,
  PROMPT_VERSION_NAMES,
  promptVersionInfo,
  RevenueStreamMatrixSchema,
  setsBoardField,
  slugFromStage,
  stageInfo,
} from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  complete,
  createBoard,
  fetchCompletion,
  FILLED,
  parseSse,
  readBoard,
} from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '100', AI_REQUESTS_PER_MINUTE: '1000' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

/** A phrase from the user's own inputs that each draft must use. */
const QUOTES: Record<PromptVersion, string> = {
  '1.1.2': 'busy parents',
  '1.1.4': 'busy parents',
  '1.2.2': 'Germany, starting in Berlin',
  '2.1.1': 'Germany, starting in Berlin',
  '2.2.1': 'Single parents',
  '2.3.1': 'Dual-income parents with young children',
  // The chosen group is written into sentences, so it starts in lower case there.
  '3.1.1': 'dual-income parents with young children',
  '3.2.1': 'Healthy family dinners planned',
  '4.1.1': 'Germany, starting in Berlin',
  '4.2.1': 'Grocery delivery services',
  '4.2.3': 'Commission on grocery orders',
  '4.3.1': 'dual-income parents with young children',
  budgeting: 'EUR',
  '5.2.1': 'Commission on grocery orders',
  '6.1.1': 'Working parents waste hours',
  '6.2.1': 'Short-form social video',
};

function storedField(board: Board, version: PromptVersion): unknown {
  const info = promptVersionInfo(version);
  if (setsBoardField(info)) return board[info.field];
  return (board[stageInfo(info.stage).dataKey] as Record<string, unknown>)[info.field];
}

describe('POST /api/:stage/completion (offline engine)', () => {
  it.each(PROMPT_VERSION_NAMES)(
    'should draft %s, store it in its field and move its step before answering',
    async (version) => {
      const info = promptVersionInfo(version);
      const board = await createBoard(ctx, owner, FILLED);
      const res = await complete(ctx, owner, slugFromStage(info.stage), {
        promptVersion: version,
        boardId: board.id,
      });

      expect(res.statusCode, res.body).toBe(200);
      const body = CompletionResponseSchema.parse(res.json());
      expect(body.source).toBe('offline');
      expect(body.completion).toContain(QUOTES[version]);

      const expected =
        info.format === 'text'
          ? body.completion
          : info.format === 'budget'
            ? budgetFromCompletion(JSON.parse(body.completion))
            : info.format === 'forecast'
              ? forecastFromCompletion(JSON.parse(body.completion), board, new Date())
              : JSON.parse(body.completion);
      if (info.format === 'segmentation-matrix') MarketSegmentationMatrixSchema.parse(expected);
      if (info.format === 'revenue-matrix') RevenueStreamMatrixSchema.parse(expected);
      if (info.format === 'budget') BudgetSchema.parse(expected);

      const stored = await readBoard(ctx, owner, board.id);
      expect(storedField(stored, version)).toEqual(expected);
      expect(storedField(body.board, version)).toEqual(expected);
      expect(
        stored.draftSources[
          setsBoardField(info) ? info.field : fieldPath(info.stage, info.field as StageFieldName)
        ],
      ).toEqual({
        kind: 'offline',
      });
      if ('step' in info) {
        expect(stored.currentStage).toBe(info.stage);
        expect(stored.currentStep).toBe(info.step);
      } else {
        // The draft lands on the step that shows it, in the completion's own write (the
        // forecast, shown in no step, stays).
        const landing = DRAFT_SHOWN_ON[version];
        expect([stored.currentStage, stored.currentStep]).toEqual(
          landing ? [info.stage, landing] : [board.currentStage, board.currentStep],
        );
      }
    },
  );

  it('should write the same draft for the same inputs', async () => {
    const board = await createBoard(ctx, owner, FILLED);
    const payload = { promptVersion: '4.3.1', boardId: board.id };
    const first = await complete(ctx, owner, 'business-model', payload);
    const second = await complete(ctx, owner, 'business-model', payload);
    expect(first.json().completion).toBe(second.json().completion);
  });

  it('should fit the draft to the answers: a marketplace selling to restaurants', async () => {
    const board = await createBoard(ctx, owner);
    const initialIdea = 'A marketplace that connects restaurants with freelance chefs for busy weekends.';
    const idea = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea,
      // The kinds come from the founder's answers, sent and saved with the request.
      offerKind: 'marketplace',
      customerKind: 'businesses',
    });
    expect(idea.json().completion).toContain(
      '**Kind of business:** a marketplace (a marketplace or platform), selling to restaurants (businesses).',
    );
    expect(idea.json().completion).toContain('**How it earns money:** commission on transactions');
    const channels = await complete(ctx, owner, 'go-to-market', {
      promptVersion: '6.1.1',
      boardId: board.id,
      chosenTargetGroup: 'Independent restaurants',
      targetPersona: 'Marta, 41, owns a 40-seat restaurant and covers sick chefs herself on weekends.',
      refinedUniqueValueProposition: 'Vetted chefs on 24 hours notice.',
    });
    expect(channels.statusCode, channels.body).toBe(200);
    expect(channels.json().completion).toContain('1. **Direct outreach (email and LinkedIn)**');
    expect(channels.json().completion).not.toContain('TikTok');
  });

  it('should read a weekly vegetable box answered as a subscription for people', async () => {
    const board = await createBoard(ctx, owner);
    const idea = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'A weekly box of local vegetables for busy families in Lyon, delivered by bike.',
      offerKind: 'subscription',
      customerKind: 'people',
    });
    expect(idea.statusCode, idea.body).toBe(200);
    expect(idea.json().completion).toContain(
      '**Kind of business:** a weekly box of local vegetables (a subscription or membership), selling to busy families (people).',
    );
    expect(idea.json().completion).toContain('**How it earns money:** subscription');
    expect(idea.json().completion).not.toContain('retainer');
  });

  it('should use and save the keyword fields sent with the request', async () => {
    const board = await createBoard(ctx, owner);
    const initialIdea = 'A repair service for bicycles that picks them up from offices in Vienna.';
    const res = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().completion).toContain('A repair service for bicycles');
    const stored = await readBoard(ctx, owner, board.id);
    expect(stored.ideaData.initialIdea).toBe(initialIdea);
    expect(stored.ideaData.businessIdea).toBe(res.json().completion);
    expect(stored.currentStep).toBe('REFINE_BUSINESS_IDEA');
  });

  it('should answer 400 invalid-argument for a version of another stage and change nothing', async () => {
    const board = await createBoard(ctx, owner, FILLED);
    const res = await complete(ctx, owner, 'uvp', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'Changed',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        status: 'INVALID_ARGUMENT',
        code: 'invalid-argument',
        message: 'Prompt version 1.1.2 belongs to stage idea, not uvp.',
      },
    });
    expect(await readBoard(ctx, owner, board.id)).toEqual(board);
  });

  it('should answer 400 invalid-argument for an unknown version or extra fields', async () => {
    const board = await createBoard(ctx, owner);
    const unknown = await complete(ctx, owner, 'idea', { promptVersion: '9.9.9', boardId: board.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('invalid-argument');
    const extra = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      title: 'x',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('should answer 400 failed-precondition naming the inputs to fill in first', async () => {
    const board = await createBoard(ctx, owner);
    const idea = await complete(ctx, owner, 'idea', { promptVersion: '1.1.2', boardId: board.id });
    expect(idea.statusCode).toBe(400);
    expect(idea.json().error).toEqual({
      status: 'INVALID_ARGUMENT',
      code: 'failed-precondition',
      message: 'Fill in the initial idea first: the business idea is drafted from it.',
      details: { missing: ['initialIdea'] },
    });
    const problem = await complete(ctx, owner, 'idea', {
      promptVersion: '1.2.2',
      boardId: board.id,
      initialIdea: 'x',
    });
    expect(problem.json().error.message).toBe(
      'Fill in the business idea and geographical market first: the problem statement is drafted from them.',
    );
    const stored = await readBoard(ctx, owner, board.id);
    expect(stored.ideaData.initialIdea).toBe('');
  });

  it('should answer 400 before drafting when the inputs exceed the input cap', async () => {
    const capped = await buildTestApp({ AI_MAX_INPUT_CHARS: '1000' });
    try {
      const user = await createTestUser(capped);
      const board = await createBoard(capped, user);
      const res = await complete(capped, user, 'idea', {
        promptVersion: '1.1.2',
        boardId: board.id,
        initialIdea: 'word '.repeat(300),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
      expect(res.json().error.message).toMatch(
        // 1,8xx: the Idea step's two answers' and the six facts' sections ("(not provided)") travel with the idea.
        /^The text sent to the AI is too long: 1,8\d\d characters, the limit is 1,000\. Shorten your inputs and try again\.$/,
      );
      expect((await readBoard(capped, user, board.id)).ideaData.initialIdea).toBe('');
    } finally {
      await capped.close();
    }
  });

  it('should stream SSE through a real socket: deltas, then done with the stored board', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const board = await createBoard(ctx, owner, FILLED);
    const res = await fetchCompletion(base, owner, 'target-audience', {
      promptVersion: '2.1.1',
      boardId: board.id,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const events = parseSse(await res.text());
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    const last = events.at(-1);
    expect(events.map((e) => e.event)).toEqual([...deltas.map(() => 'delta'), 'done']);
    if (last?.event !== 'done') throw new Error('no done event');
    expect(deltas.map((d) => (d.data as { text: string }).text).join('')).toBe(last.data.completion);
    expect(last.data.source).toBe('offline');
    expect(last.data.board.targetAudienceData.targetGroups).toBe(last.data.completion);
    expect((await readBoard(ctx, owner, board.id)).targetAudienceData.targetGroups).toBe(
      last.data.completion,
    );

    const table = await fetchCompletion(base, owner, 'budgeting', {
      promptVersion: 'budgeting',
      boardId: board.id,
    });
    const tableEvents = parseSse(await table.text());
    const done = tableEvents.at(-1);
    if (done?.event !== 'done') throw new Error('no done event');
    expect(done.data.board.budgetingData.budget).toEqual(
      budgetFromCompletion(JSON.parse(done.data.completion)),
    );

    const refused = await fetchCompletion(base, owner, 'idea', { promptVersion: '2.1.1', boardId: board.id });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/json');
  });
});

describe('POST /api/:stage/completion authorization', () => {
  const slugs = ['idea', 'target-audience', 'uvp', 'business-model', 'budgeting', 'go-to-market'] as const;
  const versionOf = {
    idea: '1.1.2',
    'target-audience': '2.1.1',
    uvp: '3.1.1',
    'business-model': '4.1.1',
    budgeting: 'budgeting',
    'go-to-market': '6.1.1',
  } as const;

  it('should answer 401 without a token, 404 to another user and 404 to a platform admin on every stage', async () => {
    const board = await createBoard(ctx, owner, FILLED);
    const stranger = await createTestUser(ctx);
    const admin = await createTestUser(ctx, { admin: true });
    for (const slug of slugs) {
      const payload = { promptVersion: versionOf[slug], boardId: board.id };
      const anonymous = await complete(ctx, null, slug, payload);
      expect(anonymous.statusCode, slug).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthenticated');
      for (const other of [stranger, admin]) {
        const res = await complete(ctx, other, slug, payload);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json().error).toMatchObject({ code: 'not-found', message: 'Board not found.' });
      }
    }
    expect(await readBoard(ctx, owner, board.id)).toEqual(board);
  });

  it('should answer 429 resource-exhausted past the per-user AI rate limit, per user', async () => {
    const limited = await buildTestApp({ AI_REQUESTS_PER_MINUTE: '2' });
    try {
      const first = await createTestUser(limited);
      const second = await createTestUser(limited);
      const board = await createBoard(limited, first, FILLED);
      const payload = { promptVersion: '1.1.2', boardId: board.id };
      expect((await complete(limited, first, 'idea', payload)).statusCode).toBe(200);
      expect((await complete(limited, first, 'uvp', { ...payload, promptVersion: '3.1.1' })).statusCode).toBe(
        200,
      );
      const refused = await complete(limited, first, 'idea', payload);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('resource-exhausted');
      expect(refused.json().error.message).toMatch(
        /^You can ask the AI for 2 drafts per minute\. Please wait .+ and try again\.$/,
      );
      // Requests refused by a check are not counted: a missing input still gets its own 400.
      const missing = await complete(limited, first, 'idea', {
        promptVersion: '1.1.2',
        boardId: (await createBoard(limited, first)).id,
      });
      expect(missing.statusCode).toBe(400);
      const own = await createBoard(limited, second, FILLED);
      expect((await complete(limited, second, 'idea', { ...payload, boardId: own.id })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
