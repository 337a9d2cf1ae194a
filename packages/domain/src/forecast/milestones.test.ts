import { describe, expect, it } from 'vitest';

import { breakEvenMonth, firstProfitableMonth, milestones } from './milestones.js';
import { projectMonths } from './project.js';
import { breakEvenLine, runwayLine } from './summary.js';
import { assumptions, costsOnly, lossThenProfit, stream } from './test-data.js';

const BASE = { volume: 1, growth: 1, price: 1, costs: 1 };
const profits = (...netProfit: number[]) => netProfit.map((p) => ({ netProfit: p }));

describe('breakEvenMonth and firstProfitableMonth', () => {
  it('should put break-even where profit is never negative again, after a first profit that does not last', () => {
    // Profitable in month 2, loses money in months 3-4 again, then never again.
    const months = profits(-100, 50, -10, -20, 0, 30, 40);
    expect(firstProfitableMonth(months)).toBe(2);
    expect(breakEvenMonth(months)).toBe(5);
  });

  it('should answer null for both when the last month loses money and none makes a profit', () => {
    const months = profits(-1, -2, -3);
    expect(firstProfitableMonth(months)).toBeNull();
    expect(breakEvenMonth(months)).toBeNull();
  });

  it('should answer no break-even when the last month loses money, even after profitable months', () => {
    const months = profits(10, 20, -1);
    expect(firstProfitableMonth(months)).toBe(1);
    expect(breakEvenMonth(months)).toBeNull();
  });

  it('should find a plan profitable in month 5 that loses money again, with its sustained break-even later', () => {
    // Sales of 2,000 and a rent of 1,500 every month; one-off costs of 2,000 in month 1, 600 in
    // months 2-4 (stock) and 600 in months 7 and 9 (fairs).
    const oneOff = (name: string, amount: number, startMonth: number) => ({
      name,
      category: 'Setup',
      oneOff: amount,
      monthly: 0,
      startMonth,
    });
    const data = assumptions({
      streams: [stream({ price: 100, volume: 20 })],
      costs: [
        { name: 'Rent', category: 'Premises', oneOff: 0, monthly: 1500, startMonth: 1 },
        oneOff('Fit-out', 2000, 1),
        ...[2, 3, 4].map((m) => oneOff(`Stock ${m}`, 600, m)),
        oneOff('Spring fair', 600, 7),
        oneOff('Summer fair', 600, 9),
      ],
    });
    const months = projectMonths(data, BASE).months;
    expect(months.map((m) => m.netProfit).slice(0, 11)).toEqual([
      -150_000, -10_000, -10_000, -10_000, 50_000, 50_000, -10_000, 50_000, -10_000, 50_000, 50_000,
    ]);
    expect(milestones(months)).toEqual({ breakEvenMonth: 10, firstProfitableMonth: 5, runwayMonths: 0 });
    expect(breakEvenLine(milestones(months), data.firstMonth)).toBe(
      'Break-even in month 10 (October 2027) (first profitable month: month 5)',
    );
  });
});

describe('milestones', () => {
  it('should find break-even and runway (worked by hand)', () => {
    // 1,000 revenue a month; month 1 costs 2,000, later months 500.
    const data = lossThenProfit(0);
    expect(milestones(projectMonths(data, BASE).months)).toEqual({
      breakEvenMonth: 2,
      firstProfitableMonth: 2,
      runwayMonths: 0,
    });
  });

  it('should report no break-even, and cash above zero without calling the plan funded', () => {
    const data = costsOnly(100_000, 1000);
    const result = milestones(projectMonths(data, BASE).months);
    expect(result).toEqual({ breakEvenMonth: null, firstProfitableMonth: null, runwayMonths: null });
    expect(runwayLine(result, '2027-01')).toBe('Cash stays at or above zero through month 36');
    expect(breakEvenLine(result, '2027-01')).toBe('No break-even within 36 months');
  });

  it('should count the runway as the months before cash first falls below zero', () => {
    const data = costsOnly(2500, 1000);
    const result = milestones(projectMonths(data, BASE).months);
    expect(result.runwayMonths).toBe(2);
    expect(runwayLine(result, '2027-11')).toBe('Cash runs out in month 3 (January 2028)');
  });

  it('should break even in month 1 when every month is profitable', () => {
    expect(milestones(projectMonths(assumptions(), BASE).months)).toEqual({
      breakEvenMonth: 1,
      firstProfitableMonth: 1,
      runwayMonths: null,
    });
  });
});

describe('breakEvenLine', () => {
  it('should name the month and leave out the first profitable month when it is the same', () => {
    expect(
      breakEvenLine({ breakEvenMonth: 14, firstProfitableMonth: 14, runwayMonths: null }, '2027-02'),
    ).toBe('Break-even in month 14 (March 2028)');
  });
});
