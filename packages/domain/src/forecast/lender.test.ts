import { describe, expect, it } from 'vitest';

import { ForecastDataSchema } from './assumptions.js';
import { loanAmortisation } from './loans.js';
import { countIn, marketSize } from './market-size.js';
import { sumCents } from './money.js';
import { computeForecast } from './scenarios.js';
import { sensitivity, withBaseChange } from './sensitivity.js';
import { sourcesAndUses } from './sources-uses.js';
import { assumptions, REPAIR_CAFE_FORECAST, stream } from './test-data.js';
import { upgradeForecastData } from './upgrade.js';

const cafe = ForecastDataSchema.parse(upgradeForecastData(REPAIR_CAFE_FORECAST));
const cafeBase = computeForecast(cafe, null).scenarios.base;

describe('sourcesAndUses', () => {
  it('should balance the repair café to the cent, naming the 2,500 test equipment and the 8,000 loan', () => {
    const table = sourcesAndUses(cafe, cafeBase);
    expect(table.throughMonth).toBe(16);
    expect(table.sources).toEqual([
      { kind: 'equity', label: "Founder's savings", cents: 500_000 },
      { kind: 'loan', label: 'Bank loan (KBC)', cents: 800_000 },
      { kind: 'still-to-find', label: 'Still to find', cents: 767_148 },
    ]);
    expect(table.uses.slice(0, 6)).toEqual([
      {
        kind: 'asset',
        label: 'Soldering station, oscilloscope, multimeters and test equipment',
        cents: 250_000,
      },
      { kind: 'one-off', label: 'Company registration and accountant setup', cents: 60_000 },
      { kind: 'one-off', label: 'Initial spare-parts stock', cents: 80_000 },
      { kind: 'one-off', label: 'Workshop fit-out (counter, shelving, ESD benches)', cents: 150_000 },
      { kind: 'one-off', label: 'Signage, flyers and website', cents: 70_000 },
      { kind: 'one-off', label: 'Contingency', cents: 100_000 },
    ]);
    expect(table.uses.map((u) => u.kind).slice(6)).toEqual([
      'operating-losses',
      'working-capital',
      'loan-repayments',
      'cash-buffer',
    ]);
    expect(table.uses.find((u) => u.kind === 'cash-buffer')?.cents).toBe(974_125);
    expect(table.sourcesTotal).toBe(2_067_148);
    expect(table.usesTotal).toBe(table.sourcesTotal);
    expect(sumCents(table.uses.map((u) => u.cents))).toBe(table.usesTotal);
  });

  it('should show the cash above the buffer as a use when nothing is still to find', () => {
    const data = assumptions({
      startingCash: 10_000,
      streams: [stream({ price: 100, volume: 10 })],
      costs: [{ name: 'Oven', category: 'Kitchen', oneOff: 3_000, monthly: 200, startMonth: 2 }],
      minimumCash: 1_000,
    });
    const base = computeForecast(data, null).scenarios.base;
    const table = sourcesAndUses(data, base);
    expect(base.fundingNeed.stillToFind).toBe(0);
    expect(table.sources).toEqual([
      { kind: 'own-money', label: 'Own money (starting cash)', cents: 1_000_000 },
    ]);
    expect(table.uses.find((u) => u.kind === 'cash-above-buffer')?.cents).toBe(
      base.fundingNeed.lowestCash - 100_000,
    );
    expect(table.usesTotal).toBe(table.sourcesTotal);
  });
});

describe('sensitivity', () => {
  it('should make each case of the repair café a forecast run with that one change', () => {
    const rows = sensitivity(cafe);
    expect(rows.map((r) => r.label)).toEqual(['Base case', 'Price -10%', 'Volume -20%', 'Costs +10%']);
    const changed = [
      cafe,
      { ...cafe, scenarios: { ...cafe.scenarios, base: { ...cafe.scenarios.base, price: 0.9 } } },
      { ...cafe, scenarios: { ...cafe.scenarios, base: { ...cafe.scenarios.base, volume: 0.8 } } },
      { ...cafe, scenarios: { ...cafe.scenarios, base: { ...cafe.scenarios.base, costs: 1.1 } } },
    ];
    rows.forEach((row, i) => {
      const run = computeForecast(changed[i]!, null).scenarios.base;
      expect(row).toMatchObject({
        netProfitYear1: run.years[0]!.netProfit,
        netProfitYear2: run.years[1]!.netProfit,
        lowestCash: run.fundingNeed.lowestCash,
        lowestCashMonth: run.fundingNeed.lowestCashMonth,
        breakEvenMonth: run.breakEvenMonth,
      });
    });
    expect(rows[0]).toMatchObject({ netProfitYear1: -853_505, lowestCash: 206_977, breakEvenMonth: 16 });
    // Each change makes the year-1 loss deeper than the base case's.
    for (const row of rows.slice(1)) expect(row.netProfitYear1).toBeLessThan(-853_505);
  });

  it('should multiply the base multipliers, so a base price of 1.2 becomes 1.08', () => {
    const data = assumptions({
      scenarios: { ...assumptions().scenarios, base: { volume: 1, growth: 1, price: 1.2, costs: 1 } },
    });
    expect(withBaseChange(data, { price: 0.9 }).scenarios.base.price).toBe(1.08);
  });
});

