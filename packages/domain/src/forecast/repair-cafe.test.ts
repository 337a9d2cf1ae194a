import { describe, expect, it } from 'vitest';

import { SCENARIO_NAMES } from './assumptions.js';
import { fundingLine } from './funding.js';
import { computeForecast } from './scenarios.js';
import { breakEvenLine } from './summary.js';
import { repairCafe } from './test-data.js';

// The repair café as a stored board of version 1 reads today: one list of costs.
const board = repairCafe();
const data = board.forecastData!;
const forecast = computeForecast(data, board.budgetingData.budget);
const base = forecast.scenarios.base;

describe('the repair café in Ghent (one model of the money)', () => {
  it('should break even in month 16, not at its first profitable month 5 that months 7-11 and 13-15 undo', () => {
    expect(base.months.map((m) => m.netProfit > 0)).toEqual([
      ...[false, false, false, false, true, true, false, false, false, false, false, true],
      ...[false, false, false],
      ...Array.from({ length: 21 }, () => true),
    ]);
    expect(base.years[0]?.netProfit).toBe(-853_505);
    expect(base.firstProfitableMonth).toBe(5);
    expect(base.breakEvenMonth).toBe(16);
    expect(breakEvenLine(base, data.firstMonth)).toBe(
      'Break-even in month 16 (April 2028) (first profitable month: month 5)',
    );
  });

  it("should carry no VAT on founder pay: month 1 payables are the suppliers' 5,939.25 plus 21 % VAT", () => {
    expect(data.costs.filter((c) => c.kind === 'payroll').map((c) => c.name)).toEqual([
      'Founder pay',
      'Founder pay increase from year 2',
      'Part-time repair assistant (20 h a week)',
    ]);
    const month1 = base.months[0]!;
    // 6,670 of budget lines less 1,000 of founder pay, and 15 % cost of sales on 1,795 of revenue.
    expect(month1.costOfSales).toBe(26_925);
    expect(month1.balanceSheet.payables).toBe(593_925 + 124_724);
    // Reclaimed: 21 % of what suppliers invoice and of the 2,500 equipment; collected: 21 % of sales.
    expect(base.vatAccount.reclaimed[0]).toBe(124_724 + 52_500);
    expect(base.vatAccount.collected[0]).toBe(37_695);
  });

  it('should name one funding need: still to find 7,671.48 to keep three months of expenses, never "Funded"', () => {
    expect(base.fundingNeed).toMatchObject({
      minimumCash: 974_125,
      lowestCash: 206_977,
      lowestCashMonth: 16,
      planned: { startingCash: 0, equity: 500_000, loans: 800_000, grants: 0, total: 1_300_000 },
      stillToFind: 767_148,
      required: 2_067_148,
    });
    const line = fundingLine(base.fundingNeed, data.firstMonth, forecast.currency);
    expect(line).toBe(
      'Still to find: 7,671.48 EUR, so that cash stays at or above the minimum of 9,741.25 EUR (lowest in month 16 (April 2028))',
    );
    expect(line).not.toMatch(/Funded/);
    // The conservative scenario: one figure for what is still to find, and one for the total required.
    expect(forecast.scenarios.conservative.fundingNeed).toMatchObject({
      stillToFind: 5_136_775,
      required: 6_436_775,
    });
  });

  it('should pass the master check in every scenario', () => {
    for (const name of SCENARIO_NAMES) {
      expect(forecast.scenarios[name].checks.every((c) => c.ok)).toBe(true);
      expect(forecast.scenarios[name].checks.map((c) => c.id)).toEqual([
        'balance-sheet-balances',
        'cash-agrees',
        'net-profit-agrees',
        'loans-agree',
        'vat-reconciles',
      ]);
    }
  });
});
