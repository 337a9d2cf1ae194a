import type { Board, BoardPatch } from '@planner/domain';
import { BoardSchema, ForecastResponseSchema } from '@planner/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { completeBoardPatch } from './support/plan-boards.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

async function newBoard(patch: BoardPatch | null): Promise<Board> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: owner.authorization,
    payload: { data: {} },
  });
  const board = BoardSchema.parse((created.json() as { result: unknown }).result);
  if (!patch) return board;
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}`,
    headers: owner.authorization,
    payload: patch,
  });
  expect(res.statusCode, res.body).toBe(200);
  return BoardSchema.parse(res.json());
}

function get(url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: owner.authorization });
}

describe('GET /api/boards/:id/export?format=xlsx', () => {
  it('should give the three statements of each scenario as numbers in the currency format, read back', async () => {
    const patch = completeBoardPatch();
    const board = await newBoard({
      ...patch,
      forecastData: {
        ...patch.forecastData!,
        loans: [
          {
            name: 'Bank',
            principal: 40_000,
            month: 1,
            annualInterestPercent: 6,
            termMonths: 60,
            interestOnlyMonths: 0,
          },
        ],
        assets: [{ name: 'Van', amount: 24_000, month: 1, usefulLifeMonths: 60 }],
      },
    });
    const res = await get(`/api/boards/${board.id}/export?format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Funding need',
      'Conservative Profit and loss',
      'Conservative Cash flow',
      'Conservative Balance sheet',
      'Base Profit and loss',
      'Base Cash flow',
      'Base Balance sheet',
      'Ambitious Profit and loss',
      'Ambitious Cash flow',
      'Ambitious Balance sheet',
    ]);
    const forecast = ForecastResponseSchema.parse((await get(`/api/boards/${board.id}/forecast`)).json());
    const base = forecast.scenarios.base;
    const row = (sheet: string, label: string) => {
      const found = workbook
        .getWorksheet(sheet)!
        .getRows(1, 60)!
        .find((r) => r.getCell(1).value === label);
      if (!found) throw new Error(`no ${label} in ${sheet}`);
      return found;
    };
    // Months 1..36 in columns 2..37, then years 1..3 in columns 38..40: numbers, not text.
    const netProfit = row('Base Profit and loss', 'Net profit');
    expect(netProfit.getCell(2).value).toBe(base.months[0]!.profit / 100);
    expect([38, 39, 40].map((c) => netProfit.getCell(c).value)).toEqual(
      base.years.map((y) => y.profit / 100),
    );
    expect(netProfit.getCell(2).numFmt).toContain(`"${forecast.currency}"`);
    const loans = row('Base Balance sheet', 'Loans outstanding');
    expect(loans.getCell(3).value).toBe(39_426.69);
    const cash = row('Base Cash flow', 'Cash at the end');
    expect(cash.getCell(37).value).toBe(base.months[35]!.cash / 100);
    const header = workbook.getWorksheet('Base Balance sheet')!.getRow(1);
    expect(header.getCell(2).value).toBe(base.months[0]!.month);
    expect(header.getCell(38).value).toBe('Year 1');
    const funding = workbook.getWorksheet('Funding need')!;
    expect(funding.getRow(3).getCell(2).value).toBe(base.fundingNeed.summary);
    expect(funding.getRow(1).values).toEqual([
      undefined,
      'Scenario',
      'Funding need',
      'Minimum cash',
      'Lowest cash',
      'Lowest cash month',
      'Planned funding',
      'Still to find',
      'Required',
      'Break-even month',
      'First profitable month',
      'Model check',
    ]);
    const need = base.fundingNeed;
    expect((funding.getRow(3).values as unknown[]).slice(3)).toEqual([
      need.minimumCash / 100,
      need.lowestCash / 100,
      need.lowestCashMonth,
      need.planned.total / 100,
      need.stillToFind / 100,
      need.required / 100,
      base.breakEvenMonth,
      base.firstProfitableMonth,
      'Balances',
    ]);
  });

  it('should refuse a board without forecast assumptions with failed-precondition', async () => {
    const board = await newBoard(null);
    const res = await get(`/api/boards/${board.id}/export?format=xlsx`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'failed-precondition',
        message: 'Fill in the forecast assumptions first: the spreadsheet holds the forecast’s statements.',
      },
    });
  });
});
