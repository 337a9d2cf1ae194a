import type { Board } from '@planner/domain';
import { BoardSchema, ForecastResponseSchema } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { SUBSCRIPTIONS } from './support/subscriptions-forecast.js';

const RANGE = 'The first month must be between January 1900 and December 2200.';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function request(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: owner.authorization, ...(payload ? { payload } : {}) });
}

async function boardWithForecast(): Promise<Board> {
  const created = await request('POST', '/api/functions/createBoard', { data: { title: 'Months' } });
  const { id } = (created.json() as { result: { id: string } }).result;
  const patched = await request('PATCH', `/api/boards/${id}`, { forecastData: SUBSCRIPTIONS });
  expect(patched.statusCode, patched.body).toBe(200);
  return BoardSchema.parse(patched.json());
}

describe('PATCH /api/boards/:id forecastData.firstMonth', () => {
  it('should refuse a first month outside 1900 to 2200 with 400 naming the field, changing nothing', async () => {
    const board = await boardWithForecast();
    for (const firstMonth of ['9999-12', '0000-01', '1899-12', '2201-01']) {
      const res = await request('PATCH', `/api/boards/${board.id}`, {
        forecastData: { ...SUBSCRIPTIONS, firstMonth },
      });
      expect(res.statusCode, firstMonth).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'invalid-argument',
          message: `forecastData.firstMonth: ${RANGE}`,
          details: { issues: [{ path: 'body.forecastData.firstMonth', message: RANGE }] },
        },
      });
    }
    const after = BoardSchema.parse((await request('GET', `/api/boards/${board.id}`)).json());
    expect(after.version).toBe(board.version);
    expect(after.forecastData?.firstMonth).toBe(SUBSCRIPTIONS.firstMonth);
  });

  it('should accept the first and the last month of the range', async () => {
    const board = await boardWithForecast();
    for (const firstMonth of ['1900-01', '2200-12']) {
      const res = await request('PATCH', `/api/boards/${board.id}`, {
        forecastData: { ...SUBSCRIPTIONS, firstMonth },
      });
      expect(res.statusCode, res.body).toBe(200);
      const forecast = await request('GET', `/api/boards/${board.id}/forecast`);
      expect(forecast.statusCode, forecast.body).toBe(200);
      const months = ForecastResponseSchema.parse(forecast.json()).scenarios.base.months;
      expect(months[0]?.month).toBe(firstMonth);
    }
  });
});

describe('a first month stored before the range was checked', () => {
  it('should answer the forecast’s one "cannot be computed" outcome, never a 500', async () => {
    for (const firstMonth of ['9999-12', '0000-01']) {
      const board = await boardWithForecast();
      await ctx.app.db
        .update(boards)
        .set({ forecastData: { ...SUBSCRIPTIONS, firstMonth } })
        .where(eq(boards.id, board.id));

      const read = await request('GET', `/api/boards/${board.id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(BoardSchema.parse(read.json()).forecastData?.firstMonth).toBe(firstMonth);

      const forecast = await request('GET', `/api/boards/${board.id}/forecast`);
      expect(forecast.statusCode, forecast.body).toBe(400);
      expect(forecast.json()).toMatchObject({ error: { code: 'failed-precondition', message: RANGE } });

      const xlsx = await request('GET', `/api/boards/${board.id}/export?format=xlsx`);
      expect(xlsx.statusCode, xlsx.body).toBe(400);
      expect(xlsx.json()).toMatchObject({ error: { code: 'failed-precondition', message: RANGE } });

      const md = await request('GET', `/api/boards/${board.id}/export?format=md`);
      expect(md.statusCode).toBe(200);
      expect(md.body).toContain(`This forecast cannot be computed: ${RANGE}`);
    }
  });
});

describe('the OpenAPI document', () => {
  it('should state the first month’s range on the assumptions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const patch = (res.json() as { paths: Record<string, { patch?: unknown }> }).paths['/api/boards/{id}']
      ?.patch;
    expect(JSON.stringify(patch)).toContain(
      'the assumptions PATCH refuses a month before 1900-01 or after 2200-12',
    );
  });
});
