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

/** The years a forecast may start in: its months keep four-digit years, and none is far-fetched. */
export const FIRST_YEAR_MIN = 1900;
export const FIRST_YEAR_MAX = 2200;
export const FIRST_MONTH_RANGE_MESSAGE = `The first month must be between January ${FIRST_YEAR_MIN} and December ${FIRST_YEAR_MAX}.`;

/** Whether a "YYYY-MM" first month is one a forecast can start in. */
export function isFirstMonthInRange(first: string): boolean {
  const { year } = parseMonth(first);
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(first) && year >= FIRST_YEAR_MIN && year <= FIRST_YEAR_MAX;
}

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
