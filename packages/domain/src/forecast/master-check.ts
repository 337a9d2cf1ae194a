import type { Cents } from './money.js';
import type { ForecastProjection } from './project.js';

/**
 * The master check (as the FAST standard and the ICAEW modelling code ask): five ways the three
 * statements must agree, each true in every month of a sound model.
 * - `balance-sheet-balances`: total assets = total liabilities + equity.
 * - `cash-agrees`: the cash flow's closing cash = the balance sheet's cash, and each month opens
 *   with the previous month's closing cash.
 * - `net-profit-agrees`: net profit in the P&L = net profit at the top of the cash flow.
 * - `loans-agree`: each loan's balance = what it received less the principal repaid, by its
 *   schedule, and the balance sheet's loans = the sum of the schedules' balances.
 * - `vat-reconciles`: VAT owed = the previous balance + VAT collected - VAT reclaimed - VAT settled,
 *   and the cash flow's VAT change is that movement.
 */
export const MASTER_CHECK_IDS = [
  'balance-sheet-balances',
  'cash-agrees',
  'net-profit-agrees',
  'loans-agree',
  'vat-reconciles',
] as const;
export type MasterCheckId = (typeof MASTER_CHECK_IDS)[number];

export interface MasterCheck {
  id: MasterCheckId;
  ok: boolean;
}

/** Each check as a founder reads it, where the page names a failing one. */
export const MASTER_CHECK_NAMES = {
  'balance-sheet-balances': 'the balance sheet balances',
  'cash-agrees': 'the cash flow ends with the balance sheet’s cash',
  'net-profit-agrees': 'the profit and loss and the cash flow show the same net profit',
  'loans-agree': 'each loan’s balance follows its schedule',
  'vat-reconciles': 'the VAT account reconciles',
} as const satisfies Record<MasterCheckId, string>;

/** What the page says when a check fails. */
export const MODEL_DOES_NOT_BALANCE = 'The model does not balance';

type Projection = Pick<ForecastProjection, 'months' | 'loanSchedules' | 'vatAccount'>;

function loansAgree(p: Projection): boolean {
  const owed = p.loanSchedules.map(() => 0);
  return p.months.every((month, i) => {
    const m = i + 1;
    let total = 0;
    for (const [j, loan] of p.loanSchedules.entries()) {
      owed[j] = (owed[j] ?? 0) + (loan.received[m] ?? 0) - (loan.principal[m] ?? 0);
      const balance = loan.balance[m] ?? 0;
      if (owed[j] !== balance) return false;
      total += balance;
    }
    return total === month.balanceSheet.loans;
  });
}

function vatReconciles(p: Projection): boolean {
  let owed: Cents = 0;
  return p.months.every((month, i) => {
    const moved =
      (p.vatAccount.collected[i] ?? 0) - (p.vatAccount.reclaimed[i] ?? 0) - (p.vatAccount.settled[i] ?? 0);
    const ok = month.balanceSheet.vatOwed === owed + moved && month.cashFlow.vatChange === moved;
    owed = month.balanceSheet.vatOwed;
    return ok;
  });
}

/** The master check of one scenario's projection; `openingCash` is the cash at the start of month 1. */
export function masterChecks(p: Projection, openingCash: Cents): MasterCheck[] {
  let cash = openingCash;
  const cashAgrees = p.months.every((m) => {
    const ok = m.cashFlow.cashAtStart === cash && m.cashFlow.cashAtEnd === m.balanceSheet.cash;
    cash = m.balanceSheet.cash;
    return ok;
  });
  const results: Record<MasterCheckId, boolean> = {
    'balance-sheet-balances': p.months.every(
      (m) => m.balanceSheet.totalAssets === m.balanceSheet.totalLiabilitiesAndEquity,
    ),
    'cash-agrees': cashAgrees,
    'net-profit-agrees': p.months.every((m) => m.profitAndLoss.netProfit === m.cashFlow.netProfit),
    'loans-agree': loansAgree(p),
    'vat-reconciles': vatReconciles(p),
  };
  return MASTER_CHECK_IDS.map((id) => ({ id, ok: results[id] }));
}

/** True when every check of the master check holds. */
export function modelBalances(checks: readonly MasterCheck[]): boolean {
  return checks.every((c) => c.ok);
}
