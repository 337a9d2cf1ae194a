import { formatAmount } from '../amounts.js';

/**
 * Money in the forecast is a whole number of cents: hundredths of the currency unit (1234 = 12.34).
 * Every total is a sum of whole cents, so it equals the sum of its parts exactly.
 */
export type Cents = number;

/** The largest amount one month may reach (100 billion): sums of 36 months x 20 lines stay exact. */
export const MAX_MONTHLY_CENTS = 10_000_000_000_000;

/** An amount in currency units (at most two decimals) as cents. */
export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

/** Cents back to currency units, for form fields and charts. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Adds `from` into `into`, index by index (as far as `into` reaches). */
export function addCentsInto(into: Cents[], from: readonly Cents[]): void {
  const length = Math.min(into.length, from.length);
  for (let i = 0; i < length; i += 1) into[i]! += from[i]!;
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** `percent` % of an amount, rounded half away from zero to the cent, computed exactly. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  // Percentages carry at most two decimals: basis points make the product an exact integer.
  return mulDivRound(cents, Math.round(percent * 100), 10_000);
}

/** Cents as a decimal string with two decimals ("-1234.50"): the exact figure, no rounding. */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "38,400 EUR": whole currency units for summaries (cents shown only when there are any), in the reader's locale. */
export function formatMoney(cents: Cents, currency: string, locale = 'en-GB'): string {
  return `${formatAmount(cents, locale)} ${currency}`;
}

/** "38,400.00": cents with two decimals and thousands separators, for tables, in the reader's locale. */
export function formatCents(cents: Cents, locale = 'en-GB'): string {
  return formatAmount(cents, locale, { decimals: 'always' });
}

/**
 * `a x b / c` for whole numbers, rounded half away from zero, computed exactly (BigInt only when
 * the product leaves the safe integers). `c` must be positive.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  const product = a * b;
  if (Number.isSafeInteger(2 * Math.abs(product) + c)) {
    const rounded = Math.floor((2 * Math.abs(product) + c) / (2 * c));
    return product < 0 ? -rounded : rounded;
  }
  const exact = BigInt(a) * BigInt(b);
  const magnitude = exact < 0n ? -exact : exact;
  const rounded = (magnitude * 2n + BigInt(c)) / (2n * BigInt(c));
  return Number(exact < 0n ? -rounded : rounded);
}
