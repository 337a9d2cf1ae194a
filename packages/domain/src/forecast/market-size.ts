import type { TableData } from '../tables.js';
import type { ForecastData } from './assumptions.js';
import type { Cents } from './money.js';
import { toCents } from './money.js';
import type { ScenarioForecast } from './scenarios.js';

/** What a number of the market size rests on, when the founder gave no source of their own. */
export const YOUR_ESTIMATE = 'your estimate';

/** One segment of the market segmentation matrix, sized: customers x price x purchases a year. */
export interface MarketSegment {
  name: string;
  /** Customers in the segment; null when the matrix does not count them yet. */
  customers: number | null;
  /** The matrix's own words for the size ("About 6 second-hand shops in Ghent"). */
  sizeText: string;
  /** The business serves it first: the chosen group, or a priority that is not "Later" or "Low". */
  served: boolean;
  /** The revenue stream whose name shares a word with the segment's, else the first stream. */
  stream: string;
  price: Cents;
  /** 12 for a subscription (its price is a month's), else 1 (the founder's to confirm). */
  purchasesPerYear: number;
  /** A year's value: customers x price x purchases a year; null when not counted. */
  cents: Cents | null;
}

export interface MarketLevel {
  /** Customers counted in it (null: none counted yet). */
  customers: number | null;
  /** A year's value (null: not sized yet). */
  cents: Cents | null;
  source: string;
}

/**
 * The market sized bottom-up from the board's own numbers: total (every segment the matrix counts),
 * serviceable (the segments served first) and obtainable (what the forecast sells in its third year).
 */
export interface MarketSize {
  segments: MarketSegment[];
  total: MarketLevel;
  serviceable: MarketLevel;
  obtainable: MarketLevel;
}

/** Where a segment's count, price and purchases come from, in the words the plan shows. */
export const MARKET_SOURCES = {
  customers: `${YOUR_ESTIMATE} (market segmentation matrix)`,
  price: (stream: string) => `Forecast: ${stream}`,
  subscription: 'A subscription is paid each month',
  purchases: `${YOUR_ESTIMATE}: one purchase a year`,
} as const;

const SCALES: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mio: 1e6 };
const NUMBER =
  /(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)(?![\d+-])\s*(thousand|million|mio|k|m)?\b/gi;

/**
 * The count in a matrix cell: "About 6 second-hand shops" -> 6, "roughly 120,000 households"
 * -> 120000, "1.2 million" -> 1200000; null when the cell says it is unknown or names no count (an
 * age range such as "25-45" or "65+" is no count).
 */
export function countIn(text: string): number | null {
  if (/unknown|research needed|not known|to be counted|\?/i.test(text)) return null;
  for (const match of text.matchAll(NUMBER)) {
    const before = text.slice(0, match.index);
    if (/[\d-]$/.test(before)) continue;
    const digits = match[1] ?? '';
    const grouped = /^\d{1,3}[ ,.\u00a0\u202f]\d{3}/.test(digits);
    const value = grouped
      ? Number(digits.replace(/[ ,.\u00a0\u202f]/g, ''))
      : Number(digits.replace(',', '.'));
    const count = Math.round(value * (SCALES[(match[2] ?? '').toLowerCase()] ?? 1));
    if (Number.isFinite(count) && count > 0) return count;
  }
  return null;
}

function column(columns: readonly string[], pattern: RegExp): number {
  return columns.findIndex((c) => pattern.test(c));
}

const nameWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((w) => w.length >= 4),
  );

/** The stream a segment buys: the first whose name shares a word of four letters or more with it, else the first. */
function streamOf(data: ForecastData, segment: string): ForecastData['streams'][number] | undefined {
  const words = nameWords(segment);
  return data.streams.find((s) => [...nameWords(s.name)].some((w) => words.has(w))) ?? data.streams[0];
}

/** The segments of a market segmentation matrix, each sized with the stream it buys. */
export function marketSegments(
  matrix: TableData | null,
  chosen: string,
  data: ForecastData,
): MarketSegment[] {
  if (!matrix) return [];
  const size = column(matrix.columns, /size|count|how many|number/i);
  const priority = column(matrix.columns, /priorit/i);
  return matrix.rows.map((row) => {
    const name = String(row[0] ?? '').trim();
    const sizeText = size >= 0 ? String(row[size] ?? '').trim() : '';
    const rank = priority >= 0 ? String(row[priority] ?? '').trim() : '';
    const stream = streamOf(data, name);
    const price = toCents(stream?.price ?? 0);
    const purchasesPerYear = stream?.pricingModel === 'subscription' ? 12 : 1;
    const customers = countIn(sizeText);
    return {
      name,
      customers,
      sizeText,
      served:
        (chosen.trim() !== '' && name === chosen.trim()) || (rank !== '' && !/^(later|low|no)\b/i.test(rank)),
      stream: stream?.name ?? '',
      price,
      purchasesPerYear,
      cents: customers === null ? null : customers * price * purchasesPerYear,
    };
  });
}

function level(segments: readonly MarketSegment[], scope: string): MarketLevel {
  const counted = segments.filter((s) => s.cents !== null);
  if (counted.length === 0) {
    return {
      customers: null,
      cents: null,
      source: `Not sized yet: no segment${scope} has a count in the market segmentation matrix`,
    };
  }
  return {
    customers: counted.reduce((sum, s) => sum + (s.customers ?? 0), 0),
    cents: counted.reduce((sum, s) => sum + (s.cents ?? 0), 0),
    source: `The sum of ${counted.map((s) => s.name).join(', ')}`,
  };
}

/**
 * The market size, drafted offline from the board's own numbers only: per segment of the market
 * segmentation matrix, its count (the founder's estimate) x the price of the stream it buys x purchases
 * a year; total sums every counted segment, serviceable those served first, and the obtainable
 * market is the base scenario's third-year revenue.
 */
export function marketSize(
  matrix: TableData | null,
  chosenGroup: string,
  data: ForecastData,
  base: Pick<ScenarioForecast, 'years'>,
): MarketSize {
  const segments = marketSegments(matrix, chosenGroup, data);
  const last = base.years[base.years.length - 1];
  return {
    segments,
    total: level(segments, ''),
    serviceable: level(
      segments.filter((s) => s.served),
      ' served first',
    ),
    obtainable: {
      customers: null,
      cents: last ? last.revenue : null,
      source: `Forecast, base scenario: revenue of ${last?.label.toLowerCase() ?? 'its last year'}`,
    },
  };
}
