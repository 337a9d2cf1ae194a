import fc from 'fast-check';
import { describe, it } from 'vitest';

import { toForecastResponse } from '../api/forecast.js';
import type { ForecastData } from './assumptions.js';
import { PRICING_MODELS, SCENARIO_NAMES } from './assumptions.js';
import type { Cents } from './money.js';
import { ForecastOverflowError, type ForecastPeriod } from './project.js';
import type { Forecast } from './scenarios.js';
import { computeForecast } from './scenarios.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => n / 100);
const percent = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
const month = fc.integer({ min: 1, max: 36 });
const multiplier = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);

const assumptionsArbitrary: fc.Arbitrary<ForecastData> = fc.record({
  startingCash: cents(100_000_000),
  firstMonth: fc
    .record({ year: fc.integer({ min: 2020, max: 2040 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month: m }) => `${year}-${String(m).padStart(2, '0')}`),
  streams: fc.array(
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 10 }),
      pricingModel: fc.constantFrom(...PRICING_MODELS),
      price: cents(100_000),
      volume: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 10),
      growthPercent: percent(-50, 30),
      churnPercent: percent(0, 100),
    }),
    { minLength: 1, maxLength: 10 },
  ),
  costOfSalesPercent: percent(0, 100),
  costs: fc.array(
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 10 }),
      category: fc.constantFrom('Premises', 'Marketing', 'Staff', ''),
      oneOff: cents(10_000_000),
      monthly: cents(1_000_000),
      startMonth: month,
    }),
    { maxLength: 40 },
  ),
  hires: fc.array(
    fc.record({ role: fc.string({ minLength: 1 }), monthlyCost: cents(2_000_000), startMonth: month }),
    {
      maxLength: 5,
    },
  ),
  taxRatePercent: percent(0, 60),
  scenarios: fc.record({
    conservative: fc.record({ volume: multiplier(5), growth: multiplier(2) }),
    base: fc.record({ volume: multiplier(5), growth: multiplier(2) }),
    ambitious: fc.record({ volume: multiplier(5), growth: multiplier(2) }),
  }),
});

const sum = (values: Cents[]) => values.reduce((a, b) => a + b, 0);

/** A plain check: thousands of `expect` calls per run would make the properties slow. */
function same(actual: unknown, expected: unknown, what: string) {
  if (actual !== expected) throw new Error(`${what}: ${String(actual)} !== ${String(expected)}`);
}
function holds(condition: boolean, what: string) {
  if (!condition) throw new Error(what);
}

function expectPeriodAddsUp(p: ForecastPeriod) {
  for (const value of [p.revenue, p.costOfSales, p.operatingCosts, p.tax, p.netProfit, p.cash]) {
    holds(Number.isSafeInteger(value), `${p.label}: ${value} is not a whole number of cents`);
  }
  same(p.revenue, sum(p.revenueByStream), `${p.label} revenue`);
  same(p.operatingCosts, sum(p.costsByCategory), `${p.label} operating costs`);
  same(p.grossMargin, p.revenue - p.costOfSales, `${p.label} gross margin`);
  same(p.operatingProfit, p.grossMargin - p.operatingCosts, `${p.label} operating profit`);
  same(p.netProfit, p.operatingProfit - p.tax, `${p.label} net profit`);
  holds(p.tax >= 0, `${p.label} negative tax`);
}

/** Every field of the periods, summed field by field. */
function expectSumOf(total: ForecastPeriod, parts: ForecastPeriod[]) {
  for (const key of [
    'revenue',
    'costOfSales',
    'grossMargin',
    'operatingCosts',
    'operatingProfit',
    'tax',
    'netProfit',
  ] as const) {
    same(total[key], sum(parts.map((p) => p[key])), `${total.label} ${key}`);
  }
  total.revenueByStream.forEach((v, i) =>
    same(v, sum(parts.map((p) => p.revenueByStream[i] ?? 0)), `${total.label} stream ${i}`),
  );
  total.costsByCategory.forEach((v, i) =>
    same(v, sum(parts.map((p) => p.costsByCategory[i] ?? 0)), `${total.label} category ${i}`),
  );
  same(total.cash, parts[parts.length - 1]?.cash, `${total.label} cash`);
}

function forecastOrOverflow(data: ForecastData) {
  try {
    return computeForecast(data, null);
  } catch (error) {
    if (error instanceof ForecastOverflowError) return null;
    throw error;
  }
}

/** Runs `check` on the forecast of random assumptions (those that overflow are skipped). */
function forEveryForecast(check: (forecast: Forecast, data: ForecastData) => void, numRuns: number) {
  fc.assert(
    fc.property(assumptionsArbitrary, (data) => {
      const forecast = forecastOrOverflow(data);
      fc.pre(forecast !== null);
      check(forecast!, data);
    }),
    { numRuns },
  );
}

describe('computeForecast (properties over random assumptions)', () => {
  it('should make every total equal the sum of its parts to the cent', () => {
    forEveryForecast((forecast, data) => {
      for (const name of SCENARIO_NAMES) {
        const s = forecast.scenarios[name];
        let cash = Math.round(data.startingCash * 100);
        for (const m of s.months) {
          expectPeriodAddsUp(m);
          cash += m.netProfit;
          same(m.cash, cash, `${m.label} cash`);
        }
        s.quarters.forEach((q, i) => expectSumOf(q, s.months.slice(i * 3, i * 3 + 3)));
        s.years.forEach((y, i) => {
          expectSumOf(y, s.months.slice(i * 12, i * 12 + 12));
          expectSumOf(y, s.quarters.slice(i * 4, i * 4 + 4));
        });
      }
    }, 150);
  });

  it('should answer the API with amounts whose parts add up: revenue - costs - tax = profit', () => {
    forEveryForecast((forecast) => {
      const response = toForecastResponse(forecast);
      for (const name of SCENARIO_NAMES) {
        const s = response.scenarios[name];
        for (const p of [...s.months, ...s.years]) {
          same(p.profit, p.revenue - p.costOfSales - p.operatingCosts - p.tax, 'profit');
        }
        same(sum(s.years.map((y) => y.revenue)), sum(s.months.map((m) => m.revenue)), 'revenue');
        same(sum(s.years.map((y) => y.profit)), sum(s.months.map((m) => m.profit)), 'profit');
      }
    }, 100);
  });

  it('should place break-even on the first profitable month and runway before the first month in the red', () => {
    forEveryForecast((forecast) => {
      for (const name of SCENARIO_NAMES) {
        const s = forecast.scenarios[name];
        const profits = s.months.map((m) => m.netProfit);
        if (s.breakEvenMonth === null)
          holds(
            profits.every((p) => p <= 0),
            'a profitable month',
          );
        else {
          holds((profits[s.breakEvenMonth - 1] ?? 0) > 0, 'break-even month not profitable');
          holds(
            profits.slice(0, s.breakEvenMonth - 1).every((p) => p <= 0),
            'an earlier profit',
          );
        }
        if (s.runwayMonths === null)
          holds(
            s.months.every((m) => m.cash >= 0),
            'cash below zero',
          );
        else {
          holds((s.months[s.runwayMonths]?.cash ?? 0) < 0, 'runway month still has cash');
          holds(
            s.months.slice(0, s.runwayMonths).every((m) => m.cash >= 0),
            'earlier month in the red',
          );
        }
        holds(s.cashNeeded >= 0, 'negative cash needed');
      }
    }, 100);
  });
});
