import { FORECAST_MONTHS, monthName } from './months.js';

interface SummaryInput {
  breakEvenMonth: number | null;
  firstProfitableMonth: number | null;
  runwayMonths: number | null;
}

/**
 * "Break-even in month 14 (March 2028) (first profitable month: month 5)": the sustained
 * break-even, with the first profitable month beside it when that is earlier.
 */
export function breakEvenLine(s: SummaryInput, firstMonth: string): string {
  const first =
    s.firstProfitableMonth !== null && s.firstProfitableMonth !== s.breakEvenMonth
      ? ` (first profitable month: month ${s.firstProfitableMonth})`
      : '';
  if (s.breakEvenMonth === null) return `No break-even within ${FORECAST_MONTHS} months${first}`;
  return `Break-even in month ${s.breakEvenMonth} (${monthName(firstMonth, s.breakEvenMonth)})${first}`;
}

/** "Cash runs out in month 9 (December 2027)" or "Cash stays at or above zero through month 36". */
export function runwayLine(s: Pick<SummaryInput, 'runwayMonths'>, firstMonth: string): string {
  if (s.runwayMonths === null) return `Cash stays at or above zero through month ${FORECAST_MONTHS}`;
  const month = s.runwayMonths + 1;
  return `Cash runs out in month ${month} (${monthName(firstMonth, month)})`;
}
