import { describe, expect, it } from 'vitest';

import { masterChecks, modelBalances } from './master-check.js';
import { projectMonths } from './project.js';
import { assumptions, stream } from './test-data.js';

const BASE = { volume: 1, growth: 1, price: 1, costs: 1 };
const data = assumptions({
  startingCash: 1000,
  salesTaxPercent: 21,
  payableDays: 30,
  streams: [stream({ price: 100, volume: 10 })],
  costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly: 500, startMonth: 1 }],
  loans: [
    {
      name: 'Bank',
      principal: 5000,
      month: 2,
      annualInterestPercent: 5,
      termMonths: 24,
      interestOnlyMonths: 0,
    },
  ],
});
const failing = (p: ReturnType<typeof projectMonths>) =>
  masterChecks(p, 100_000)
    .filter((c) => !c.ok)
    .map((c) => c.id);

describe('the master check', () => {
  it('should hold on a projection as computed', () => {
    const checks = masterChecks(projectMonths(data, BASE), 100_000);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(modelBalances(checks)).toBe(true);
  });

  it('should fail the one check a broken statement breaks', () => {
    const p = () => projectMonths(data, BASE);
    const unbalanced = p();
    unbalanced.months[5]!.balanceSheet.totalAssets += 1;
    expect(failing(unbalanced)).toEqual(['balance-sheet-balances']);

    const cash = p();
    cash.months[3]!.cashFlow.cashAtEnd += 1;
    expect(failing(cash)).toEqual(['cash-agrees']);
    expect(failing(p())).toEqual([]);
    expect(masterChecks(p(), 100_001).find((c) => c.id === 'cash-agrees')?.ok).toBe(false);

    const profit = p();
    profit.months[10]!.profitAndLoss.netProfit -= 1;
    expect(failing(profit)).toEqual(['net-profit-agrees']);

    const loan = p();
    loan.loanSchedules[0]!.balance[7]! += 1;
    expect(failing(loan)).toEqual(['loans-agree']);
    const loansOnBalanceSheet = p();
    loansOnBalanceSheet.months[8]!.balanceSheet.loans -= 1;
    expect(failing(loansOnBalanceSheet)).toContain('loans-agree');

    const vat = p();
    vat.vatAccount.collected[2]! += 1;
    expect(failing(vat)).toEqual(['vat-reconciles']);
    expect(modelBalances(masterChecks(vat, 100_000))).toBe(false);
  });
});
