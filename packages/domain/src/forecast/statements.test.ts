import { describe, expect, it } from 'vitest';

import { toForecastResponse } from '../api/forecast.js';
import { ForecastDataSchema } from './assumptions.js';
import { cashAtStart, cashAtStartLine, fundingLine, isFunded } from './funding.js';
import { annuityPayment, loanSchedule } from './loans.js';
import { projectMonths } from './project.js';
import { computeForecast } from './scenarios.js';
import { assumptions, costsOnly, stream } from './test-data.js';
import { upgradeForecastData } from './upgrade.js';

const BASE = { volume: 1, growth: 1, price: 1, costs: 1 };
const bank = {
  name: 'Bank',
  principal: 40_000,
  month: 3,
  annualInterestPercent: 6,
  termMonths: 60,
  interestOnlyMonths: 0,
};
/** No revenue: the statements show only what a test adds. */
const quiet = (overrides: Parameters<typeof assumptions>[0]) =>
  assumptions({ streams: [stream({ price: 0, volume: 0 })], ...overrides });

describe('loans', () => {
  it('should repay a loan with the published annuity payment, interest in the P&L and principal in financing', () => {
    // Published tables: 6 % a year over 60 months costs 19.3328 per 1,000 a month -> 773.31 on 40,000.
    expect(annuityPayment(4_000_000, 6, 60)).toBe(77_331);
    const { months } = projectMonths(quiet({ loans: [bank] }), BASE);
    // Month 3: the money arrives, nothing is paid yet.
    expect(months[2]?.cashFlow).toMatchObject({
      loansReceived: 4_000_000,
      loanRepayments: 0,
      financing: 4_000_000,
    });
    expect(months[2]?.balanceSheet.loans).toBe(4_000_000);
    // Month 4: interest 40,000 x 0.5 % = 200.00; principal 773.31 - 200.00 = 573.31.
    expect(months[3]?.profitAndLoss.interest).toBe(20_000);
    expect(months[3]?.cashFlow.loanRepayments).toBe(-57_331);
    expect(months[3]?.balanceSheet.loans).toBe(3_942_669);
    // Month 5: interest 39,426.69 x 0.5 % = 197.13345 -> 197.13; principal 576.18.
    expect(months[4]?.profitAndLoss.interest).toBe(19_713);
    expect(months[4]?.cashFlow.loanRepayments).toBe(-57_618);
    expect(months[4]?.balanceSheet.loans).toBe(3_885_051);
    // Net profit carries the interest only; cash pays both.
    expect(months[3]?.netProfit).toBe(-20_000);
    expect(months[3]?.cashFlow.netChange).toBe(-77_331);
  });

  it('should clear the loan to the cent with its last payment, after the interest-only months', () => {
    const schedule = loanSchedule({ ...bank, interestOnlyMonths: 6 }, 36);
    // Months 4..9 interest only: 200.00 each, no principal.
    expect(schedule.interest.slice(4, 10)).toEqual([20_000, 20_000, 20_000, 20_000, 20_000, 20_000]);
    expect(schedule.principal.slice(4, 10)).toEqual([0, 0, 0, 0, 0, 0]);
    // Then 54 annuities: 40,000 x 0.005 / (1 - 1.005^-54) = 200 / (1 - 0.763893) = 847.07.
    expect(annuityPayment(4_000_000, 6, 54)).toBe(84_707);
    expect(schedule.principal[10]! + schedule.interest[10]!).toBe(84_707);
    expect(schedule.principal.reduce((a, b) => a + b, 0)).toBe(4_000_000);
    expect(schedule.balance[63]).toBe(0);
    expect(schedule.principal[63]).toBeGreaterThan(0);
    // Without interest: equal shares, the last one taking what is left.
    const free = loanSchedule({ ...bank, principal: 100, annualInterestPercent: 0, termMonths: 3 }, 36);
    expect(free.principal.slice(4, 7)).toEqual([3_334, 3_334, 3_332]);
  });
});

