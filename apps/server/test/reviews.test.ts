import type { Board } from '@planner/domain';
import { ReviewFindingSchema, ReviewResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  admin = await createTestUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

async function createBoard(): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: owner.authorization,
    payload: { data: { title: 'Dog walks' } },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: Board }).result;
}

function getReview(user: TestUser | null, id: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/review`,
    headers: user?.authorization ?? {},
  });
}

function dismiss(user: TestUser | null, id: string, findingId: string, payload: object) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${id}/review/findings/${encodeURIComponent(findingId)}`,
    headers: user?.authorization ?? {},
    payload,
  });
}

function patch(id: string, payload: object) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: owner.authorization, payload });
}

const BUDGET = {
  Item: ['Van', 'Leaflets'],
  'One-off (GBP)': [3000, 200],
  'Monthly (GBP)': [150, 0],
  'First 12 months (GBP)': [4800, 200],
};

describe('GET /api/boards/:id/review', () => {
  it('should review the board at its version: every empty unlocking step, a score per stage slug', async () => {
    const board = await createBoard();
    const res = await getReview(owner, board.id);
    expect(res.statusCode).toBe(200);
    const review = ReviewResponseSchema.parse(res.json());
    expect(review.version).toBe(board.version);
    expect(review.findings).toHaveLength(17);
    expect(review.findings[0]).toEqual({
      id: 'any.empty:ideaData.initialIdea',
      check: 'any.empty',
      stage: 'idea',
      field: 'ideaData.initialIdea',
      severity: 'major',
      title: 'The initial idea is empty',
      why: 'The steps after it build on it: they stay locked, and the plan has a gap a reader will notice first.',
      suggestion: 'Open the step and write it, or draft it and refine the draft.',
      source: 'rule',
      dismissed: false,
    });
    expect(Object.keys(review.score.stages)).toEqual([
      'idea',
      'target-audience',
      'uvp',
      'business-model',
      'budgeting',
      'go-to-market',
    ]);
    // Idea: 5 empty fields, major, 15 points: 1000 / 25.
    expect(review.score.stages.idea).toBe(40);
    // 17 open majors cap the overall at 75; the mean of the stages is lower still.
    expect(review.cap).toEqual({ score: 75, severity: 'major', findings: 17 });
    expect(review.score.overall).toBeLessThan(75);
    expect(review.ai).toEqual({ status: 'none', reviewedVersion: null, available: false });
    expect(review.validateNext).toEqual([]);
  });

  it('should find a budget without reserve, and raise the stage once a reserve line is added', async () => {
    const board = await createBoard();
    await patch(board.id, { budgetingData: { budget: BUDGET } });
    const before = ReviewResponseSchema.parse((await getReview(owner, board.id)).json());
    const reserve = before.findings.find((f) => f.check === 'budget.reserve');
    expect(reserve).toMatchObject({
      id: 'budget.reserve:budgetingData.budget',
      stage: 'budgeting',
      title: 'The budget holds no reserve',
    });
    const fixed = await patch(board.id, {
      budgetingData: {
        budget: {
          Item: [...BUDGET.Item, 'Contingency reserve'],
          'One-off (GBP)': [...BUDGET['One-off (GBP)'], 500],
          'Monthly (GBP)': [...BUDGET['Monthly (GBP)'], 0],
          'First 12 months (GBP)': [...BUDGET['First 12 months (GBP)'], 500],
        },
      },
    });
    const after = ReviewResponseSchema.parse((await getReview(owner, board.id)).json());
    expect(after.version).toBe((fixed.json() as Board).version);
    expect(after.findings.some((f) => f.check === 'budget.reserve')).toBe(false);
    expect(after.score.stages.budgeting).toBeGreaterThan(before.score.stages.budgeting);
    expect(after.score.overall).toBeGreaterThan(before.score.overall);
  });

  it('should answer 401 without a token and the missing-board 404 to anyone but the owner', async () => {
    const board = await createBoard();
    expect((await getReview(null, board.id)).statusCode).toBe(401);
    for (const user of [stranger, admin]) {
      const res = await getReview(user, board.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: { code: 'not-found', message: `Board ${board.id} was not found.` },
      });
    }
    expect((await getReview(owner, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PATCH /api/boards/:id/review/findings/:findingId', () => {
  it('should dismiss a finding with a reason, keep it in findings, leave it out of the score, and bring it back', async () => {
    const board = await createBoard();
    const id = 'any.empty:ideaData.geoMarket';
    const before = ReviewResponseSchema.parse((await getReview(owner, board.id)).json());
    let res = await dismiss(owner, board.id, id, { dismissed: true, reason: '  We work online only  ' });
    expect(res.statusCode).toBe(200);
    expect(ReviewFindingSchema.parse(res.json())).toMatchObject({
      id,
      dismissed: true,
      reason: 'We work online only',
    });
    const dismissed = ReviewResponseSchema.parse((await getReview(owner, board.id)).json());
    expect(dismissed.findings.find((f) => f.id === id)).toMatchObject({
      dismissed: true,
      reason: 'We work online only',
    });
    expect(dismissed.findings).toHaveLength(before.findings.length);
    expect(dismissed.score.stages.idea).toBeGreaterThan(before.score.stages.idea);
    expect(dismissed.score.overall).toBeGreaterThan(before.score.overall);
    // The board itself did not change.
    expect(dismissed.version).toBe(before.version);

    res = await dismiss(owner, board.id, id, { dismissed: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before.findings.find((f) => f.id === id));
    const back = ReviewResponseSchema.parse((await getReview(owner, board.id)).json());
    expect(back.score).toEqual(before.score);
  });

  it('should refuse a missing, empty or too long reason and an unknown body with 400, changing nothing', async () => {
    const board = await createBoard();
    const id = 'any.empty:ideaData.geoMarket';
    const bad: [object, string][] = [
      [{ dismissed: true }, 'Say why you dismiss this finding'],
      [{ dismissed: true, reason: '   ' }, 'Say why you dismiss this finding'],
      [{ dismissed: true, reason: 'x'.repeat(501) }, 'The reason is limited to 500 characters'],
      [{ dismissed: 'yes' }, ''],
      [{ dismissed: false, reason: 'x' }, ''],
    ];
    for (const [payload, message] of bad) {
      const res = await dismiss(owner, board.id, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(
      (await dismiss(owner, board.id, id, { dismissed: true, reason: 'x'.repeat(500) })).statusCode,
    ).toBe(200);
    const review = ReviewResponseSchema.parse((await getReview(owner, board.id)).json());
    expect(review.findings.filter((f) => f.dismissed).map((f) => f.id)).toEqual([id]);
  });

  it('should answer 404 for a finding the review does not hold, 400 for a malformed id', async () => {
    const board = await createBoard();
    let res = await dismiss(owner, board.id, 'budget.reserve:budgetingData.budget', {
      dismissed: true,
      reason: 'No',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: {
        code: 'not-found',
        message: 'The review of this board holds no finding budget.reserve:budgetingData.budget.',
      },
    });
    res = await dismiss(owner, board.id, 'no id', { dismissed: true, reason: 'No' });
    expect(res.statusCode).toBe(400);
  });

  it('should let only the owner dismiss: 401 without a token, 404 for anyone else, nothing stored', async () => {
    const board = await createBoard();
    const id = 'any.empty:ideaData.initialIdea';
    expect((await dismiss(null, board.id, id, { dismissed: true, reason: 'x' })).statusCode).toBe(401);
    for (const user of [stranger, admin]) {
      expect((await dismiss(user, board.id, id, { dismissed: true, reason: 'x' })).statusCode).toBe(404);
    }
    const review = ReviewResponseSchema.parse((await getReview(owner, board.id)).json());
    expect(review.findings.some((f) => f.dismissed)).toBe(false);
  });
});
