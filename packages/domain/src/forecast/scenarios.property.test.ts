import fc from 'fast-check';
import { describe, it } from 'vitest';

import { toForecastResponse } from '../api/forecast.js';
import type { ForecastData } from './assumptions.js';
import type { VatTreatment } from './assumptions.js';
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

const vat: fc.Arbitrary<VatTreatment> = fc.oneof(
  fc.constant({ treatment: 'standard' as const }),
  fc.constant({ treatment: 'exempt' as const }),
  percent(0, 30).map((ratePercent) => ({ treatment: 'reduced' as const, ratePercent })),
);

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
      capacity: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
      vat,
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
      kind: fc.constantFrom('expense' as const, 'payroll' as const),
      vat,
    }),
    { maxLength: 40 },
  ),
  taxRatePercent: percent(0, 60),
  equity: fc.array(fc.record({ name: fc.constant('Owner'), amount: cents(10_000_000), month }), {
    maxLength: 3,
  }),
  loans: fc.array(
    fc
      .record({
        name: fc.constant('Bank'),
        principal: cents(50_000_000),
        month,
        annualInterestPercent: percent(0, 25),
        termMonths: fc.integer({ min: 1, max: 120 }),
        interestOnlyMonths: fc.integer({ min: 0, max: 24 }),
      })
      .map((l) => ({ ...l, interestOnlyMonths: Math.min(l.interestOnlyMonths, l.termMonths - 1) })),
    { maxLength: 4 },
  ),
  grants: fc.array(fc.record({ name: fc.constant('Grant'), amount: cents(5_000_000), month }), {
    maxLength: 2,
  }),
  assets: fc.array(
    fc.record({
      name: fc.constant('Van'),
      amount: cents(10_000_000),
      month,
      usefulLifeMonths: fc.integer({ min: 1, max: 120 }),
    }),
    { maxLength: 6 },
  ),
  receivableDays: fc.integer({ min: 0, max: 180 }),
  payableDays: fc.integer({ min: 0, max: 180 }),
  salesTaxPercent: percent(0, 30),
  vatPeriod: fc.constantFrom('monthly' as const, 'quarterly' as const),
  minimumCash: fc.option(cents(1_000_000), { nil: null }),
  payrollChargesPercent: percent(0, 60),
  scenarios: fc.record({
    conservative: fc.record({
      volume: multiplier(5),
      growth: multiplier(2),
      price: multiplier(5),
      costs: multiplier(5),
    }),
    base: fc.record({
      volume: multiplier(5),
      growth: multiplier(2),
      price: multiplier(5),
      costs: multiplier(5),
    }),
    ambitious: fc.record({
      volume: multiplier(5),
      growth: multiplier(2),
      price: multiplier(5),
      costs: multiplier(5),
    }),
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
  // Issue 27: net profit is after depreciation and interest too.
  const pl = p.profitAndLoss;
  same(pl.ebitda, p.operatingProfit, `${p.label} EBITDA`);
  same(pl.totalOperatingExpenses, sum(pl.operatingExpenses), `${p.label} operating expenses`);
  same(pl.profitBeforeTax, pl.ebitda - pl.depreciation - pl.interest, `${p.label} profit before tax`);
  same(p.netProfit, pl.profitBeforeTax - p.tax, `${p.label} net profit`);
  same(pl.netProfit, p.netProfit, `${p.label} P&L net profit`);
  holds(p.tax >= 0, `${p.label} negative tax`);
  expectStatementsHold(p);
}

/** The cash flow adds up to the cash, and the balance sheet balances to the cent. */
function expectStatementsHold(p: ForecastPeriod) {
  const cf = p.cashFlow;
  const bs = p.balanceSheet;
  for (const value of [...Object.values(cf), ...Object.values(bs)]) {
    holds(Number.isSafeInteger(value), `${p.label}: ${value} is not a whole number of cents`);
  }
  same(cf.netProfit, p.netProfit, `${p.label} cash flow net profit`);
  same(
    cf.operating,
    cf.netProfit +
      cf.depreciation +
      cf.receivablesChange +
      cf.payablesChange +
      cf.vatChange +
      cf.incomeTaxChange,
    `${p.label} operating cash flow`,
  );
  same(cf.investing, cf.assetPurchases, `${p.label} investing`);
  same(cf.financing, cf.equity + cf.loansReceived + cf.loanRepayments + cf.grants, `${p.label} financing`);
  same(cf.netChange, cf.operating + cf.investing + cf.financing, `${p.label} net change`);
  same(cf.cashAtEnd, cf.cashAtStart + cf.netChange, `${p.label} cash at the end`);
  same(bs.cash, cf.cashAtEnd, `${p.label} balance-sheet cash = cash-flow cash`);
  same(p.cash, bs.cash, `${p.label} cash`);
  same(bs.totalAssets, bs.cash + bs.receivables + bs.netFixedAssets, `${p.label} total assets`);
  same(
    bs.totalLiabilities,
    bs.payables + bs.vatOwed + bs.incomeTaxOwed + bs.loans,
    `${p.label} total liabilities`,
  );
  same(bs.totalEquity, bs.paidInEquity + bs.grants + bs.retainedEarnings, `${p.label} total equity`);
  same(bs.totalLiabilitiesAndEquity, bs.totalLiabilities + bs.totalEquity, `${p.label} L + E`);
  same(bs.totalAssets, bs.totalLiabilitiesAndEquity, `${p.label} the balance sheet balances`);
  holds(bs.receivables >= 0 && bs.payables >= 0 && bs.loans >= 0, `${p.label} a negative balance`);
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
  const pl = total.profitAndLoss;
  for (const key of ['depreciation', 'interest', 'profitBeforeTax', 'incomeTax', 'payrollCharges'] as const) {
    same(pl[key], sum(parts.map((p) => p.profitAndLoss[key])), `${total.label} ${key}`);
  }
  for (const key of ['operating', 'investing', 'financing', 'netChange', 'vatChange'] as const) {
    same(total.cashFlow[key], sum(parts.map((p) => p.cashFlow[key])), `${total.label} ${key}`);
  }
  same(total.cashFlow.cashAtStart, parts[0]?.cashFlow.cashAtStart, `${total.label} cash at start`);
  same(
    total.balanceSheet.totalAssets,
    parts[parts.length - 1]?.balanceSheet.totalAssets,
    `${total.label} assets`,
  );
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
          same(m.cashFlow.cashAtStart, cash, `${m.label} cash at the start`);
          cash = m.cashFlow.cashAtEnd;
        }
        s.years.forEach((y) => expectPeriodAddsUp(y));
        s.quarters.forEach((q) => expectPeriodAddsUp(q));
        s.capacity.forEach((c, i) => {
          for (const m of s.months) {
            const units = m.unitsByStream[i] ?? 0;
            holds(Number.isInteger(units) && units >= 0, `${m.label}: ${units} units is not a whole number`);
            holds(c.capacity === null || units <= c.capacity, `${m.label}: ${units} units past the capacity`);
          }
        });
        const need = s.fundingNeed;
        same(need.lowestCash, Math.min(...s.months.map((m) => m.cash)), 'lowest cash');
        same(s.months[need.lowestCashMonth - 1]?.cash, need.lowestCash, 'lowest cash month');
        same(
          need.useOfFunds.total - need.sources.total,
          need.minimumCash - need.lowestCash,
          'uses less sources = minimum cash - lowest cash',
        );
        s.quarters.forEach((q, i) => expectSumOf(q, s.months.slice(i * 3, i * 3 + 3)));
        s.years.forEach((y, i) => {
          expectSumOf(y, s.months.slice(i * 12, i * 12 + 12));
          expectSumOf(y, s.quarters.slice(i * 4, i * 4 + 4));
        });
      }
    }, 150);
  }, 60_000);

  it('should answer the API with amounts whose parts add up: revenue - costs - depreciation - interest - tax = profit', () => {
    forEveryForecast((forecast) => {
      const response = toForecastResponse(forecast);
      for (const name of SCENARIO_NAMES) {
        const s = response.scenarios[name];
        for (const p of [...s.months, ...s.years]) {
          const { depreciation, interest } = p.profitAndLoss;
          same(
            p.profit,
            p.revenue - p.costOfSales - p.operatingCosts - depreciation - interest - p.tax,
            'profit',
          );
          same(p.balanceSheet.totalAssets, p.balanceSheet.totalLiabilitiesAndEquity, 'balances');
        }
        same(sum(s.years.map((y) => y.revenue)), sum(s.months.map((m) => m.revenue)), 'revenue');
        same(sum(s.years.map((y) => y.profit)), sum(s.months.map((m) => m.profit)), 'profit');
      }
    }, 100);
  }, 60_000);

  it('should place break-even where profit stays at or above zero, the first profit, and runway before the first month in the red', () => {
    forEveryForecast((forecast) => {
      for (const name of SCENARIO_NAMES) {
        const s = forecast.scenarios[name];
        const profits = s.months.map((m) => m.netProfit);
        if (s.firstProfitableMonth === null)
          holds(
            profits.every((p) => p <= 0),
            'a profitable month',
          );
        else {
          holds((profits[s.firstProfitableMonth - 1] ?? 0) > 0, 'first profitable month not profitable');
          holds(
            profits.slice(0, s.firstProfitableMonth - 1).every((p) => p <= 0),
            'an earlier profit',
          );
        }
        if (s.breakEvenMonth === null)
          holds((profits[profits.length - 1] ?? 0) < 0, 'the last month breaks even');
        else {
          holds(
            profits.slice(s.breakEvenMonth - 1).every((p) => p >= 0),
            'a loss after break-even',
          );
          holds(
            s.breakEvenMonth === 1 || (profits[s.breakEvenMonth - 2] ?? 0) < 0,
            'an earlier sustained break-even',
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
      }
    }, 100);
  }, 60_000);

  it('should pass the master check on every scenario: the statements, the loans and the VAT agree', () => {
    forEveryForecast((forecast) => {
      for (const name of SCENARIO_NAMES) {
        for (const check of forecast.scenarios[name].checks) holds(check.ok, `${name}: ${check.id} fails`);
      }
    }, 150);
  }, 60_000);

  it('should make still-to-find the smallest amount that, received in month 1, keeps cash at the minimum', () => {
    forEveryForecast((forecast, data) => {
      const need = forecast.scenarios.base.fundingNeed;
      same(need.required, need.planned.total + need.stillToFind, 'required = planned + still to find');
      holds(need.stillToFind >= 0, 'negative still to find');
      const received = (cents: Cents) => {
        const more = { ...data, equity: [...data.equity, { name: 'Ask', amount: cents / 100, month: 1 }] };
        return computeForecast(more, null).scenarios.base;
      };
      const enough = received(need.stillToFind);
      holds(
        enough.months.every((m) => m.cash >= need.minimumCash),
        'still to find is not enough',
      );
      same(enough.fundingNeed.stillToFind, 0, 'funded once received');
      if (need.stillToFind > 0) {
        const short = received(need.stillToFind - 1);
        holds(
          short.months.some((m) => m.cash < need.minimumCash),
          'a cent less is enough',
        );
      }
    }, 60);
  }, 60_000);
});
