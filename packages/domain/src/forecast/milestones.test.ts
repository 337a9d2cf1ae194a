import { describe, expect, it } from 'vitest';

import { milestones } from './milestones.js';
import { projectMonths } from './project.js';
import { breakEvenLine, runwayLine } from './summary.js';
import { assumptions, costsOnly, lossThenProfit } from './test-data.js';

const BASE = { volume: 1, growth: 1, price: 1, costs: 1 };

describe('milestones', () => {
  it('should find break-even, runway and the cash needed (worked by hand)', () => {
    // 1,000 revenue a month; month 1 costs 2,000, later months 500.
    const data = lossThenProfit(0);
    expect(milestones(projectMonths(data, BASE).months)).toEqual({
      breakEvenMonth: 2,
      runwayMonths: 0,
      cashNeeded: 100_000,
    });
  });

  it('should report no break-even and "funded through month 36" when neither happens', () => {
    const data = costsOnly(100_000, 1000);
    const result = milestones(projectMonths(data, BASE).months);
    expect(result).toEqual({ breakEvenMonth: null, runwayMonths: null, cashNeeded: 3_600_000 });
    expect(runwayLine(result, '2027-01')).toBe('Funded through month 36');
    expect(breakEvenLine(result, '2027-01', 'EUR')).toBe(
      'No break-even within 36 months; cash needed: 36,000 EUR',
    );
  });

  it('should count the runway as the months before cash first falls below zero', () => {
    const data = costsOnly(2500, 1000);
    const result = milestones(projectMonths(data, BASE).months);
    expect(result.runwayMonths).toBe(2);
    expect(runwayLine(result, '2027-11')).toBe('Cash runs out in month 3 (January 2028)');
  });

  it('should need no cash when the first month is already profitable', () => {
    expect(milestones(projectMonths(assumptions(), BASE).months)).toEqual({
      breakEvenMonth: 1,
      runwayMonths: null,
      cashNeeded: 0,
    });
  });
});

describe('breakEvenLine', () => {
  it('should read like the issue: month, its name, and the cash needed', () => {
    expect(
      breakEvenLine({ breakEvenMonth: 14, runwayMonths: null, cashNeeded: 3_840_000 }, '2027-02', 'EUR'),
    ).toBe('Break-even in month 14 (March 2028); cash needed: 38,400 EUR');
  });
});