describe('assets', () => {
  it('should pay an asset in cash when bought and depreciate it straight-line over its useful life', () => {
    const data = quiet({
      assets: [
        { name: 'Van', amount: 12_000, month: 2, usefulLifeMonths: 48 },
        { name: 'Tools', amount: 1_000, month: 1, usefulLifeMonths: 3 },
      ],
    });
    const { months } = projectMonths(data, BASE);
    // Tools: 1,000 over 3 months = 333.33, 333.34, 333.33 (the cumulative amount rounded each month).
    // Van: 12,000 / 48 = 250.00 a month from month 2.
    expect(months.slice(0, 5).map((m) => m.profitAndLoss.depreciation)).toEqual([
      33_333,
      33_334 + 25_000,
      33_333 + 25_000,
      25_000,
      25_000,
    ]);
    expect(months[1]?.cashFlow.assetPurchases).toBe(-1_200_000);
    expect(months[1]?.cashFlow.investing).toBe(-1_200_000);
    expect(months[1]?.balanceSheet.netFixedAssets).toBe(100_000 - 66_667 + 1_200_000 - 25_000);
    // Month 36: the tools are written off, the van has 35 of its 48 months behind it.
    expect(months[35]?.balanceSheet.netFixedAssets).toBe(1_200_000 - 35 * 25_000);
    // Depreciation lowers profit, not cash: operations add it back.
    expect(months[3]?.netProfit).toBe(-25_000);
    expect(months[3]?.cashFlow.operating).toBe(0);
  });
});

describe('VAT and working capital', () => {
  it('should collect and pay VAT outside revenue and settle it the month after each quarter', () => {
    const data = assumptions({
      streams: [stream({ price: 100, volume: 10 })],
      costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly: 100, startMonth: 1 }],
      salesTaxPercent: 20,
    });
    const { months } = projectMonths(data, BASE);
    // 1,000 of sales: 200 of VAT collected; 100 of rent: 20 of VAT paid. 180 owed a month.
    expect(months[0]?.revenue).toBe(100_000);
    expect(months.slice(0, 4).map((m) => m.balanceSheet.vatOwed)).toEqual([18_000, 36_000, 54_000, 18_000]);
    // Month 4 settles the quarter's 540 and owes its own 180.
    expect(months[3]?.cashFlow.vatChange).toBe(-36_000);
    expect(months[6]?.cashFlow.vatChange).toBe(-36_000);
    expect(months[0]?.cashFlow.netChange).toBe(90_000 + 18_000);
  });

  it('should wait receivable days for customers and payable days for suppliers (a month counts 30 days)', () => {
    const data = assumptions({
      streams: [stream({ price: 100, volume: 10 })],
      costs: [{ name: 'Parts', category: 'Supplies', oneOff: 0, monthly: 100, startMonth: 1 }],
      receivableDays: 45,
      payableDays: 30,
    });
    const { months } = projectMonths(data, BASE);
    // 45 days: all of this month's 1,000 and half of last month's are still owed.
    expect(months.slice(0, 3).map((m) => m.balanceSheet.receivables)).toEqual([100_000, 150_000, 150_000]);
    expect(months.slice(0, 3).map((m) => m.cashFlow.receivablesChange)).toEqual([-100_000, -50_000, 0]);
    // 30 days: this month's 100 of parts is paid next month.
    expect(months.slice(0, 3).map((m) => m.balanceSheet.payables)).toEqual([10_000, 10_000, 10_000]);
    // Cash: month 1 receives nothing and pays nothing; month 2 receives 500 and pays 100.
    expect(months.slice(0, 2).map((m) => m.cashFlow.netChange)).toEqual([0, 40_000]);
  });
});

