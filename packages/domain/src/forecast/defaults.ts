import { amountsIn } from '../amounts.js';
import type { BudgetingData, BusinessModelData } from '../board.js';
import type { FactPrice, Facts } from '../facts.js';
import type { ForecastData, ForecastStream, PricingModel } from './assumptions.js';
import { DEFAULT_SCENARIOS, MAX_AMOUNT, MAX_STREAMS } from './assumptions.js';
import { costsFromBudget } from './budget-lines.js';
import { factPriceFor, streamPriceOf } from './fact-streams.js';
import { nextMonthKey } from './months.js';

const MODEL_CUES: [RegExp, PricingModel][] = [
  [/subscri|member|monthly|recurring|plan|licen[cs]e|saas|box/i, 'subscription'],
  [/commission|marketplace|referral|affiliate|brokerage|take rate/i, 'commission'],
  [/usage|per use|pay[- ]as|metered|rental|hire|per hour|per ride/i, 'usage'],
];

/** The pricing model a stream's name suggests; a one-off sale when nothing does. */
export function guessPricingModel(name: string): PricingModel {
  return MODEL_CUES.find(([cue]) => cue.test(name))?.[1] ?? 'one-off';
}

/** A stream's name from a line of the refined revenue streams: "- Subscriptions: ..." -> "Subscriptions". */
export function streamName(line: string): string {
  return line
    .replace(/^\s*(?:[-*•]|\d+[.)]|#+)\s*/, '')
    .replace(/\*\*/g, '')
    .split(/:| - | – /)[0]!
    .trim()
    .slice(0, 120);
}

/** The stream a forecast starts with when the founder named none. */
const UNNAMED_STREAM = 'Sales';

/** The refined revenue streams' names: the matrix's first column, else the text's list items. */
export function revenueStreamNames(model: BusinessModelData): string[] {
  const matrix = model.revenueStreamMatrix;
  const fromMatrix = matrix?.rows.map((r) => (r[0] ?? '').trim()).filter(Boolean) ?? [];
  const text = model.refinedRevenueStreams || model.revenueStreams;
  const fromText = text
    .split('\n')
    .filter((line) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(line))
    .map(streamName)
    .filter(Boolean);
  const names = fromMatrix.length > 0 ? fromMatrix : fromText;
  return [...new Set(names.length > 0 ? names : [UNNAMED_STREAM])].slice(0, MAX_STREAMS);
}

/** An amount read from free text, in the currency's major unit, or null past the forecast's limit. */
function majorUnits(cents: number): number | null {
  return cents <= MAX_AMOUNT * 100 ? cents / 100 : null;
}

/**
 * The first price a line of text names ("€18 per bike a month" -> 18; a range "€290-590" -> its
 * lower end, 290), or null when it names none.
 */
export function writtenPrice(text: string): number | null {
  const first = amountsIn(text)[0];
  return first ? majorUnits(first.cents) : null;
}

/** Every amount of money a text names, in order ("25 EUR per item; members 17.50 EUR" -> [25, 17.5]). */
export function writtenAmounts(text: string): number[] {
  return amountsIn(text)
    .map((a) => majorUnits(a.cents))
    .filter((v) => v !== null);
}

/** Words that say a price is for a year ("60 EUR a year", "annual", "pro Jahr", "par an", "al año"). */
const PER_YEAR =
  /(?<!\p{L})(?:(?:a|per|each|every|pro|par|al|por)\s+(?:year|yr|annum|jahr|an|año)|\/\s*(?:year|yr)|annual(?:ly)?|yearly|jährlich|annuel(?:le)?|anual)(?!\p{L})/iu;

/** A price the founder wrote for a stream, and whether they wrote it for a year. */
export interface WrittenPrice {
  price: number;
  perYear: boolean;
}

/**
 * The prices the founder wrote for each revenue stream, by lower-cased stream name: the revenue
 * stream matrix's price column first, then the refined revenue streams' list items.
 */
export function writtenStreamPrices(model: BusinessModelData): Map<string, WrittenPrice> {
  const prices = new Map<string, WrittenPrice>();
  const matrix = model.revenueStreamMatrix;
  const column = matrix?.columns.findIndex((c) => /pric|fee|amount|rate/i.test(c)) ?? -1;
  for (const row of matrix?.rows ?? []) {
    const cell = row[column] ?? '';
    const price = column > 0 ? (writtenPrice(cell) ?? writtenPrice(`€${cell}`)) : null;
    const name = (row[0] ?? '').trim().toLowerCase();
    if (name && price !== null) prices.set(name, { price, perYear: PER_YEAR.test(cell) });
  }
  const text = model.refinedRevenueStreams || model.revenueStreams;
  for (const line of text.split('\n').filter((l) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(l))) {
    const name = streamName(line).toLowerCase();
    const price = writtenPrice(line);
    if (name && price !== null && !prices.has(name))
      prices.set(name, { price, perYear: PER_YEAR.test(line) });
  }
  return prices;
}

/** The written prices alone, by lower-cased stream name. */
export function writtenPrices(model: BusinessModelData): Map<string, number> {
  return new Map([...writtenStreamPrices(model)].map(([name, { price }]) => [name, price]));
}

export function defaultStream(name: string, pricingModel = guessPricingModel(name)): ForecastStream {
  return {
    name,
    pricingModel,
    price: pricingModel === 'subscription' ? 20 : 50,
    volume: 20,
    growthPercent: 5,
    churnPercent: pricingModel === 'subscription' ? 3 : 0,
    capacity: null,
  };
}

/**
 * The first streams: one per revenue stream the founder named, priced by the confirmed fact its
 * name shares a word with (else the defaults); with no stream named, one per confirmed price.
 */
function firstStreams(model: BusinessModelData, prices: readonly FactPrice[]): ForecastStream[] {
  const names = revenueStreamNames(model);
  const unnamed = names.length === 1 && names[0] === UNNAMED_STREAM;
  if (prices.length > 0 && unnamed)
    return prices
      .slice(0, MAX_STREAMS)
      .map((p) => ({ ...defaultStream(p.name, p.model), ...streamPriceOf(p) }));
  return names.map((name) => {
    const fact = factPriceFor(name, prices);
    return fact ? { ...defaultStream(name, fact.model), ...streamPriceOf(fact) } : defaultStream(name);
  });
}

/** A first forecast from the board: its revenue streams (priced by the confirmed facts), its budget's lines, common rates. */
export function defaultForecastData(
  board: {
    businessModelData: BusinessModelData;
    budgetingData: BudgetingData;
    ideaData?: { facts?: Facts | null | undefined };
  },
  today: Date,
): ForecastData {
  const costs = costsFromBudget(board.budgetingData.budget);
  return {
    // Nothing the founder did not say: the cash they bring and their funding lines are theirs to enter.
    startingCash: 0,
    firstMonth: nextMonthKey(today),
    streams: firstStreams(board.businessModelData, board.ideaData?.facts?.prices ?? []),
    costOfSalesPercent: 20,
    costs,
    taxRatePercent: 25,
    equity: [],
    loans: [],
    grants: [],
    assets: [],
    receivableDays: 0,
    payableDays: 30,
    salesTaxPercent: 0,
    payrollChargesPercent: 0,
    scenarios: {
      conservative: { ...DEFAULT_SCENARIOS.conservative },
      base: { ...DEFAULT_SCENARIOS.base },
      ambitious: { ...DEFAULT_SCENARIOS.ambitious },
    },
  };
}
