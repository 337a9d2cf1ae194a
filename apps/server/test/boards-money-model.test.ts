import type { ForecastData } from '@planner/domain';
import { BoardSchema, ForecastResponseSchema, STORED_BOARD_SCHEMA_VERSION } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { importRepairCafe as importCafe } from './support/repair-cafe.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const importRepairCafe = () => importCafe(ctx, owner);

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.authorization });

describe('one model of the money, on the repair café', () => {
  it('should answer the sustained break-even, the first profitable month, one funding need and the master check', async () => {
    const board = await importRepairCafe();
    const res = await get(`/api/boards/${board.id}/forecast`);
    expect(res.statusCode).toBe(200);
    const { scenarios } = ForecastResponseSchema.parse(res.json());
    const base = scenarios.base;
    // Profitable in month 5, losing money again in months 7-11 and 13-15: break-even is month 16.
    expect(base).toMatchObject({ breakEvenMonth: 16, firstProfitableMonth: 5 });
    expect(base.fundingNeed).toMatchObject({
      minimumCash: 974_125,
      lowestCash: 206_977,
      lowestCashMonth: 16,
      planned: { startingCash: 0, equity: 500_000, loans: 800_000, grants: 0, total: 1_300_000 },
      stillToFind: 767_148,
      required: 2_067_148,
    });
    expect(base.fundingNeed.summary).toMatch(/^Still to find: 7,671.48 EUR/);
    for (const s of Object.values(scenarios)) {
      expect(s.checks).toHaveLength(5);
      expect(s.checks.every((c) => c.ok)).toBe(true);
      // Never "Funded" while something is still to find.
      if (s.fundingNeed.stillToFind > 0) expect(s.fundingNeed.summary).not.toMatch(/Funded/);
    }
    // Founder pay carries no VAT: month 1 payables are 5,939.25 + 21 %.
    expect(base.months[0]?.balanceSheet.payables).toBe(718_649);
  });

  it('should write the same figures in the plan: no deepest loss called a funding need, never "Funded"', async () => {
    const board = await importRepairCafe();
    const md = await get(`/api/boards/${board.id}/export?format=md`);
    expect(md.statusCode).toBe(200);
    expect(md.body).toContain(
      '| Funding required | 20,671.48 EUR: 13,000 EUR planned, 7,671.48 EUR still to find |',
    );
    expect(md.body).toContain('| The ask | 7,671.48 EUR, the amount still to find |');
    expect(md.body).toContain('| Break-even | Month 16 (April 2028); first profitable month: month 5 |');
    expect(md.body).toContain('Break-even in month 16 (April 2028) (first profitable month: month 5)');
    expect(md.body).not.toContain('Funding need | ');
    expect(md.body).not.toMatch(/Funded/);
    expect(md.body).not.toContain('6,041.46');
  });

  it('should read a board stored before cost lines had a kind with its founder pay as payroll', async () => {
    const board = await importRepairCafe();
    const stored = board.forecastData!;
    const withoutKinds = {
      ...stored,
      costs: stored.costs.map(({ kind: _kind, ...line }) => line),
    } as ForecastData;
    await ctx.app.db
      .update(boards)
      .set({ schemaVersion: 2, forecastData: withoutKinds })
      .where(eq(boards.id, board.id));
    const read = BoardSchema.parse((await get(`/api/boards/${board.id}`)).json());
    expect(STORED_BOARD_SCHEMA_VERSION).toBe(4);
    expect(read.forecastData?.costs.filter((c) => c.kind === 'payroll').map((c) => c.name)).toEqual([
      'Founder pay',
      'Founder pay increase from year 2',
      'Part-time repair assistant (20 h a week)',
    ]);
    const base = ForecastResponseSchema.parse((await get(`/api/boards/${board.id}/forecast`)).json())
      .scenarios.base;
    expect(base.months[0]?.balanceSheet.payables).toBe(718_649);
  });

  it('should store the ask, a VAT treatment per line and a minimum cash, and refuse a reduced rate without its rate', async () => {
    const board = await importRepairCafe();
    const data = board.forecastData!;
    const edited: ForecastData = {
      ...data,
      ask: { amount: 8000, instrument: 'loan', purpose: 'Working capital for the first year' },
      minimumCash: 1500,
      vatPeriod: 'monthly',
      costs: data.costs.map((c) =>
        c.name === 'Insurance (liability and contents)' ? { ...c, vat: { treatment: 'exempt' } } : c,
      ),
    };
    const patch = (forecastData: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${board.id}`,
        headers: owner.authorization,
        payload: { forecastData },
      });
    const ok = await patch(edited);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(BoardSchema.parse(ok.json()).forecastData).toEqual(edited);
    const base = ForecastResponseSchema.parse((await get(`/api/boards/${board.id}/forecast`)).json())
      .scenarios.base;
    // VAT settled monthly: cash is lowest at 1,888.13; the founder's minimum of 1,500 is below it.
    expect(base.fundingNeed).toMatchObject({ minimumCash: 150_000, lowestCash: 188_813, stillToFind: 0 });
    expect(base.fundingNeed.summary).toMatch(/^Funded: /);
    const md = await get(`/api/boards/${board.id}/export?format=md`);
    expect(md.body).toContain('| The ask | A loan of 8,000 EUR: Working capital for the first year |');

    const bad = await patch({ ...edited, costs: [{ ...data.costs[0], vat: { treatment: 'reduced' } }] });
    expect(bad.statusCode).toBe(400);
    const unchanged = BoardSchema.parse((await get(`/api/boards/${board.id}`)).json());
    expect(unchanged.forecastData).toEqual(edited);
  });
});