describe('payroll, scenarios, capacity and whole units', () => {
  it('should add employer payroll charges to the payroll lines, in their category', () => {
    const data = quiet({
      costs: [
        { name: 'Mechanic', category: 'Team', oneOff: 0, monthly: 2_000, startMonth: 1, kind: 'payroll' },
      ],
      payrollChargesPercent: 25,
    });
    const [first] = projectMonths(data, BASE).months;
    expect(first?.costsByCategory).toEqual([250_000]);
    expect(first?.profitAndLoss.payrollCharges).toBe(50_000);
  });

  it('should apply the scenario price and costs multipliers', () => {
    const data = assumptions({
      streams: [stream({ price: 10, volume: 100 })],
      costs: [
        { name: 'Rent', category: 'Premises', oneOff: 0, monthly: 1_000, startMonth: 1 },
        { name: 'Mechanic', category: 'Team', oneOff: 0, monthly: 2_000, startMonth: 1, kind: 'payroll' },
      ],
    });
    const [first] = projectMonths(data, { ...BASE, price: 1.1, costs: 1.2 }).months;
    expect(first?.revenue).toBe(110_000);
    expect(first?.costsByCategory).toEqual([120_000, 240_000]);
  });

  it('should never grow a stream past its capacity and say in which month it reaches it', () => {
    const data = assumptions({
      streams: [stream({ name: 'Van repairs', price: 10, volume: 100, growthPercent: 10, capacity: 120 })],
    });
    const forecast = computeForecast(data, null);
    const base = forecast.scenarios.base;
    // 100, 110, 121 -> 120 (the van's capacity), then 120 every month.
    expect(base.months.slice(0, 4).map((m) => m.unitsByStream[0])).toEqual([100, 110, 120, 120]);
    expect(Math.max(...base.months.map((m) => m.unitsByStream[0]!))).toBe(120);
    expect(base.capacity).toEqual([{ stream: 'Van repairs', capacity: 120, reachedMonth: 3 }]);
    expect(base.warnings.some((w) => w.includes('no capacity set'))).toBe(false);
  });

  it('should keep whole subscribers, rounding who leaves too', () => {
    const data = assumptions({
      streams: [stream({ pricingModel: 'subscription', price: 18, volume: 4.12, churnPercent: 3 })],
    });
    const units = projectMonths(data, BASE).months.map((m) => m.unitsByStream[0]!);
    expect(units.every((u) => Number.isInteger(u))).toBe(true);
    // 4.12 new a month: 4.12 -> 4 (0.12 left over), 4.24 -> 4, 4.36 -> 4, 4.48 -> 4. Leaving at 3 %:
    // 4 x 0.03 = 0.12 -> 0, 8 x 0.03 + 0.12 = 0.36 -> 0, 12 x 0.03 + 0.36 = 0.72 -> 1 in month 4.
    expect(units.slice(0, 4)).toEqual([4, 8, 12, 15]);
  });

  it('should warn in plain words about a stream that grows tenfold with no capacity, and an unlikely margin', () => {
    const data = assumptions({
      streams: [stream({ name: 'Bike repairs', price: 10, volume: 100, growthPercent: 10 })],
    });
    const { warnings } = computeForecast(data, null).scenarios.base;
    expect(warnings).toContain(
      // New units follow the rounded cumulative demand: 100 x (1.1^36 - 1) / 0.1 = 29,912.7 -> 29,913
      // less 100 x (1.1^35 - 1) / 0.1 = 27,102.4 -> 27,102.
      'Bike repairs grows to 2,811 a month by month 36 with no capacity set: set the most your people, premises and vehicles can serve in a month.',
    );
    expect(warnings).toContain(
      'Year 1: an operating margin of 100% is rare for a small business (most make 5% to 20%): check the prices, volumes, capacity and costs.',
    );
  });
});

