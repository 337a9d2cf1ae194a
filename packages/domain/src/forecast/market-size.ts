import type { TableData } from '../tables.js';
import type { ForecastData } from './assumptions.js';
import type { Cents } from './money.js';
import { toCents } from './money.js';
import type { ScenarioForecast } from './scenarios.js';

/** What a number of the market size rests on, when the founder gave no source of their own. */
export const YOUR_ESTIMATE = 'your estimate';

/** One segment of the market segmentation matrix with the customers it counts. */
export interface MarketSegment {
  name: string;
  /** Customers in the segment; null when the matrix does not count them yet. */
  customers: number | null;
  /** The matrix's own words for the size ("About 6 second-hand shops in Ghent"). */
  sizeText: string;
  /** The business serves it first: the chosen group, or a priority that is not "Later" or "Low". */
  served: boolean;
}

/** A number of the market size with where it comes from. */
export interface SourcedNumber<T> {
  value: T;
  source: string;
}

export interface MarketLevel {
  /** Customers counted in it (null: none counted yet). */
  customers: number | null;
  /** A year's value: customers x price x purchases a year (null: not sized yet). */
  cents: Cents | null;
  source: string;
}

/**
 * The market sized bottom-up from the board's own numbers: total (every segment the matrix counts),
 * serviceable (the segments served first) and obtainable (what the forecast sells in its third year).
 */
export interface MarketSize {
  segments: MarketSegment[];
  /** The main revenue stream's price (the forecast's first stream). */
  price: SourcedNumber<Cents>;
  /** Purchases a customer makes a year: 12 for a subscription (its price is a month's), else 1. */
  purchasesPerYear: SourcedNumber<number>;
  total: MarketLevel;
  serviceable: MarketLevel;
  obtainable: MarketLevel;
}

const SCALES: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mio: 1e6 };

/**
 * The first count in a matrix cell: "About 6 second-hand shops" -> 6, "roughly 120,000 households"
 * -> 120000, "1.2 million" -> 1200000; null when the cell names no number ("Unknown: research needed").
 */
export function countIn(text: string): number | null {
  const match = /(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)\s*(thousand|million|mio|k|m)?\b/i.exec(
    text,
  );
  if (!match?.[1]) return null;
  const digits = match[1];
  const grouped = /[ ,.\u00a0\u202f]\d{3}$/.test(digits) && /^\d{1,3}[ ,.\u00a0\u202f]/.test(digits);
  const value = grouped ? Number(digits.replace(/[ ,.\u00a0\u202f]/g, '')) : Number(digits.replace(',', '.'));
  const scale = SCALES[(match[2] ?? '').toLowerCase()] ?? 1;
  const count = Math.round(value * scale);
  return Number.isFinite(count) && count > 0 ? count : null;
}

function column(columns: readonly string[], pattern: RegExp): number {
  return columns.findIndex((c) => pattern.test(c));
}

/** The segments of a market segmentation matrix, with their counts and whether they are served first. */
export function marketSegments(matrix: TableData | null, chosen: string): MarketSegment[] {
  if (!matrix) return [];
  const size = column(matrix.columns, /size|count|how many|number/i);
  const priority = column(matrix.columns, /priorit/i);
  return matrix.rows.map((row) => {
    const name = String(row[0] ?? '').trim();
    const sizeText = size >= 0 ? String(row[size] ?? '').trim() : '';
    const rank = priority >= 0 ? String(row[priority] ?? '').trim() : '';
    const isChosen = chosen.trim() !== '' && name === chosen.trim();
    return {
      name,
      customers: countIn(sizeText),
      sizeText,
      served: isChosen || (rank !== '' && !/^(later|low|no)\b/i.test(rank)),
    };
  });
}

function level(segments: readonly MarketSegment[], yearValue: Cents, scope: string): MarketLevel {
  const counted = segments.filter((s) => s.customers !== null);
  if (counted.length === 0) {
    return {
      customers: null,
      cents: null,
      source: `Not sized yet: no segment${scope} has a count in the market segmentation matrix`,
    };
  }
  const customers = counted.reduce((sum, s) => sum + (s.customers ?? 0), 0);
  const names = counted.map((s) => s.name).join(', ');
  return {
    customers,
    cents: customers * yearValue,
    source: `${customers.toLocaleString('en')} customers (${names}: ${YOUR_ESTIMATE}, market segmentation matrix) x price x purchases a year`,
  };
}

/**
 * The market size, drafted offline from the board's own numbers only: customers from the market
 * segmentation matrix's size column (the founder's estimate), the main stream's price and purchases
 * a year from the forecast, and the obtainable market as the base scenario's third-year revenue.
 */
export function marketSize(
  matrix: TableData | null,
  chosenGroup: string,
  data: ForecastData,
  base: Pick<ScenarioForecast, 'years'>,
): MarketSize {
  const segments = marketSegments(matrix, chosenGroup);
  const main = data.streams[0];
  const subscription = main?.pricingModel === 'subscription';
  const price: SourcedNumber<Cents> = {
    value: toCents(main?.price ?? 0),
    source: main ? `Forecast: ${main.name} (${YOUR_ESTIMATE})` : 'No revenue stream yet',
  };
  const purchasesPerYear: SourcedNumber<number> = subscription
    ? { value: 12, source: 'A subscription is paid each month' }
    : { value: 1, source: `${YOUR_ESTIMATE}: at least one purchase a year per customer` };
  const yearValue = price.value * purchasesPerYear.value;
  const last = base.years[base.years.length - 1];
  return {
    segments,
    price,
    purchasesPerYear,
    total: level(segments, yearValue, ''),
    serviceable: level(
      segments.filter((s) => s.served),
      yearValue,
      ' served first',
    ),
    obtainable: {
      customers: null,
      cents: last ? last.revenue : null,
      source: `Forecast, base scenario: revenue of ${last?.label.toLowerCase() ?? 'its last year'}`,
    },
  };
}
