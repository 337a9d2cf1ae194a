import type { Board } from '@planner/domain';
import { ReviewFindingSchema, ReviewResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { importRepairCafe } from './support/repair-cafe.js';

let ctx: TestContext;
let owner: TestUser;
let board: Board;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
  board = await importRepairCafe(ctx, owner);
});
afterAll(() => ctx.close());

async function review() {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/review`,
    headers: owner.authorization,
  });
  expect(res.statusCode).toBe(200);
  return ReviewResponseSchema.parse(res.json());
}

describe('GET /api/boards/:id/review of a plan a lender would refuse', () => {
  it('should cap the repair café at 40 with its blockers, each explained with its own figures', async () => {
    const answer = await review();
    expect(answer.score.overall).toBe(40);
    expect(answer.cap).toEqual({ score: 40, severity: 'blocker', findings: 2 });
    const by = (check: string) => answer.findings.find((f) => f.check === check);
    expect(answer.findings.filter((f) => f.severity === 'blocker').map((f) => f.check)).toEqual([
      'funding.still-to-find',
      'finance.dscr',
    ]);
    expect(by('funding.still-to-find')!.why).toContain('7,671.48 EUR is still to find');
    expect(by('finance.dscr')!.why).toContain('year 1 -2.86 times');
    expect(by('finance.conservative-runway')).toMatchObject({ severity: 'major' });
    expect(by('finance.conservative-runway')!.why).toContain('cash runs out in month 8 (August 2027)');
    expect(by('finance.negative-equity')!.why).toContain('at the end of year 1 (-3,535.05 EUR)');
    expect(by('consistency.goals-vs-forecast')!.why).toContain(
      'says month 10: the forecast breaks even for good in month 16 (April 2028)',
    );
    expect(by('consistency.goals-vs-forecast')!.why).toContain(
      'the forecast counts 168 sales of "Repair fee per item" in month 12 (December 2027)',
    );
    expect(by('consistency.launch-vs-forecast')!.why).toContain(
      '(month 4): the forecast hires "Part-time repair assistant (20 h a week)" in month 7',
    );
    expect(by('consistency.prices')!.why).toContain(
      '"Repair fee per item" costs 25 EUR in the revenue streams and 20 EUR in the forecast',
    );
    // Every channel the founder marked "(free)" needs no budget line.
    expect(by('gtm.channel-budget')).toBeUndefined();
    for (const f of answer.findings) expect(['blocker', 'major', 'minor']).toContain(f.severity);
  });

  it('should lift the cap to 75 once both blockers are dismissed with a reason, and list them in the appendix', async () => {
    for (const id of ['funding.still-to-find:forecastData.ask', 'finance.dscr:forecastData.loans']) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${board.id}/review/findings/${encodeURIComponent(id)}`,
        headers: owner.authorization,
        payload: { dismissed: true, reason: 'The bank agreed a six-month repayment holiday' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(ReviewFindingSchema.parse(res.json())).toMatchObject({ severity: 'blocker', dismissed: true });
    }
    const answer = await review();
    expect(answer.cap).toEqual({ score: 75, severity: 'major', findings: 5 });
    expect(answer.score.overall).toBeLessThanOrEqual(75);
    expect(answer.score.overall).toBeGreaterThan(40);
    const md = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/export?format=md&review=true`,
      headers: owner.authorization,
    });
    expect(md.statusCode).toBe(200);
    expect(md.body).toContain(
      'The overall score is capped at 75 because 5 major findings are open, a problem a lender would question first',
    );
    expect(md.body).toContain('Dismissed blocker: The earnings cannot pay the loan back');
    expect(md.body).toContain('Dismissed because:** The bank agreed a six-month repayment holiday');
  });
});
