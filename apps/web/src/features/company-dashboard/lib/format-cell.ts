/** Spec 2: short month, day, year, hour and minute, e.g. "Mar 5, 2025, 2:07 PM". */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A dash when the value is missing or not a date. */
export const INVALID_DATE = '-';

export function formatDate(value: string | null | undefined): string {
  if (!value) return INVALID_DATE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? INVALID_DATE : DATE_FORMAT.format(date);
}

/** The infinity sign stands for an unlimited (null) number of boards. */
export function formatLimit(value: number | null): string {
  return value === null ? '∞' : String(value);
}
