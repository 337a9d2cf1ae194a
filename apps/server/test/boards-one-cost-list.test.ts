import fs from 'node:fs';

import type { Board, Budget } from '@planner/domain';
import { BoardSchema, ForecastResponseSchema } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

/** The repair café in Ghent as its JSON export: a budget and a forecast that drifted apart. */
const REPAIR_CAFE = JSON.parse(
  fs.readFileSync(new URL('./support/repair-cafe-board.json', import.meta.url), 'utf8'),
) as { board: { budgetingData: { budget: Budget }; forecastData: Record<string, unknown> } };

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.authorization });
const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: owner.authorization, payload });
const readBoard = async (id: string) => BoardSchema.parse((await get(`/api/boards/${id}`)).json());
const readForecast = async (id: string) =>
  ForecastResponseSchema.parse((await get(`/api/boards/${id}/forecast`)).json());

/** A board stored at schema version 3 with the repair café's two copies: budget rent 700, forecast rent 650. */
async function driftingBoard(): Promise<Board> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: owner.authorization,
    payload: { data: { title: 'Repair café' } },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = (created.json() as { result: Board }).result;
  const budget = { ...REPAIR_CAFE.board.budgetingData.budget };
  budget['Monthly (EUR)'] = budget['Monthly (EUR)']!.map((v, i) =>
    budget.Item?.[i] === 'Workshop rent at Dampoort' ? 700 : v,
  );
  await ctx.app.db
    .update(boards)
    .set({
      schemaVersion: 3,
      budgetingData: { budget },
      forecastData: REPAIR_CAFE.board.forecastData as never,
    })
    .where(eq(boards.id, id));
  return readBoard(id);
}

describe('one list of costs on a stored board', () => {
  it('should upgrade a board with two drifting copies: no line counted twice, the notice once', async () => {
    const board = await driftingBoard();
    const costs = board.forecastData!.costs;
    const names = costs.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n === 'Founder pay')).toHaveLength(1);
    expect(names.some((n) => n.startsWith('Soldering station'))).toBe(false);
    expect(names).toContain('Part-time repair assistant (20 h a week)');
    // The budget shows exactly the forecast's lines.
    expect(board.budgetingData.budget?.Item).toEqual(names);
    const notice = board.budgetingData.mergeNotice ?? '';
    expect(notice).toMatch(/^Your budget and your forecast now share one list of costs/);
    expect(notice).toContain(
      'Workshop rent at Dampoort: the budget said 700 EUR a month, the forecast 650 EUR a month',
    );
    expect(notice.match(/share one list of costs/g)).toHaveLength(1);

    // The P&L counts each line once: month 1 is the budget's lines of month 1.
    const forecast = await readForecast(board.id);
    const month1 = costs
      .filter((c) => c.startMonth === 1)
      .reduce((sum, c) => sum + Math.round(c.oneOff * 100) + Math.round(c.monthly * 100), 0);
    expect(forecast.scenarios.base.months[0]?.operatingCosts).toBe(month1);

    // A write stores version 4 with the notice as it was: said once, not again on the next read.
    const written = await patch(board.id, { ideaData: { initialIdea: 'A repair café in Ghent' } });
    expect(written.statusCode, written.body).toBe(200);
    const [row] = await ctx.app.db.select().from(boards).where(eq(boards.id, board.id));
    expect(row?.schemaVersion).toBe(4);
    expect(row?.forecastData).not.toHaveProperty('costs');
    expect(row?.forecastData).not.toHaveProperty('hires');
    const again = await readBoard(board.id);
    expect(again.budgetingData.mergeNotice).toBe(notice);
    expect(again.forecastData?.costs).toEqual(costs);
    // Read, the founder clears it; it does not come back.
    const cleared = await patch(board.id, { budgetingData: { mergeNotice: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await readBoard(board.id);
    expect(after.budgetingData.mergeNotice).toBeNull();
    expect(after.forecastData?.costs).toEqual(costs);
  });

  it('should answer GET /api/boards/:id/forecast with a budget row as edited: rent 650 -> 700', async () => {
    const board = await driftingBoard();
    const budget = board.budgetingData.budget!;
    const row = budget.Item!.indexOf('Workshop rent at Dampoort');
    const before = await readForecast(board.id);
    expect(board.forecastData!.costs[row]?.monthly).toBe(650);

    const monthly = budget['Monthly (EUR)']!.map((v, i) => (i === row ? 700 : v));
    const res = await patch(board.id, { budgetingData: { budget: { ...budget, 'Monthly (EUR)': monthly } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(BoardSchema.parse(res.json()).forecastData?.costs[row]?.monthly).toBe(700);

    const after = await readForecast(board.id);
    after.scenarios.base.months.forEach((month, i) => {
      expect(month.operatingCosts - before.scenarios.base.months[i]!.operatingCosts).toBe(5_000);
    });
  });

  it('should write the forecast cost editor’s lines into the budget, and refuse a bad line changing nothing', async () => {
    const board = await driftingBoard();
    const data = board.forecastData!;
    const costs = data.costs.map((c) =>
      c.name === 'Workshop rent at Dampoort' ? { ...c, monthly: 720, startMonth: 2 } : c,
    );
    const res = await patch(board.id, { forecastData: { ...data, costs } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = BoardSchema.parse(res.json());
    const row = saved.budgetingData.budget!.Item!.indexOf('Workshop rent at Dampoort');
    expect(saved.budgetingData.budget!['Monthly (EUR)']?.[row]).toBe(720);
    expect(saved.budgetingData.budget!['Start month']?.[row]).toBe(2);
    // 11 months of year 1 from month 2.
    expect(saved.budgetingData.budget!['First 12 months (EUR)']?.[row]).toBe(7920);
    expect(saved.forecastData?.costs).toEqual(costs);

    const bad = await patch(board.id, {
      forecastData: { ...data, costs: [{ ...costs[0], startMonth: 40 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await readBoard(board.id)).budgetingData.budget).toEqual(saved.budgetingData.budget);
  });
});
