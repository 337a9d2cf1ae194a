import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { applyBoardPatch } from '../board-patch.js';
import { budgetCents, budgetTotals } from '../budget.js';
import { keyFigures } from '../plan/plan-summary.js';
import { migrateStoredBoard } from '../stored-board.js';
import type { Budget } from '../tables.js';
import type { ForecastCost, ForecastData, VatTreatment } from './assumptions.js';
import { budgetWithCostLines, costsFromBudget } from './budget-lines.js';
import { mergeCostCopies, withBudgetCosts } from './one-cost-list.js';
import { computeForecast } from './scenarios.js';
import { assumptions, REPAIR_CAFE_BUDGET, REPAIR_CAFE_FORECAST, stream } from './test-data.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => n / 100);
const vat: fc.Arbitrary<VatTreatment | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant({ treatment: 'exempt' as const }),
  fc.integer({ min: 1, max: 3000 }).map((n) => ({ treatment: 'reduced' as const, ratePercent: n / 100 })),
);
const line: fc.Arbitrary<ForecastCost> = fc
  .record({
    name: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,11}[a-z]$/),
    category: fc.constantFrom('Premises', 'Marketing', 'Team', 'Other'),
    oneOff: cents(5_000_000),
    monthly: cents(500_000),
    startMonth: fc.integer({ min: 1, max: 36 }),
    kind: fc.constantFrom('expense' as const, 'payroll' as const),
    vat,
  })
  .map(({ vat: v, ...l }) => (v && l.kind === 'expense' ? { ...l, vat: v } : l));

/** A board holding `budget` and a forecast of `data`, as every read gives it: costs from the budget. */
function boardOf(budget: Budget, data: Partial<ForecastData> = {}) {
  return withBudgetCosts({
    title: 'Board',
    currentStage: 'BUDGETING' as const,
    currentStep: 'REFINE_BUDGET' as const,
    ...migrateStoredBoard({
      schemaVersion: 4,
      data: {
        ideaData: {},
        targetAudienceData: { chosenTargetGroup: '' },
        uvpData: {},
        businessModelData: {},
        budgetingData: { budget },
        goToMarketData: {},
        forecastData: assumptions({ streams: [stream({ price: 0, volume: 0 })], ...data }),
        planData: {},
      },
    }),
  });
}

/** What the budget's row `row` costs in forecast month `m`, read from its cells alone. */
function rowCost(budget: Budget, row: number, m: number): number {
  const cell = (name: string) => budgetCents(budget[name]?.[row] ?? 0, 'en-US') ?? 0;
  const start = Number(budget['Start month']?.[row]);
  if (m < start) return 0;
  return cell('Monthly (EUR)') + (m === start ? cell('One-off (EUR)') : 0);
}

