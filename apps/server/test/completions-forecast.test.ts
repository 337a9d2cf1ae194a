import type { ForecastData } from '@planner/domain';
import {
  CompletionResponseSchema,
  ForecastCompletionSchema,
  ForecastDataSchema,
  forecastFromCompletion,
  neutralFinancials,
} from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complete, createBoard, FILLED, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50', AI_REQUESTS_PER_MINUTE: '1000' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const GOALS = {
  ...FILLED.businessModelData,
  refinedSMARTGoals: 'Reach 1,000 paying customers within 12 months.',
};
const BUDGET = {
  Category: ['Premises', 'Marketing'],
  Item: ['Kitchen rent', 'Launch campaign'],
  'One-off (EUR)': [0, 1500],
  'Monthly (EUR)': [800, 0],
};

describe('POST /api/budgeting/completion with 5.2.1 (offline engine)', () => {
  it('should draft one row per revenue stream and store it as the board’s forecast with the budget’s costs', async () => {
    const board = await createBoard(ctx, owner, {
      ...FILLED,
      businessModelData: GOALS,
      budgetingData: { budget: BUDGET },
    });
    const res = await complete(ctx, owner, 'budgeting', { promptVersion: '5.2.1', boardId: board.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = CompletionResponseSchema.parse(res.json());
    const table = ForecastCompletionSchema.parse(JSON.parse(body.completion));
    // Streams and models from the refined revenue streams; growth the goal of 1,000 customers in
    // 12 months needs (30 new subscribers a month: 18 %; 60 orders a month: 6 %).
    expect(table.rows).toEqual([
      ['Subscription', 'subscription', 25, 15, 18, 4],
      ['Commission on grocery orders', 'commission', 8, 30, 6, 0],
    ]);

    const stored = (await readBoard(ctx, owner, board.id)).forecastData;
    expect(ForecastDataSchema.parse(stored)).toEqual(body.board.forecastData);
    // Issue 27: the price the founder wrote ("Subscription: 6.99 euros per month") is used as written.
    expect(stored?.streams.map((s) => [s.name, s.pricingModel, s.price])).toEqual([
      ['Subscription', 'subscription', 6.99],
      ['Commission on grocery orders', 'commission', 8],
    ]);
    expect(stored?.costs).toEqual([
      { name: 'Kitchen rent', category: 'Premises', oneOff: 0, monthly: 800, startMonth: 1, kind: 'expense' },
      {
        name: 'Launch campaign',
        category: 'Marketing',
        oneOff: 1500,
        monthly: 0,
        startMonth: 1,
        kind: 'expense',
      },
    ]);
    // No step: the stage and step stay where they were.
    expect(body.board.currentStep).toBe(board.currentStep);
  });

  it('should keep the founder’s saved costs, payroll lines and rates and replace only the streams', async () => {
    const saved: ForecastData = {
      startingCash: 5000,
      firstMonth: '2027-03',
      streams: [
        {
          name: 'Old',
          pricingModel: 'one-off',
          price: 1,
          volume: 1,
          growthPercent: 0,
          churnPercent: 0,
          capacity: null,
        },
      ],
      costOfSalesPercent: 35,
      costs: [
        { name: 'Van', category: 'Vehicles', oneOff: 9000, monthly: 100, startMonth: 4, kind: 'expense' },
        { name: 'Driver', category: 'Team', oneOff: 0, monthly: 2400, startMonth: 7, kind: 'payroll' },
      ],
      taxRatePercent: 30,
      ...neutralFinancials(),
      scenarios: {
        conservative: { volume: 0.5, growth: 0.5, price: 1, costs: 1 },
        base: { volume: 1, growth: 1, price: 1, costs: 1 },
        ambitious: { volume: 2, growth: 1.5, price: 1, costs: 1 },
      },
    };
    const board = await createBoard(ctx, owner, { ...FILLED, forecastData: saved });
    const res = await complete(ctx, owner, 'budgeting', { promptVersion: '5.2.1', boardId: board.id });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await readBoard(ctx, owner, board.id)).forecastData;
    expect({ ...stored, streams: [] }).toEqual({ ...saved, streams: [] });
    expect(stored?.streams.map((s) => s.name)).toEqual(['Subscription', 'Commission on grocery orders']);
  });

  it('should name a single listed stream without its bullet', async () => {
    const board = await createBoard(ctx, owner, {
      businessModelData: { refinedRevenueStreams: '- Monthly plan: weekly meal boxes on subscription' },
    });
    const res = await complete(ctx, owner, 'budgeting', { promptVersion: '5.2.1', boardId: board.id });
    expect(res.statusCode, res.body).toBe(200);
    const rows = ForecastCompletionSchema.parse(
      JSON.parse(CompletionResponseSchema.parse(res.json()).completion),
    ).rows;
    expect(rows.map((r) => [r[0], r[1]])).toEqual([['Monthly plan', 'subscription']]);
  });

  it('should answer a preview and store nothing, keeping the prices the founder wrote', async () => {
    const board = await createBoard(ctx, owner, {
      businessModelData: {
        refinedRevenueStreams:
          '- Office subscriptions: €290-590 a month per office\n- Bike care plan: €18 per bike a month',
      },
      budgetingData: { budget: { Item: ['Van'], 'One-off (EUR)': [24000], 'Monthly (EUR)': [0] } },
    });
    const before = await readBoard(ctx, owner, board.id);
    const res = await complete(ctx, owner, 'budgeting', {
      promptVersion: '5.2.1',
      boardId: board.id,
      preview: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = CompletionResponseSchema.parse(res.json());
    expect(body.board.forecastData).toBeNull();
    expect(body.board.version).toBe(before.version);
    const after = await readBoard(ctx, owner, board.id);
    expect(after.forecastData).toBeNull();
    expect(after.version).toBe(before.version);
    // The web turns the preview into assumptions with the founder's prices, as written.
    const drafted = forecastFromCompletion(
      ForecastCompletionSchema.parse(JSON.parse(body.completion)),
      after,
      new Date(),
    );
    expect(drafted.streams.map((s) => [s.name, s.price])).toEqual([
      ['Office subscriptions', 290],
      ['Bike care plan', 18],
    ]);
  });

  it('should ask for the revenue streams first and store nothing', async () => {
    const board = await createBoard(ctx, owner);
    const res = await complete(ctx, owner, 'budgeting', { promptVersion: '5.2.1', boardId: board.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'failed-precondition' } });
    expect(res.json().error.message).toContain('revenue streams');
    expect((await readBoard(ctx, owner, board.id)).forecastData).toBeNull();
  });

  it('should answer 404 for someone else’s board', async () => {
    const board = await createBoard(ctx, owner, FILLED);
    const stranger = await createTestUser(ctx);
    const res = await complete(ctx, stranger, 'budgeting', { promptVersion: '5.2.1', boardId: board.id });
    expect(res.statusCode).toBe(404);
    expect((await readBoard(ctx, owner, board.id)).forecastData).toBeNull();
  });
});