describe('funding need and lender ratios', () => {
  it('should name the lowest cash point, what the money is used for and what is still to find', () => {
    const forecast = computeForecast(costsOnly(1_000, 500), null);
    const need = forecast.scenarios.base.fundingNeed;
    // 1,000 of starting cash less 500 a month for 36 months: -17,000 in month 36. The minimum cash is
    // three months of the first year's 500 a month: 1,500; 18,500 received in month 1 keeps cash there.
    expect(need).toEqual({
      minimumCash: 150_000,
      lowestCash: -1_700_000,
      lowestCashMonth: 36,
      planned: { startingCash: 100_000, equity: 0, loans: 0, grants: 0, total: 100_000 },
      stillToFind: 1_850_000,
      required: 1_950_000,
      useOfFunds: {
        assets: 0,
        budgetLines: 1_800_000,
        workingCapital: 0,
        loanRepayments: 0,
        reserve: 150_000,
        total: 1_950_000,
      },
      sources: { startingCash: 100_000, equity: 0, loans: 0, grants: 0, total: 100_000 },
    });
    expect(fundingLine(need, '2027-01', 'EUR')).toBe(
      'Still to find: 18,500 EUR, so that cash stays at or above the minimum of 1,500 EUR (lowest in month 36 (December 2029))',
    );
    const funded = computeForecast(
      { ...costsOnly(1_000, 500), equity: [{ name: 'Savings', amount: 35_000, month: 1 }] },
      null,
    );
    expect(fundingLine(funded.scenarios.base.fundingNeed, '2027-01', 'EUR')).toBe(
      'Funded: cash is lowest in month 36 (December 2029) at 18,000 EUR, at or above the minimum of 1,500 EUR',
    );
  });

  it('should not call a plan funded whose cash stays above zero but below the minimum cash', () => {
    // 1,000 + 18,000 of savings less 36 x 500: cash is lowest at 1,000 in month 36, below the 1,500 minimum.
    const data = { ...costsOnly(1_000, 500), equity: [{ name: 'Savings', amount: 18_000, month: 1 }] };
    const base = computeForecast(data, null).scenarios.base;
    expect(base.runwayMonths).toBeNull();
    expect(base.fundingNeed).toMatchObject({
      minimumCash: 150_000,
      lowestCash: 100_000,
      planned: { startingCash: 100_000, equity: 1_800_000, total: 1_900_000 },
      stillToFind: 50_000,
      required: 1_950_000,
    });
    expect(isFunded(base.fundingNeed)).toBe(false);
    expect(fundingLine(base.fundingNeed, data.firstMonth, 'EUR')).toMatch(/^Still to find: 500 EUR/);
    // The founder sets a minimum of 1,000 instead of the default: now it is funded.
    const set = computeForecast({ ...data, minimumCash: 1_000 }, null).scenarios.base.fundingNeed;
    expect(set).toMatchObject({ minimumCash: 100_000, stillToFind: 0, required: 1_900_000 });
    expect(isFunded(set)).toBe(true);
  });

  it('should start with what the founder brings and the funding lines of month 1, nothing else', () => {
    const data = {
      ...costsOnly(0, 500),
      equity: [
        { name: "Founder's savings", amount: 5_000, month: 1 },
        { name: 'Aunt', amount: 1_000, month: 2 },
      ],
      loans: [{ ...bank, principal: 8_000, month: 1 }],
    };
    const start = cashAtStart(computeForecast(data, null).scenarios.base.months);
    expect(start).toEqual({ brought: 0, monthOneFunding: 1_300_000, total: 1_300_000 });
    expect(cashAtStartLine(start, 'EUR')).toBe(
      'Cash at the start: 13,000 EUR (0 EUR you bring, 13,000 EUR of month-1 funding)',
    );
  });

  it('should count every funding line of the plan as planned, even after the lowest cash month', () => {
    const data = {
      ...costsOnly(0, 500),
      grants: [{ name: 'City grant', amount: 3_000, month: 30 }],
      loans: [{ ...bank, principal: 10_000, month: 1 }],
    };
    const need = computeForecast(data, null).scenarios.base.fundingNeed;
    expect(need.planned).toEqual({
      startingCash: 0,
      equity: 0,
      loans: 1_000_000,
      grants: 300_000,
      total: 1_300_000,
    });
    expect(need.required).toBe(need.planned.total + need.stillToFind);
  });

  it('should read each ratio of a year in one plain line', () => {
    const data = assumptions({
      streams: [stream({ price: 100, volume: 100 })],
      costOfSalesPercent: 40,
      costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly: 4_000, startMonth: 1 }],
      loans: [{ ...bank, month: 1 }],
      equity: [{ name: 'Savings', amount: 35_000, month: 1 }],
    });
    const [year1] = computeForecast(data, null).scenarios.base.ratios;
    expect(year1?.grossMarginPercent).toEqual({
      value: 60,
      reading: 'Keeps 60% of each sale after its direct costs.',
    });
    // EBITDA 12 x (10,000 - 4,000 - 4,000) = 24,000 over 11 payments of 773.31 = 8,506.41: 2.82.
    expect(year1?.debtServiceCoverage.value).toBe(2.82);
    expect(year1?.debtServiceCoverage.reading).toBe(
      'Earnings before interest, tax and depreciation cover the loan payments 2.82 times (lenders usually look for 1.25 or more).',
    );
    expect(year1?.runwayMonths.reading).toBe('Operations and investments bring in cash this year: no burn.');
    expect(year1?.debtToEquity.value).not.toBeNull();
  });
});

describe('stored assumptions written before the funding and taxes assumptions', () => {
  it('should upgrade to the new shape with neutral values, giving the same projection', () => {
    const current = assumptions({ streams: [stream({ price: 12.5, volume: 40, growthPercent: 3 })] });
    const {
      equity,
      loans,
      grants,
      assets,
      receivableDays,
      payableDays,
      salesTaxPercent,
      payrollChargesPercent,
      ...rest
    } = current;
    void [equity, loans, grants, assets, receivableDays, payableDays, salesTaxPercent, payrollChargesPercent];
    const old = {
      ...rest,
      streams: rest.streams.map(({ capacity: _, ...s }) => s),
      scenarios: Object.fromEntries(
        Object.entries(rest.scenarios).map(([k, { volume, growth }]) => [k, { volume, growth }]),
      ),
    };
    expect(ForecastDataSchema.safeParse(old).success).toBe(false);
    const upgraded = ForecastDataSchema.parse(upgradeForecastData(old));
    expect(upgraded).toEqual(current);
    expect(toForecastResponse(computeForecast(upgraded, null)).scenarios.base.months[0]?.revenue).toBe(
      50_000,
    );
  });
});
