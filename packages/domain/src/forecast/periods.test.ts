import { describe, expect, it } from 'vitest';

import { periodsOf, quarters, years } from './periods.js';
import { projectMonths } from './project.js';
import { assumptions, stream } from './test-data.js';

describe('periods', () => {
  const data = assumptions({
    firstMonth: '2027-04',
    startingCash: 1000,
    streams: [
      stream({
        name: 'A',
        price: 10,
        volume: 10,
      }),
      stream({ name: 'B', pricingModel: 'usage', price: 1, volume: 50 }),
    ],
    costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly: 120, startMonth: 13 }],
  });
  const { months } = projectMonths(data, { volume: 1, growth: 1, price: 1, costs: 1 });

  it('should add up three months per quarter, labelled with their months', () => {
    const q = quarters(months);
    expect(q).toHaveLength(12);
    expect(q[0]?.label).toBe('Q1 (2027-04 to 2027-06)');
    // 100.00 + 50.00 a month.
    expect(q[0]?.revenueByStream).toEqual([30_000, 15_000]);
    expect(q[0]?.revenue).toBe(45_000);
    expect(q[0]?.cash).toBe(100_000 + 45_000);
  });

  it('should add up twelve months per forecast year, cash as at the year end', () => {
    const y = years(months);
    expect(y.map((p) => p.label)).toEqual(['Year 1', 'Year 2', 'Year 3']);
    expect(y.map((p) => p.revenue)).toEqual([180_000, 180_000, 180_000]);
    expect(y.map((p) => p.operatingCosts)).toEqual([0, 144_000, 144_000]);
    expect(y.map((p) => p.netProfit)).toEqual([180_000, 36_000, 36_000]);
    expect(y.map((p) => p.cash)).toEqual([280_000, 316_000, 352_000]);
  });

  it('should switch between monthly, quarterly and yearly', () => {
    expect(periodsOf(months, 'monthly')).toHaveLength(36);
    expect(periodsOf(months, 'quarterly')).toHaveLength(12);
    expect(periodsOf(months, 'yearly')).toHaveLength(3);
  });
});
