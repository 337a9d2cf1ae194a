import { describe, expect, it } from 'vitest';

import { ForecastOverflowError, projectMonths } from './project.js';
import { assumptions, lossThenProfit, stream } from './test-data.js';

const BASE = { volume: 1, growth: 1, price: 1, costs: 1 };

describe('projectMonths', () => {
  it('should compute a one-off stream with growth, cost of sales, budget lines and a hire (worked by hand)', () => {
    const data = assumptions({
      startingCash: 5000,
      streams: [
        stream({
          name: 'Cakes',
          price: 10,
          volume: 100,
          growthPercent: 10,
        }),
      ],
      costOfSalesPercent: 20,
      costs: [
        { name: 'Rent', category: 'Premises', oneOff: 500, monthly: 1000, startMonth: 1 },
        { name: 'Baker', category: 'Team', oneOff: 0, monthly: 2000, startMonth: 3, kind: 'payroll' },
      ],
    });
    const { months, categories, streams } = projectMonths(data, BASE);
    expect(months).toHaveLength(36);
    expect(streams).toEqual(['Cakes']);
    expect(categories).toEqual(['Premises', 'Team']);
    // Month 1: 100 cakes x 10.00 = 1,000.00; 20 % cost of sales; rent 500 one-off + 1,000 monthly.
    expect(months[0]).toMatchObject({
      label: '2027-01',
      revenueByStream: [100_000],
      revenue: 100_000,
      costOfSales: 20_000,
      grossMargin: 80_000,
      costsByCategory: [150_000, 0],
      operatingCosts: 150_000,
      operatingProfit: -70_000,
      tax: 0,
      netProfit: -70_000,
      cash: 430_000,
    });
    // Month 2: 110 cakes; rent only.
    expect(months[1]).toMatchObject({
      label: '2027-02',
      revenue: 110_000,
      costOfSales: 22_000,
      operatingCosts: 100_000,
    });
    expect(months[1]?.netProfit).toBe(-12_000);
    expect(months[1]?.cash).toBe(418_000);
    // Month 3: 121 cakes; the baker starts.
    expect(months[2]).toMatchObject({
      revenue: 121_000,
      costOfSales: 24_200,
      costsByCategory: [100_000, 200_000],
    });
    expect(months[2]?.netProfit).toBe(-203_200);
    expect(months[2]?.cash).toBe(214_800);
  });

  it('should keep subscribers from month to month and lose the churn share each month', () => {
    const data = assumptions({
      streams: [
        stream({
          name: 'Box',
          pricingModel: 'subscription',
          price: 10,
          volume: 100,
          churnPercent: 10,
        }),
      ],
    });
    const revenue = projectMonths(data, BASE).months.map((m) => m.revenue);
    // 100 -> 100 x 0.9 + 100 = 190 -> 190 x 0.9 + 100 = 271 subscribers at 10.00.
    expect(revenue.slice(0, 3)).toEqual([100_000, 190_000, 271_000]);
  });

  it('should ignore churn for streams that are not subscriptions', () => {
    const data = assumptions({
      streams: [
        stream({
          name: 'Fees',
          pricingModel: 'commission',
          price: 2.5,
          volume: 40,
          churnPercent: 50,
        }),
        stream({
          name: 'Hours',
          pricingModel: 'usage',
          price: 0.15,
          volume: 1000,
          churnPercent: 50,
        }),
      ],
    });
    const [first, second] = projectMonths(data, BASE).months;
    expect(first?.revenueByStream).toEqual([10_000, 15_000]);
    expect(second?.revenueByStream).toEqual([10_000, 15_000]);
  });

  // Issue 27: units are whole, so this test (revenue rounded per month) now checks the rounding of units.
  it('should sell whole units, carrying what each month rounds off into the next', () => {
    const data = assumptions({
      streams: [
        stream({
          name: 'A',
          price: 0.33,
          volume: 1,
          growthPercent: 50,
        }),
      ],
    });
    // Demand 1, 1.5, 2.25, 3.375 units: 1; 1.5 -> 2 (0.5 too many); 2.25 - 0.5 = 1.75 -> 2
    // (0.25 too many); 3.375 - 0.25 = 3.125 -> 3. Revenue is whole units x 0.33.
    const months = projectMonths(data, BASE).months.slice(0, 4);
    expect(months.map((m) => m.unitsByStream)).toEqual([[1], [2], [2], [3]]);
    expect(months.map((m) => m.revenue)).toEqual([33, 66, 66, 99]);
  });

  it('should carry losses forward and tax only profit beyond them', () => {
    const data = lossThenProfit(25);
    const months = projectMonths(data, BASE).months;
    expect(months.slice(0, 4).map((m) => m.operatingProfit)).toEqual([-100_000, 50_000, 50_000, 50_000]);
    // 1,000 of losses absorb months 2 and 3; month 4 pays 25 % of 500.
    expect(months.slice(0, 4).map((m) => m.tax)).toEqual([0, 0, 0, 12_500]);
    expect(months.slice(0, 4).map((m) => m.netProfit)).toEqual([-100_000, 50_000, 50_000, 37_500]);
    // Issue 27: income tax is owed until the month after the forecast year, then paid.
    expect(months.slice(0, 4).map((m) => m.cash)).toEqual([-50_000, 0, 50_000, 100_000]);
    expect(months[3]?.balanceSheet.incomeTaxOwed).toBe(12_500);
    const owed = months[11]!.balanceSheet.incomeTaxOwed;
    expect(months[12]?.cashFlow.incomeTaxChange).toBe(months[12]!.tax - owed);
    expect(months[12]?.balanceSheet.incomeTaxOwed).toBe(months[12]!.tax);
  });

  it('should book a one-off cost in its start month and monthly costs from then on', () => {
    const data = assumptions({
      streams: [
        stream({
          name: 'S',
          price: 0,
          volume: 0,
        }),
      ],
      costs: [
        { name: 'Van', category: 'Vehicles', oneOff: 9000, monthly: 0, startMonth: 6 },
        { name: 'Ads', category: '', oneOff: 0, monthly: 250, startMonth: 35 },
      ],
    });
    const { months, categories } = projectMonths(data, BASE);
    expect(categories).toEqual(['Vehicles', 'Other']);
    expect(months.map((m) => m.operatingCosts).filter((c) => c > 0)).toEqual([900_000, 25_000, 25_000]);
    expect(months[5]?.operatingCosts).toBe(900_000);
    expect(months[34]?.costsByCategory).toEqual([0, 25_000]);
  });

  it('should scale first-month volume and growth by the scenario multipliers', () => {
    const data = assumptions({
      streams: [
        stream({
          name: 'S',
          price: 10,
          volume: 100,
          growthPercent: 10,
        }),
      ],
    });
    // 75 units, then 75 x 1.05 = 78.75 -> 79 whole units at 10.00.
    const months = projectMonths(data, { volume: 0.75, growth: 0.5, price: 1, costs: 1 }).months;
    expect(months.slice(0, 2).map((m) => m.revenue)).toEqual([75_000, 79_000]);
  });

  it('should refuse assumptions that grow past the amounts it keeps exact', () => {
    const data = assumptions({
      streams: [
        stream({
          name: 'S',
          price: 1_000_000,
          volume: 10_000_000,
          growthPercent: 100,
        }),
      ],
    });
    expect(() => projectMonths(data, { volume: 5, growth: 2, price: 1, costs: 1 })).toThrow(
      ForecastOverflowError,
    );
    expect(() => projectMonths(data, { volume: 5, growth: 2, price: 1, costs: 1 })).toThrow(
      'These assumptions grow past 100 billion a month by month 1: lower the volume or the growth.',
    );
  });
});
