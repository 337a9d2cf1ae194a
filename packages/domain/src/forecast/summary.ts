import type { Cents } from './money.js';
import { formatMoney } from './money.js';
import { FORECAST_MONTHS, monthName } from './months.js';

interface SummaryInput {
  breakEvenMonth: number | null;
  runwayMonths: number | null;
  cashNeeded: Cents;
}

/** "Break-even in month 14 (March 2028); cash needed: 38,400 EUR". */
export function breakEvenLine(
  s: SummaryInput,
  firstMonth: string,
  currency: string,
  locale?: string,
): string {
  const cash = `cash needed: ${formatMoney(s.cashNeeded, currency, locale)}`;
  if (s.breakEvenMonth === null) return `No break-even within ${FORECAST_MONTHS} months; ${cash}`;
  return `Break-even in month ${s.breakEvenMonth} (${monthName(firstMonth, s.breakEvenMonth)}); ${cash}`;
}

/** "Cash runs out in month 9 (December 2027)" or "Funded through month 36". */
export function runwayLine(s: SummaryInput, firstMonth: string): string {
  if (s.runwayMonths === null) return `Funded through month ${FORECAST_MONTHS}`;
  const month = s.runwayMonths + 1;
  return `Cash runs out in month ${month} (${monthName(firstMonth, month)})`;
}
