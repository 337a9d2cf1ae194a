import type { Board, CompletionResponse, Facts } from '@planner/domain';
import { amountsIn, ForecastResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complete } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import type { FakeOpenAI } from './support/fake-openai.js';
import { startFakeOpenAI } from './support/fake-openai.js';
import { importRepairCafe } from './support/repair-cafe.js';

/** The proposal as confirmed, with one correction: the customer the idea only hints at ("regulars"). */
const FACTS: Facts = {
  offer: 'repairs of small household electronics',
  user: 'households in Ghent with a broken small appliance',
  payer: '',
  place: 'Ghent',
  prices: [
    { name: 'Repair fee', amount: 2500, currency: 'EUR', unit: 'item', model: 'one-off' },
    { name: 'Member repair price', amount: 1750, currency: 'EUR', unit: 'item', model: 'one-off' },
    { name: 'Annual membership', amount: 6000, currency: 'EUR', unit: 'year', model: 'subscription' },
  ],
  team: '8 years as a technician',
};
const CONFIRMED_AMOUNTS = [2500, 1750, 6000];

async function confirm(ctx: TestContext, owner: TestUser, board: Board): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}`,
    headers: owner.authorization,
    payload: { ideaData: { facts: FACTS } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function draft(ctx: TestContext, owner: TestUser, board: Board, slug: string, version: string) {
  const res = await complete(ctx, owner, slug as never, { promptVersion: version, boardId: board.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CompletionResponse>();
}

describe('offline drafts on the confirmed facts of the repair café', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let board: Board;

  beforeAll(async () => {
    ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50', AI_REQUESTS_PER_MINUTE: '1000' });
    owner = await createTestUser(ctx);
    board = await importRepairCafe(ctx, owner);
    await confirm(ctx, owner, board);
  });
  afterAll(() => ctx.close());

  it('should write the business idea from the facts: offer, customer, place, both prices and the experience', async () => {
    const { completion } = await draft(ctx, owner, board, 'idea', '1.1.2');
    expect(completion).toContain('**Offer:** Repairs of small household electronics.');
    expect(completion).toContain('**Customer:** Households in Ghent with a broken small appliance.');
    expect(completion).toContain('25 EUR per item');
    expect(completion).toContain('17.50 EUR per item');
    expect(completion).toContain('60 EUR a year');
    expect(completion).toContain('8 years as a technician');
    expect(completion).not.toMatch(/fixed fee \(people\)|Customer:\*\* fixed fee/);
    const amounts = amountsIn(completion).map((a) => a.cents);
    expect(amounts.every((cents) => CONFIRMED_AMOUNTS.includes(cents))).toBe(true);
  });

  it('should name what is sold and the customer in the persona', async () => {
    const { completion } = await draft(ctx, owner, board, 'target-audience', '2.3.1');
    expect(completion).toContain('repairs of small household electronics');
    expect(completion).toMatch(/households in Ghent/i);
  });

  it('should say why us with the experience the founder confirmed', async () => {
    const { completion } = await draft(ctx, owner, board, 'uvp', '3.1.1');
    expect(completion).toContain('**Why us:** 8 years as a technician.');
  });

  it('should price the revenue matrix at 25 EUR per item, not 50, and the membership at 60 EUR a year', async () => {
    const { completion } = await draft(ctx, owner, board, 'business-model', '4.2.3');
    const rows = (JSON.parse(completion) as { rows: string[][] }).rows;
    const byName = new Map(rows.map((r) => [r[0], r]));
    expect(byName.get('Repair fee per item')?.slice(1, 5)).toEqual([
      'One-off sale',
      expect.any(String),
      '25 EUR per item',
      'Per item',
    ]);
    expect(byName.get('Annual membership')?.[3]).toBe('60 EUR a year');
    expect(completion).not.toContain('50 EUR');
  });

  it('should draft the forecast with repairs one-off at 25 and the membership 5 a month, not 190,896 in month 36', async () => {
    const { board: drafted } = await draft(ctx, owner, board, 'budgeting', '5.2.1');
    const streams = drafted.forecastData?.streams.map((s) => [s.name, s.pricingModel, s.price]);
    expect(streams).toEqual([
      ['Repair fee per item', 'one-off', 25],
      ['Annual membership', 'subscription', 5],
      ['Batch testing for second-hand shops', 'one-off', 12],
    ]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/forecast`,
      headers: owner.authorization,
    });
    expect(res.statusCode, res.body).toBe(200);
    const month36 = ForecastResponseSchema.parse(res.json()).scenarios.base.months[35];
    expect(month36?.revenue).not.toBe(19_089_600);
  });
});

describe('drafts through an AI provider after the facts are confirmed', () => {
  let ctx: TestContext;
  let vendor: FakeOpenAI;
  let owner: TestUser;
  let board: Board;

  beforeAll(async () => {
    vendor = await startFakeOpenAI();
    ctx = await buildTestApp({
      PERSONAL_BOARD_LIMIT: '50',
      AI_REQUESTS_PER_MINUTE: '1000',
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      AI_BASE_URL: vendor.url,
    });
    owner = await createTestUser(ctx);
    board = await importRepairCafe(ctx, owner);
    await confirm(ctx, owner, board);
  });
  afterAll(async () => {
    await ctx.close();
    await vendor.close();
  });

  it("should carry the confirmed facts in the model's request", async () => {
    await draft(ctx, owner, board, 'idea', '1.1.2');
    const request = vendor.requests.at(-1)!;
    expect(request.user).toContain('<offer>\nrepairs of small household electronics\n</offer>');
    expect(request.user).toContain(
      '<customer>\nhouseholds in Ghent with a broken small appliance\n</customer>',
    );
    expect(request.user).toContain(
      '<prices>\nRepair fee: 25 EUR per item (one-off)\nMember repair price: 17.50 EUR per item (one-off)\nAnnual membership: 60 EUR a year (subscription)\n</prices>',
    );
    expect(request.user).toContain('<payer>\n(not provided)\n</payer>');
    expect(request.system).toContain('never state it as true');
  });

  it('should keep the confirmed prices in the forecast whatever the model drafts', async () => {
    vendor.enqueue({
      kind: 'text',
      text: JSON.stringify({
        columns: [
          'Revenue stream',
          'Pricing model',
          'Price',
          'Volume in the first month',
          'Monthly growth %',
          'Monthly churn %',
        ],
        rows: [
          ['Repair fee per item', 'subscription', 50, 10, 5, 4],
          ['Annual membership', 'subscription', 60, 10, 5, 4],
        ],
      }),
    });
    const { board: drafted } = await draft(ctx, owner, board, 'budgeting', '5.2.1');
    expect(
      drafted.forecastData?.streams.map((s) => [s.name, s.pricingModel, s.price, s.churnPercent]),
    ).toEqual([
      ['Repair fee per item', 'one-off', 25, 0],
      ['Annual membership', 'subscription', 5, 4],
    ]);
  });
});
