/** The forecast runs 36 months from its first month. */
export const FORECAST_MONTHS = 36;
export const MONTHS_PER_QUARTER = 3;
export const MONTHS_PER_YEAR = 12;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parseMonth(first: string): { year: number; month: number } {
  const [year, month] = first.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1 };
}

/** "YYYY-MM" of forecast month `n` (1 = the first month). */
export function monthKey(first: string, n: number): string {
  const { year, month } = parseMonth(first);
  const index = year * 12 + (month - 1) + (n - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "March 2028" for forecast month `n`. */
export function monthName(first: string, n: number): string {
  const [year, month] = monthKey(first, n).split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}

/** "YYYY-MM" of the month after today's, the default first month. */
export function nextMonthKey(today: Date): string {
  return monthKey(`${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`, 2);
}
