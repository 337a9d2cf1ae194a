import { describe, expect, it } from 'vitest';

import type { ForecastCost } from './assumptions.js';
import { ForecastDataSchema } from './assumptions.js';
import { projectMonths } from './project.js';
import { computeForecast } from './scenarios.js';
import { assumptions, stream } from './test-data.js';

const BASE = { volume: 1, growth: 1, price: 1, costs: 1 };
const line = (name: string, monthly: number, more: Partial<ForecastCost> = {}): ForecastCost => ({
  name,
  category: 'Operations',
  oneOff: 0,
  monthly,
  startMonth: 1,
  ...more,
});

/**
 * A mixed board at a 21 % standard rate: repairs at the standard rate, a course exempt, books at 6 %;
 * rent exempt, energy at 6 %, tools at the standard rate, founder pay (payroll), a hire and a loan.
 */
const mixed = assumptions({
  salesTaxPercent: 21,
  payableDays: 0,
  streams: [
    stream({ name: 'Repairs', price: 100, volume: 10 }),
    stream({ name: 'Course', price: 50, volume: 4, vat: { treatment: 'exempt' } }),
    stream({ name: 'Books', price: 20, volume: 5, vat: { treatment: 'reduced', ratePercent: 6 } }),
  ],
  costs: [
    line('Rent', 650, { vat: { treatment: 'exempt' } }),
    line('Energy', 100, { vat: { treatment: 'reduced', ratePercent: 6 } }),
    line('Tools', 200),
    line('Founder pay', 1000, { kind: 'payroll', category: 'Team' }),
  ],
  payrollChargesPercent: 27,
  loans: [
    {
      name: 'Bank',
      principal: 8000,
      month: 1,
      annualInterestPercent: 6,
      termMonths: 36,
      interestOnlyMonths: 0,
    },
  ],
});

describe('VAT as the law treats it', () => {
  it('should charge each stream and cost line at its own rate, and nothing on pay, interest or repayments', () => {
    const { vatAccount, months } = projectMonths(mixed, BASE);
    // Sales: 21 % of 1,000 (repairs) + 6 % of 100 (books); the 200 of courses are exempt.
    expect(vatAccount.collected[0]).toBe(21_000 + 600);
    // Purchases: 21 % of 200 (tools) + 6 % of 100 (energy); rent exempt; founder pay and the hire never.
    expect(vatAccount.reclaimed[0]).toBe(4_200 + 600);
    // Month 2 pays interest and a repayment: the VAT reclaimed is the same.
    expect(months[1]?.profitAndLoss.interest).toBeGreaterThan(0);
    expect(vatAccount.reclaimed[1]).toBe(4_800);
    expect(months[0]?.balanceSheet.vatOwed).toBe(21_600 - 4_800);
  });

  it('should keep founder pay out of what suppliers are owed', () => {
    const owed = projectMonths({ ...mixed, payableDays: 30 }, BASE).months[0]!.balanceSheet.payables;
    // Rent 650 + energy 100 + 6 + tools 200 + 42: the founder's 1,000 is paid in the month.
    expect(owed).toBe(65_000 + 10_600 + 24_200);
  });

  it('should settle VAT the month after each quarter, or each month when set', () => {
    const quarterly = projectMonths(mixed, BASE).vatAccount.settled;
    expect(quarterly.slice(0, 7)).toEqual([0, 0, 0, 3 * 16_800, 0, 0, 3 * 16_800]);
    const monthly = projectMonths({ ...mixed, vatPeriod: 'monthly' }, BASE);
    expect(monthly.vatAccount.settled.slice(0, 4)).toEqual([0, 16_800, 16_800, 16_800]);
    expect(monthly.months[35]?.balanceSheet.vatOwed).toBe(16_800);
    // Settling earlier leaves less cash in hand, and the statements still agree.
    expect(monthly.months[1]!.cash).toBeLessThan(projectMonths(mixed, BASE).months[1]!.cash);
    expect(
      computeForecast({ ...mixed, vatPeriod: 'monthly' }, null).scenarios.base.checks.every((c) => c.ok),
    ).toBe(true);
  });

  it('should refuse a reduced rate without a rate, and accept the three treatments', () => {
    const withCost = (vat: unknown) => ({ ...mixed, costs: [{ ...line('Rent', 650), vat }] });
    expect(ForecastDataSchema.safeParse(withCost({ treatment: 'reduced' })).success).toBe(false);
    expect(ForecastDataSchema.safeParse(withCost({ treatment: 'reduced', ratePercent: 6 })).success).toBe(
      true,
    );
    expect(ForecastDataSchema.safeParse(withCost({ treatment: 'exempt' })).success).toBe(true);
    expect(ForecastDataSchema.safeParse(withCost({ treatment: 'zero' })).success).toBe(false);
  });
});
