import type { Board } from '@planner/domain';
import { BoardSchema, ReviewResponseSchema, SamplesResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '3' });
  user = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function fromSample(who: TestUser | null, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoardFromSample',
    headers: who?.authorization ?? {},
    payload,
  });
}

describe('GET /api/samples', () => {
  it('should list three samples in three currencies, signed in only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/samples' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/samples', headers: user.authorization });
    expect(res.statusCode).toBe(200);
    const { samples } = SamplesResponseSchema.parse(res.json());
    expect(samples.map((s) => [s.id, s.currency])).toEqual([
      ['dog-walking-manchester', 'GBP'],
      ['invoice-follow-up-saas', 'USD'],
      ['handmade-stoneware-online', 'EUR'],
    ]);
    expect(samples[0]).toEqual({
      id: 'dog-walking-manchester',
      title: 'Paws & Pavements: dog walking in south Manchester',
      currency: 'GBP',
      summary: 'A local consumer service: tracked group dog walks for commuters, sold as a monthly plan.',
    });
  });
});

describe('POST /api/functions/createBoardFromSample', () => {
  it('should create each sample as a complete board like createBoard, review it, and take one board of quota each', async () => {
    const { samples } = SamplesResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/samples', headers: user.authorization })).json(),
    );
    const scores: Record<string, { overall: number; cap: unknown; checks: string[] }> = {};
    for (const sample of samples) {
      const res = await fromSample(user, { data: { sampleId: sample.id } });
      expect(res.statusCode).toBe(200);
      const board: Board = BoardSchema.parse((res.json() as { result: unknown }).result);
      expect(board.title).toBe(sample.title);
      expect(board.ownerId).toBe(user.uid);
      expect(board.version).toBe(1);
      expect(board.forecastData).not.toBeNull();
      expect(board.furthestStage).toBe('GO_TO_MARKET');
      const forecast = await ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${board.id}/forecast`,
        headers: user.authorization,
      });
      expect(forecast.statusCode).toBe(200);
      expect((forecast.json() as { currency: string }).currency).toBe(sample.currency);
      const review = ReviewResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/boards/${board.id}/review`,
            headers: user.authorization,
          })
        ).json(),
      );
      scores[sample.id] = {
        overall: review.score.overall,
        cap: review.cap,
        checks: review.findings.map((f) => `${f.check} ${f.severity}`),
      };
      expect(review.validateNext.length).toBeGreaterThanOrEqual(3);
    }
    // Two plans a good founder wrote, and one with the typical gaps of a first draft.
    expect(scores['dog-walking-manchester']).toEqual({ overall: 100, cap: null, checks: [] });
    expect(scores['handmade-stoneware-online']).toEqual({ overall: 100, cap: null, checks: [] });
    // Its cash gap nobody funds or asks for is one blocker a lender would refuse it for: capped at 40.
    expect(scores['invoice-follow-up-saas']).toEqual({
      overall: 40,
      cap: { score: 40, severity: 'blocker', findings: 1 },
      checks: [
        'any.unrefined-draft minor',
        'model.smart-goals minor',
        'budget.reserve minor',
        'forecast.runway blocker',
        'finance.conservative-runway major',
        'finance.negative-equity major',
        'gtm.channel-budget minor',
      ],
    });

    const res = await fromSample(user, { data: { sampleId: 'dog-walking-manchester' } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'resource-exhausted' } });
  });

  it('should refuse an unknown sample or a bad body with 400 and create nothing', async () => {
    const other = await createTestUser(ctx);
    for (const payload of [
      { data: { sampleId: 'nope' } },
      { data: {} },
      { data: { sampleId: 'x', more: 1 } },
    ]) {
      const res = await fromSample(other, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
    }
    expect((await fromSample(other, { data: { sampleId: 'nope' } })).json()).toMatchObject({
      error: { message: 'There is no sample nope.' },
    });
    expect((await fromSample(null, { data: { sampleId: 'nope' } })).statusCode).toBe(401);
    const boards = await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: other.authorization });
    expect((boards.json() as { boards: unknown[] }).boards).toEqual([]);
  });
});
