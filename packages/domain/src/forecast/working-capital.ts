import type { Cents } from './money.js';
import { mulDivRound } from './money.js';

/** A month counts 30 days for payment terms. */
export const DAYS_PER_MONTH = 30;

/**
 * What is still unpaid at the end of month `m` (1-based) of amounts invoiced each month and paid
 * `days` later: the whole of each month fully inside the delay, and `(days - 30 x k) / 30` of the
 * month at its edge (rounded half away from zero to the cent): at 45 days, all of this month's
 * invoices and half of last month's are unpaid.
 */
export function unpaidAt(invoiced: readonly Cents[], m: number, days: number): Cents {
  let unpaid = 0;
  for (let back = 0; back * DAYS_PER_MONTH < days && m - back >= 1; back += 1) {
    const share = Math.min(DAYS_PER_MONTH, days - back * DAYS_PER_MONTH);
    unpaid += mulDivRound(invoiced[m - back] ?? 0, share, DAYS_PER_MONTH);
  }
  return unpaid;
}
