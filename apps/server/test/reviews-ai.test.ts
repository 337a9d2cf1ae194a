import type { Board } from '@planner/domain';
import { NO_AI_PROVIDER, ReviewResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import type { FakeOpenAI } from './support/fake-openai.js';
import { startFakeOpenAI } from './support/fake-openai.js';

let fake: FakeOpenAI;
let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

const CRITIQUE = {
  findings: [
    {
      field: 'uvpData.refinedUniqueValueProposition',
      severity: 'high',
      title: 'The promise is not backed by evidence',
      why: 'Two weeks sooner is a claim a lender will question.',
      suggestion: 'Quote the pilot agencies: how many days sooner were they paid?',
    },
    {
      field: 'goToMarketData.refinedMarketingChannels',
      severity: 'low',
      why: 'LinkedIn ads are costly.',
      suggestion: 'Start with webinars.',
    },
  ],
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  ctx = await buildTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_BASE_URL: fake.url,
    AI_MAX_RETRIES: '0',
    AI_TIMEOUT_MS: '1500',
    AI_REQUESTS_PER_MINUTE: '1000',
    PERSONAL_BOARD_LIMIT: '50',
  });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function sampleBoard(user: TestUser, context = ctx): Promise<Board> {
  const res = await context.app.inject({
    method: 'POST',
    url: '/api/functions/createBoardFromSample',
    headers: user.authorization,
    payload: { data: { sampleId: 'invoice-follow-up-saas' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: Board }).result;
}

function critique(user: TestUser | null, id: string, context = ctx) {
  return context.app.inject({
    method: 'POST',
    url: `/api/boards/${id}/review`,
    headers: user?.authorization ?? {},
  });
}

async function review(id: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/review`,
    headers: owner.authorization,
  });
  expect(res.statusCode).toBe(200);
  return ReviewResponseSchema.parse(res.json());
}

const ruleChecks = [
  'any.unrefined-draft',
  'model.smart-goals',
  'budget.reserve',
  'forecast.runway',
  'finance.conservative-runway',
  'finance.negative-equity',
  'gtm.channel-budget',
];

describe('POST /api/boards/:id/review with an AI provider', () => {
  it('should send prompt 7.1.1 with the plan, store the findings as ai with the version read, and turn stale once the board moves on', async () => {
    const board = await sampleBoard(owner);
    const rulesOnly = await review(board.id);
    expect(rulesOnly.ai).toEqual({ status: 'none', reviewedVersion: null, available: true });
    fake.enqueue({
      kind: 'text',
      text: `Here is my review:\n\`\`\`json\n${JSON.stringify(CRITIQUE)}\n\`\`\``,
    });
    const res = await critique(owner, board.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = ReviewResponseSchema.parse(res.json());
    expect(body.ai).toEqual({ status: 'current', reviewedVersion: board.version, available: true });
    const ai = body.findings.filter((f) => f.source === 'ai');
    expect(ai).toEqual([
      {
        id: 'ai.1:uvpData.refinedUniqueValueProposition',
        check: 'ai',
        stage: 'uvp',
        field: 'uvpData.refinedUniqueValueProposition',
        // The AI's "high" is read as major: the caps come from the rule checks.
        severity: 'major',
        title: 'The promise is not backed by evidence',
        why: 'Two weeks sooner is a claim a lender will question.',
        suggestion: 'Quote the pilot agencies: how many days sooner were they paid?',
        source: 'ai',
        dismissed: false,
      },
      expect.objectContaining({
        id: 'ai.2:goToMarketData.refinedMarketingChannels',
        title: 'About the marketing channels',
        stage: 'go-to-market',
        severity: 'minor',
      }),
    ]);
    expect(body.score.stages.uvp).toBeLessThan(rulesOnly.score.stages.uvp);

    const sent = fake.requests.at(-1)!;
    expect(sent.system).toContain(
      'You are an experienced startup coach who reviews early-stage business plans',
    );
    expect(sent.system).toContain('<refinedProblemStatement>');
    expect(sent.user).toContain(
      '<refinedProblemStatement>\nOwners of design agencies with 5 to 50 people wait 45 days',
    );

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
      payload: { title: 'LedgerLoop, second draft' },
    });
    expect(patched.statusCode).toBe(200);
    const later = await review(board.id);
    expect(later.ai).toEqual({ status: 'stale', reviewedVersion: board.version, available: true });
    expect(later.findings.filter((f) => f.source === 'ai')).toHaveLength(2);

    // An AI finding is dismissed like a rule finding.
    const dismissed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}/review/findings/${encodeURIComponent('ai.1:uvpData.refinedUniqueValueProposition')}`,
      headers: owner.authorization,
      payload: { dismissed: true, reason: 'The pilot data is in the appendix.' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await review(board.id)).score.stages.uvp).toBe(rulesOnly.score.stages.uvp);
  });

  const failures: [string, () => void, number, string, RegExp][] = [
    [
      'malformed JSON (twice)',
      () =>
        fake.enqueue(
          { kind: 'text', text: '{"findings": [ {"field": ' },
          { kind: 'text', text: 'Sorry, no JSON today.' },
        ),
      503,
      'unavailable',
      /^The AI returned a critique we could not read\. Please try again\.$/,
    ],
    [
      'a refusal by the vendor (400)',
      () =>
        fake.enqueue({
          kind: 'status',
          status: 400,
          message: 'This request was refused by the content policy.',
        }),
      503,
      'unavailable',
      /^The AI provider failed/,
    ],
    [
      'a time-out',
      () => fake.enqueue({ kind: 'hang' }),
      504,
      'deadline-exceeded',
      /^The AI provider did not answer within 1\.5 seconds\.$/,
    ],
  ];
  for (const [name, script, status, code, message] of failures) {
    it(`should answer ${status} ${code} on ${name}, store nothing, and still answer the rule findings`, async () => {
      const board = await sampleBoard(owner);
      script();
      const res = await critique(owner, board.id);
      expect(res.statusCode, res.body).toBe(status);
      const error = (res.json() as { error: { code: string; message: string } }).error;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      const after = await review(board.id);
      expect(after.ai).toEqual({ status: 'none', reviewedVersion: null, available: true });
      expect(after.findings.map((f) => f.check)).toEqual(ruleChecks);
    });
  }

  it('should retry once when the first answer cannot be read', async () => {
    const board = await sampleBoard(owner);
    fake.enqueue({ kind: 'text', text: 'not json' }, { kind: 'text', text: JSON.stringify(CRITIQUE) });
    const res = await critique(owner, board.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(ReviewResponseSchema.parse(res.json()).findings.filter((f) => f.source === 'ai')).toHaveLength(2);
  });

  it('should refuse findings on unknown fields as unreadable', async () => {
    const board = await sampleBoard(owner);
    const bad = JSON.stringify({
      findings: [{ field: 'title', severity: 'high', why: 'x', suggestion: 'y' }],
    });
    fake.enqueue({ kind: 'text', text: bad }, { kind: 'text', text: bad });
    expect((await critique(owner, board.id)).statusCode).toBe(503);
  });

  it('should answer 401 without a token and the missing-board 404 to anyone but the owner, asking the AI nothing', async () => {
    const board = await sampleBoard(owner);
    const before = fake.requests.length;
    expect((await critique(null, board.id)).statusCode).toBe(401);
    const res = await critique(stranger, board.id);
    expect(res.statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
  });
});

describe('POST /api/boards/:id/review limits', () => {
  it('should count against the AI limit shared with the drafts', async () => {
    const limited = await buildTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_BASE_URL: fake.url,
      AI_MAX_RETRIES: '0',
      AI_REQUESTS_PER_MINUTE: '1',
      PERSONAL_BOARD_LIMIT: '5',
    });
    try {
      const user = await createTestUser(limited);
      const board = await sampleBoard(user, limited);
      fake.enqueue({ kind: 'text', text: JSON.stringify(CRITIQUE) });
      expect((await critique(user, board.id, limited)).statusCode).toBe(200);
      const again = await critique(user, board.id, limited);
      expect(again.statusCode).toBe(429);
      const draft = await limited.app.inject({
        method: 'POST',
        url: '/api/idea/completion',
        headers: user.authorization,
        payload: {
          promptVersion: '1.1.2',
          boardId: board.id,
          initialIdea: 'Invoice reminders for agencies.',
        },
      });
      expect(draft.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('should refuse offline with 400 failed-precondition: the rule-based review is the whole review', async () => {
    const offline = await buildTestApp({ PERSONAL_BOARD_LIMIT: '5' });
    try {
      const user = await createTestUser(offline);
      const board = await sampleBoard(user, offline);
      const res = await critique(user, board.id, offline);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'failed-precondition', message: NO_AI_PROVIDER } });
      expect(NO_AI_PROVIDER).toMatch(/^No AI provider is configured/);
      const got = await offline.app.inject({
        method: 'GET',
        url: `/api/boards/${board.id}/review`,
        headers: user.authorization,
      });
      expect(ReviewResponseSchema.parse(got.json()).ai).toEqual({
        status: 'none',
        reviewedVersion: null,
        available: false,
      });
    } finally {
      await offline.close();
    }
  });
});