describe('one list of costs: the budget is the forecast', () => {
  it('should read back every line the budget is written from (a round trip of the one list)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        expect(costsFromBudget(budgetWithCostLines(null, lines))).toEqual(lines);
      }),
    );
  });

  it('should agree, budget and P&L, to the cent: every month, year 1 and the running costs', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const budget = budgetWithCostLines(null, lines);
        const board = boardOf(budget);
        const base = computeForecast(board.forecastData!, budget).scenarios.base;
        const rows = lines.map((_, i) => i);
        base.months.forEach((month, i) => {
          const fromBudget = rows.reduce((sum, row) => sum + rowCost(budget, row, i + 1), 0);
          expect(month.operatingCosts).toBe(fromBudget);
        });
        // The budget's "First 12 months" total is the P&L's first year.
        const total = budgetTotals(budget)['First 12 months (EUR)'] ?? 0;
        expect(base.years[0]!.operatingCosts).toBe(Math.round(total * 100));
      }),
      { numRuns: 60 },
    );
  });

  it('should follow a budget edit in the forecast at once: rent 650 -> 700', () => {
    const board = boardOf({
      Category: ['Operations', 'Team'],
      Item: ['Workshop rent at Dampoort', 'Founder pay'],
      'One-off (EUR)': [0, 0],
      'Monthly (EUR)': [650, 1000],
      'First 12 months (EUR)': [7800, 12000],
      Notes: ['35 m2 ground floor', ''],
    });
    const rent = (b: typeof board) => b.forecastData!.costs.find((c) => c.name.startsWith('Workshop rent'));
    expect(rent(board)?.monthly).toBe(650);
    const budget = board.budgetingData.budget!;
    const edited = applyBoardPatch(board, {
      budgetingData: { budget: { ...budget, 'Monthly (EUR)': [700, 1000] } },
    });
    expect(rent(edited)?.monthly).toBe(700);
    const month1 = computeForecast(edited.forecastData!, edited.budgetingData.budget).scenarios.base
      .months[0];
    expect(month1?.operatingCosts).toBe(170_000);

    // And the forecast's cost editor writes the budget: 700 -> 720, the notes kept.
    const costs = edited.forecastData!.costs.map((c) => (c === rent(edited) ? { ...c, monthly: 720 } : c));
    const saved = applyBoardPatch(edited, { forecastData: { ...edited.forecastData!, costs } });
    expect(saved.budgetingData.budget?.['Monthly (EUR)']).toEqual([720, 1000]);
    expect(saved.budgetingData.budget?.['First 12 months (EUR)']).toEqual([8640, 12000]);
    expect(saved.budgetingData.budget?.Notes).toEqual(['35 m2 ground floor', '']);
    expect(rent(saved)?.monthly).toBe(720);
  });

  it('should say "running costs" once, as the year-1 average of the P&L less its one-off costs', () => {
    const board = boardOf(
      budgetWithCostLines(null, [
        { name: 'Fit-out', category: 'Premises', oneOff: 1500, monthly: 0, startMonth: 1, kind: 'expense' },
        { name: 'Rent', category: 'Premises', oneOff: 0, monthly: 700, startMonth: 1, kind: 'expense' },
        { name: 'Assistant', category: 'Team', oneOff: 0, monthly: 1200, startMonth: 7, kind: 'payroll' },
      ]),
    );
    const use = keyFigures(board, 'en-GB').find((f) => f.label === 'Use of funds');
    // (12 x 700 + 6 x 1,200) / 12 = 1,300.
    expect(use?.value).toBe('Fit-out 1,500 EUR; running costs of 1,300 EUR a month on average in year 1');
  });
});

describe('mergeCostCopies (stored boards of version 3 and older files)', () => {
  const stored = {
    ideaData: {},
    targetAudienceData: {},
    uvpData: {},
    businessModelData: {},
    budgetingData: { budget: REPAIR_CAFE_BUDGET },
    goToMarketData: {},
    forecastData: REPAIR_CAFE_FORECAST,
    planData: {},
  };

  it('should merge the two drifting copies of the repair café without counting a line twice, and say so once', () => {
    const board = migrateStoredBoard({ schemaVersion: 1, data: stored });
    const names = board.forecastData!.costs.map((c) => c.name);
    expect(names.filter((n) => n === 'Founder pay')).toHaveLength(1);
    // The equipment is an asset of the forecast: not a cost line as well.
    expect(names.some((n) => n.startsWith('Soldering station'))).toBe(false);
    expect(board.forecastData!.costs.find((c) => c.name === 'Founder pay')?.monthly).toBe(1000);
    expect(board.forecastData!.costs.at(-1)).toEqual({
      name: 'Part-time repair assistant (20 h a week)',
      category: 'Team',
      oneOff: 0,
      monthly: 1587.5,
      startMonth: 7,
      kind: 'payroll',
    });
    expect(board.forecastData!.payrollChargesPercent).toBe(0);
    expect(costsFromBudget(board.budgetingData.budget)).toEqual(board.forecastData!.costs);
    expect(board.budgetingData.mergeNotice).toBe(
      'Your budget and your forecast now share one list of costs, so they can no longer disagree. What changed: ' +
        "Founder pay: the budget said 1,800 EUR a month, the forecast 1,000 EUR a month; the forecast's figures are kept; " +
        'Founder pay increase from year 2 (800 EUR a month from month 13): added to the budget from a forecast line; ' +
        'Part-time repair assistant (20 h a week) (1,587.50 EUR a month from month 7): added to the budget from a hire, now a payroll line with its 27 % payroll charges included; ' +
        'Soldering station, oscilloscope, multimeters and test equipment: left out of the costs, as it is an asset of the forecast; ' +
        "payroll charges are now part of the hires' amounts (0 %), so founder pay does not start to bear them. " +
        'Check these lines in the budget.',
    );
  });

  it('should say nothing and change nothing when the copies already agree (a merged board, read again)', () => {
    const board = migrateStoredBoard({ schemaVersion: 1, data: stored });
    const again = mergeCostCopies({
      ...board,
      budgetingData: { budget: board.budgetingData.budget },
    });
    expect(again.budgetingData).toEqual({ budget: board.budgetingData.budget });
    expect(again.forecastData).toEqual(board.forecastData);
  });
});
