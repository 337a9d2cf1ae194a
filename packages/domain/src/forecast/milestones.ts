import type { ForecastPeriod } from './project.js';

export interface ForecastMilestones {
  /** Sustained break-even: the first month (1..36) from which net profit is never negative again; null when none. */
  breakEvenMonth: number | null;
  /** The first month (1..36) with a positive net profit, whatever follows; null when none. */
  firstProfitableMonth: number | null;
  /** Months the cash lasts: the month before cash first falls below zero; null = cash never below zero in 36 months. */
  runwayMonths: number | null;
}

type Months = readonly Pick<ForecastPeriod, 'netProfit'>[];

/**
 * Sustained break-even: the first month (1..36) from which net profit is at least zero in that month
 * and every later month of the forecast. Null when the last month still loses money.
 */
export function breakEvenMonth(months: Months): number | null {
  let from: number | null = null;
  for (let i = months.length - 1; i >= 0; i -= 1) {
    if ((months[i]?.netProfit ?? 0) < 0) break;
    from = i + 1;
  }
  return from;
}

/** The first month (1..36) with a positive net profit, even when later months lose money again; null when none. */
export function firstProfitableMonth(months: Months): number | null {
  const first = months.findIndex((m) => m.netProfit > 0);
  return first < 0 ? null : first + 1;
}

export function milestones(months: readonly ForecastPeriod[]): ForecastMilestones {
  const broke = months.findIndex((m) => m.cash < 0);
  return {
    breakEvenMonth: breakEvenMonth(months),
    firstProfitableMonth: firstProfitableMonth(months),
    runwayMonths: broke < 0 ? null : broke,
  };
}
