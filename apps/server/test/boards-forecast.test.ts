import type { Board, ForecastData } from '@planner/domain';
import { BoardSchema, emptyBoardData, ForecastResponseSchema } from '@planner/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { SUBSCRIPTIONS } from './support/subscriptions-forecast.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

async function createBoard(user: TestUser): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: user.authorization,
    payload: { data: {} },
  });
  expect(res.statusCode).toBe(200);
  return BoardSchema.parse((res.json() as { result: unknown }).result);
}

function patch(user: TestUser, id: string, payload: NonNullable<InjectOptions['payload']>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: user.authorization, payload });
}

function getForecast(user: TestUser | null, id: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/forecast`,
    headers: user ? user.authorization : {},
  });
}

describe('PATCH /api/boards/:id forecastData', () => {
  it('should store the assumptions, return them with the board and clear them with null', async () => {
    const board = await createBoard(owner);
    expect(board.forecastData).toBeNull();
    let res = await patch(owner, board.id, { forecastData: SUBSCRIPTIONS });
    expect(res.statusCode).toBe(200);
    expect(BoardSchema.parse(res.json()).forecastData).toEqual(SUBSCRIPTIONS);
    res = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
    });
    expect(BoardSchema.parse(res.json()).forecastData).toEqual(SUBSCRIPTIONS);
    res = await patch(owner, board.id, { forecastData: null });
    expect(BoardSchema.parse(res.json()).forecastData).toBeNull();
  });

  it('should reject bad assumptions with the form message and change nothing', async () => {
    const board = await createBoard(owner);
    await patch(owner, board.id, { forecastData: SUBSCRIPTIONS });
    const bad = [
      [{ ...SUBSCRIPTIONS.streams[0], price: -5 }, 'The price cannot be negative'],
      [
        { ...SUBSCRIPTIONS.streams[0], churnPercent: 140, capacity: null },
        'Churn must be between 0 % and 100 %',
      ],
      [{ ...SUBSCRIPTIONS.streams[0], growthPercent: 500 }, 'Monthly growth must be between -50 % and 100 %'],
    ] as const;
    for (const [stream, message] of bad) {
      const res = await patch(owner, board.id, { forecastData: { ...SUBSCRIPTIONS, streams: [stream] } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
    });
    expect(BoardSchema.parse(res.json()).forecastData).toEqual(SUBSCRIPTIONS);
  });
});

describe('GET /api/boards/:id/forecast', () => {
  it('should answer three scenarios of 36 months in the budget currency, amounts in cents (worked by hand)', async () => {
    const board = await createBoard(owner);
    await patch(owner, board.id, {
      budgetingData: { budget: { Item: ['Rent'], 'Monthly (GBP)': [250] } },
      forecastData: SUBSCRIPTIONS,
    });
    const res = await getForecast(owner, board.id);
    expect(res.statusCode).toBe(200);
    const body = ForecastResponseSchema.parse(res.json());
    expect(body.currency).toBe('GBP');
    const base = body.scenarios.base;
    expect(base.months).toHaveLength(36);
    // Month m: 10 x m subscribers at 10.00 = 100 x m; profit 100 x m - 250.
    // Issue 27 adds the three statements to each month and year: today's fields are kept as they were.
    expect(base.months.slice(0, 3)).toMatchObject([
      {
        month: '2027-01',
        revenue: 10_000,
        costOfSales: 0,
        operatingCosts: 25_000,
        tax: 0,
        profit: -15_000,
        cash: 85_000,
      },
      {
        month: '2027-02',
        revenue: 20_000,
        costOfSales: 0,
        operatingCosts: 25_000,
        tax: 0,
        profit: -5_000,
        cash: 80_000,
      },
      {
        month: '2027-03',
        revenue: 30_000,
        costOfSales: 0,
        operatingCosts: 25_000,
        tax: 0,
        profit: 5_000,
        cash: 85_000,
      },
    ]);
    // Year 1: 100 x (1 + ... + 12) = 7,800 revenue, 3,000 rent.
    expect(base.years[0]).toMatchObject({
      year: 1,
      revenue: 780_000,
      costOfSales: 0,
      operatingCosts: 300_000,
      tax: 0,
      profit: 480_000,
    });
    expect(base.years.map((y) => y.year)).toEqual([1, 2, 3]);
    expect(base).toMatchObject({ breakEvenMonth: 3, firstProfitableMonth: 3, runwayMonths: null });
    expect(base).not.toHaveProperty('cashNeeded');
    expect(base.checks.every((c) => c.ok)).toBe(true);
    // Half the subscribers: 50 x m - 250 is zero in month 5 (break-even) and positive from month 6.
    expect(body.scenarios.conservative).toMatchObject({ breakEvenMonth: 5, firstProfitableMonth: 6 });
    expect(body.scenarios.ambitious.breakEvenMonth).toBe(2);
  });

  it('should answer the three statements per scenario, month and year, with a loan and an asset', async () => {
    const board = await createBoard(owner);
    const financed: ForecastData = {
      ...SUBSCRIPTIONS,
      equity: [{ name: 'Savings', amount: 35_000, month: 1 }],
      loans: [
        {
          name: 'Bank loan',
          principal: 40_000,
          month: 1,
          annualInterestPercent: 6,
          termMonths: 60,
          interestOnlyMonths: 0,
        },
      ],
      assets: [{ name: 'Cargo van', amount: 24_000, month: 1, usefulLifeMonths: 48 }],
      salesTaxPercent: 20,
      receivableDays: 30,
      payableDays: 30,
    };
    expect((await patch(owner, board.id, { forecastData: financed })).statusCode).toBe(200);
    const res = await getForecast(owner, board.id);
    expect(res.statusCode).toBe(200);
    const body = ForecastResponseSchema.parse(res.json());
    for (const name of ['conservative', 'base', 'ambitious'] as const) {
      const s = body.scenarios[name];
      expect(s.months).toHaveLength(36);
      expect(s.years).toHaveLength(3);
      for (const p of [...s.months, ...s.years]) {
        expect(p.balanceSheet.totalAssets).toBe(p.balanceSheet.totalLiabilitiesAndEquity);
        expect(p.balanceSheet.cash).toBe(p.cashFlow.cashAtEnd);
      }
      expect(s.ratios.map((r) => r.year)).toEqual([1, 2, 3]);
    }
    const [first, second] = body.scenarios.base.months;
    // Month 1: 1,000 of savings + 40,000 of loan + 35,000 of equity in; the van (24,000 + 20 % VAT) out.
    expect(first?.cashFlow).toMatchObject({
      loansReceived: 4_000_000,
      equity: 3_500_000,
      assetPurchases: -2_400_000,
      loanRepayments: 0,
    });
    // The van: 24,000 / 48 = 500.00 a month; the loan: 200.00 of interest in month 2, 773.31 paid.
    expect(first?.profitAndLoss).toMatchObject({ depreciation: 50_000, interest: 0 });
    expect(second?.profitAndLoss).toMatchObject({ depreciation: 50_000, interest: 20_000 });
    expect(second?.cashFlow.loanRepayments).toBe(-57_331);
    expect(second?.balanceSheet).toMatchObject({
      loans: 3_942_669,
      netFixedAssets: 2_300_000,
      paidInEquity: 3_600_000,
    });
    expect(first?.profitAndLoss.operatingExpenses).toEqual([{ category: 'Premises', amount: 25_000 }]);
    // The month's 100 of subscriptions + 20 of VAT is paid by customers 30 days later.
    expect(first?.balanceSheet.receivables).toBe(12_000);
    expect(body.scenarios.base.fundingNeed.summary).toMatch(
      /^Funded: cash is lowest in month \d+ \(\w+ \d{4}\) at [\d,.]+ EUR, at or above the minimum of [\d,.]+ EUR$/,
    );
  });

  it('should read an old board’s stored assumptions in the new shape (stored schema version 1)', async () => {
    const board = await createBoard(owner);
    // SUBSCRIPTIONS as stored before the funding and taxes assumptions: no funding, assets, VAT, capacity or price multipliers.
    const old = {
      startingCash: 1000,
      firstMonth: '2027-01',
      streams: [
        {
          name: 'Monthly box',
          pricingModel: 'subscription',
          price: 10,
          volume: 10,
          growthPercent: 0,
          churnPercent: 0,
        },
      ],
      costOfSalesPercent: 0,
      costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly: 250, startMonth: 1 }],
      taxRatePercent: 0,
      scenarios: {
        conservative: { volume: 0.5, growth: 1 },
        base: { volume: 1, growth: 1 },
        ambitious: { volume: 2, growth: 1 },
      },
    };
    await ctx.app.db
      .update(boards)
      .set({ schemaVersion: 1, forecastData: old as unknown as ForecastData })
      .where(eq(boards.id, board.id));
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
    });
    expect(BoardSchema.parse(read.json()).forecastData).toEqual(SUBSCRIPTIONS);
    const res = await getForecast(owner, board.id);
    expect(res.statusCode).toBe(200);
    const base = ForecastResponseSchema.parse(res.json()).scenarios.base;
    expect(base.months[0]).toMatchObject({ revenue: 10_000, profit: -15_000, cash: 85_000 });
  });

  it('should answer failed-precondition for a board without assumptions', async () => {
    const board = await createBoard(owner);
    const res = await getForecast(owner, board.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'failed-precondition',
        message: 'Fill in the forecast assumptions first: the projection is computed from them.',
      },
    });
  });

  it('should answer failed-precondition when the assumptions grow past what it keeps exact', async () => {
    const huge = { ...SUBSCRIPTIONS.streams[0]!, price: 1_000_000, volume: 10_000_000, growthPercent: 100 };
    const forecastData = { ...SUBSCRIPTIONS, streams: [huge] };
    // Issue 26: the PATCH refuses such assumptions now; a board restored from an older backup has them.
    const refused = await patch(owner, (await createBoard(owner)).id, { forecastData });
    expect(refused.statusCode).toBe(400);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: owner.authorization,
      payload: {
        data: {
          format: 'planner-board',
          schemaVersion: 2,
          exportedAt: new Date().toISOString(),
          board: {
            ...emptyBoardData(),
            title: 'Huge',
            currentStage: 'IDEA',
            currentStep: 'INITIAL_IDEA',
            forecastData,
          },
        },
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const board = BoardSchema.parse((imported.json() as { result: unknown }).result);
    const res = await getForecast(owner, board.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'failed-precondition',
        message:
          'These assumptions grow past 100 billion a month by month 1: lower the volume or the growth.',
      },
    });
  });

  it('should answer 404 for another user’s board and 401 without a token', async () => {
    const board = await createBoard(owner);
    await patch(owner, board.id, { forecastData: SUBSCRIPTIONS });
    const stranger = await createTestUser(ctx);
    const admin = await createTestUser(ctx, { admin: true });
    for (const user of [stranger, admin]) {
      const res = await getForecast(user, board.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not-found' } });
    }
    expect((await getForecast(null, board.id)).statusCode).toBe(401);
    expect((await getForecast(owner, 'not-a-uuid')).statusCode).toBe(400);
  });
});