describe('lender ratios', () => {
  it('should read the repair café: DSCR -2.86 in year 1 and 3.63 in year 2, each with a plain reading', () => {
    const [y1, y2] = cafeBase.ratios;
    expect(y1?.debtServiceCoverage.value).toBe(-2.86);
    expect(y1?.debtServiceCoverage.reading).toMatch(/^Does not cover its loan payments/);
    expect(y2?.debtServiceCoverage.value).toBe(3.63);
    expect(y2?.debtServiceCoverage.reading).toMatch(/^Covers its loan payments 3\.63 times/);
    const pl = cafeBase.years[1]!.profitAndLoss;
    expect(y2?.interestCover.value).toBe(
      Math.round(((pl.ebitda - pl.depreciation) / pl.interest) * 100) / 100,
    );
    expect(y2?.interestCover.reading).toMatch(/covers the interest .* times/);
  });
});

describe('loanAmortisation', () => {
  it('should give the 8,000 loan at 6 % over 36 months by year: interest and principal that add up', () => {
    const years = loanAmortisation(cafe.loans[0]!, cafeBase.loanSchedules[0]!, 'year');
    expect(years.periods.map((p) => p.label)).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4']);
    expect(years.periods[0]).toMatchObject({ opening: 0, received: 800_000 });
    expect(years.periods.at(-1)?.closing).toBe(0);
    expect(years.totals.principal).toBe(800_000);
    // 36 annuities of 243.38 (the last one clears the rest): interest is what they pay above 8,000.
    expect(years.totals.payment).toBe(years.totals.principal + years.totals.interest);
    years.periods.forEach((p, i) => {
      expect(p.closing).toBe(p.opening + p.received - p.principal);
      if (i > 0) expect(p.opening).toBe(years.periods[i - 1]!.closing);
    });
    const months = loanAmortisation(cafe.loans[0]!, cafeBase.loanSchedules[0]!, 'month');
    expect(months.periods).toHaveLength(37);
    expect(months.periods[1]).toMatchObject({ label: 'Month 2', interest: 4_000, payment: 24_338 });
    expect(months.totals).toEqual(years.totals);
  });
});

describe('marketSize', () => {
  it('should read counts from the matrix cells, never an age range', () => {
    expect(countIn('About 6 second-hand shops in Ghent')).toBe(6);
    expect(countIn('roughly 120,000 households')).toBe(120_000);
    expect(countIn('1.2 million people')).toBe(1_200_000);
    expect(countIn('Households aged 25-45: 40 000')).toBe(40_000);
    expect(countIn('Unknown: research needed (count older residents (65+))')).toBeNull();
  });

  it('should size the market bottom-up: customers x the price of the stream each segment buys x purchases a year', () => {
    const matrix = {
      columns: ['Target group', 'Estimated size', 'Priority'],
      rows: [
        ['Households', 'About 120,000 households in Ghent', 'High: start here'],
        ['Second-hand shops', 'About 6 second-hand shops', 'Later'],
        ['Members', 'About 500 regulars', 'Medium: test next'],
        ['Students', 'Unknown: research needed', 'Medium: test next'],
      ],
    };
    const size = marketSize(matrix, 'Households', cafe, cafeBase);
    expect(size.segments.map((s) => [s.stream, s.price, s.purchasesPerYear, s.cents])).toEqual([
      ['Repair fee per item', 2_000, 1, 120_000 * 2_000],
      ['Batch testing for second-hand shops', 1_200, 1, 6 * 1_200],
      ['Repair fee per item', 2_000, 1, 500 * 2_000],
      ['Repair fee per item', 2_000, 1, null],
    ]);
    expect(size.total).toMatchObject({
      customers: 120_506,
      cents: 120_000 * 2_000 + 6 * 1_200 + 500 * 2_000,
    });
    expect(size.serviceable).toMatchObject({ customers: 120_500, cents: 120_000 * 2_000 + 500 * 2_000 });
    expect(size.obtainable.cents).toBe(cafeBase.years[2]!.revenue);
    const none = marketSize(null, '', cafe, cafeBase);
    expect(none.total.cents).toBeNull();
    expect(none.total.source).toMatch(/^Not sized yet/);
  });
});
