import { spawnSync } from 'node:child_process';

import type { Board } from '@planner/domain';
import {
  BoardSchema,
  buildPlan,
  capacityLines,
  computeForecast,
  DSCR_TARGET,
  formatMoney,
  ReviewResponseSchema,
  SCENARIO_NAMES,
} from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listSamples } from '../src/modules/boards/samples.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

/**
 * A sample is the product's showcase: every sample (a sample added later included) must pass the
 * product's own checks and read as a business of its kind could run it.
 */
const CHECK = 'Check these numbers';
/** The revised base scenario's revenue per year, as the executive summary's key figures state it. */
const REVENUE: Record<string, [string, string, string]> = {
  'dog-walking-manchester': ['40,975 GBP', '84,562.50 GBP', '105,637.50 GBP'],
  'handmade-stoneware-online': ['27,878.59 EUR', '41,689.70 EUR', '62,206.77 EUR'],
  'invoice-follow-up-saas': ['30,243 USD', '94,632 USD', '197,658 USD'],
};

const samples = listSamples();
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  user = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(run.status, run.stderr.toString()).toBe(0);
  return run.stdout.toString('utf8').replace(/\s+/g, ' ');
}

describe.each(samples.map((s) => [s.id, s] as const))('sample %s', (id, sample) => {
  const data = sample.content.forecastData!;
  const forecast = computeForecast(data, sample.content.budgetingData.budget);

  it('should raise no warning in any scenario and reach no capacity in the base scenario', () => {
    for (const name of SCENARIO_NAMES) expect(forecast.scenarios[name].warnings, name).toEqual([]);
    // Capacity is set on every stream: the most its people, vans or kiln can serve.
    for (const stream of data.streams) expect(stream.capacity, stream.name).not.toBeNull();
    expect(capacityLines(forecast.scenarios.base.capacity, data.firstMonth)).toEqual([]);
    const plan = buildPlan({ ...sample.content, id }, { audience: 'document' });
    const blocks = plan.sections.flatMap((s) => s.blocks.map((b) => b.label));
    expect(blocks).toContain('Break-even and runway');
    expect(blocks).not.toContain(CHECK);
  });

  it('should pass the master check in every scenario, repay its loans at a DSCR of 1.25 or more and keep a margin of its trade', () => {
    for (const name of SCENARIO_NAMES) {
      expect(
        forecast.scenarios[name].checks.filter((c) => !c.ok),
        name,
      ).toEqual([]);
    }
    for (const name of SCENARIO_NAMES.filter((n) => n !== 'conservative')) {
      const scenario = forecast.scenarios[name];
      for (const year of scenario.ratios) {
        const dscr = year.debtServiceCoverage.value;
        if (dscr !== null) expect(dscr, `${name} year ${year.year}`).toBeGreaterThanOrEqual(DSCR_TARGET);
        // Gross margin of a service, a studio or software: what is left after direct costs.
        expect(year.grossMarginPercent.value, `${name} year ${year.year}`).toBeGreaterThanOrEqual(30);
        expect(year.grossMarginPercent.value, `${name} year ${year.year}`).toBeLessThanOrEqual(95);
      }
    }
  });

  it('should score what its findings say: the mean of its stages, capped by its worst open finding', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoardFromSample',
      headers: user.authorization,
      payload: { data: { sampleId: id } },
    });
    const board = BoardSchema.parse((created.json() as { result: unknown }).result);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/review`,
      headers: user.authorization,
    });
    expect(res.statusCode).toBe(200);
    const review = ReviewResponseSchema.parse(res.json());
    const severities = review.findings.map((f) => f.severity);
    const mean = Math.round((Object.values(review.score.stages).reduce((a, b) => a + b, 0) / 6) * 10) / 10;
    const cap = severities.includes('blocker') ? 40 : severities.includes('major') ? 75 : null;
    expect(review.cap?.score ?? null).toBe(cap);
    // The stages are rounded, so the mean of the rounded stages may differ by 0.1.
    expect(Math.abs(review.score.overall - Math.min(mean, cap ?? 100))).toBeLessThanOrEqual(0.1);
    expect(review.score.overall === 100).toBe(review.findings.length === 0);
  });

  it('should balance its three statements to the cent in every month and year of every scenario', () => {
    for (const name of SCENARIO_NAMES) {
      const scenario = forecast.scenarios[name];
      for (const period of [...scenario.months, ...scenario.years]) {
        const { balanceSheet, cashFlow } = period;
        const where = `${name} ${period.label}`;
        expect(Number.isInteger(balanceSheet.totalAssets), where).toBe(true);
        expect(Number.isInteger(balanceSheet.totalLiabilitiesAndEquity), where).toBe(true);
        expect(balanceSheet.totalAssets, where).toBe(balanceSheet.totalLiabilitiesAndEquity);
        expect(cashFlow.cashAtEnd, where).toBe(balanceSheet.cash);
      }
    }
  });

  it('should export a PDF with no "Check these numbers" and the revised revenue in the key figures', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoardFromSample',
      headers: user.authorization,
      payload: { data: { sampleId: id } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const board: Board = BoardSchema.parse((created.json() as { result: unknown }).result);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/export?format=pdf`,
      headers: user.authorization,
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).not.toContain(CHECK);
    expect(text).not.toContain('The forecast raises');
    const years = forecast.scenarios.base.years;
    years.forEach((year, i) =>
      expect(text).toContain(
        `Revenue, year ${i + 1} ${formatMoney(year.profitAndLoss.revenue, forecast.currency)}`,
      ),
    );
    const expected = REVENUE[id];
    expected?.forEach((value, i) => expect(text).toContain(`Revenue, year ${i + 1} ${value}`));
  });
});

it('should pin the revised revenue of each shipped sample', () => {
  for (const id of Object.keys(REVENUE)) expect(samples.map((s) => s.id)).toContain(id);
});
