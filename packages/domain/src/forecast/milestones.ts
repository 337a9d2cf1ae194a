import type { Cents } from './money.js';
import type { ForecastPeriod } from './project.js';

export interface ForecastMilestones {
  /** The first month (1..36) with a positive net profit; null when none. */
  breakEvenMonth: number | null;
  /** Months the cash lasts: the month before cash first falls below zero; null = funded through month 36. */
  runwayMonths: number | null;
  /** The deepest cumulative loss before break-even: what the business must be funded with. */
  cashNeeded: Cents;
}

export function milestones(months: readonly ForecastPeriod[]): ForecastMilestones {
  const breakEven = months.findIndex((m) => m.netProfit > 0);
  const broke = months.findIndex((m) => m.cash < 0);
  const untilBreakEven = breakEven < 0 ? months : months.slice(0, breakEven);
  let cumulative = 0;
  let deepest = 0;
  for (const month of untilBreakEven) {
    cumulative += month.netProfit;
    deepest = Math.min(deepest, cumulative);
  }
  return {
    breakEvenMonth: breakEven < 0 ? null : breakEven + 1,
    runwayMonths: broke < 0 ? null : broke,
    cashNeeded: 0 - deepest, // never -0
  };
}
