import type { BudgetingData, BusinessModelData } from '../board.js';
import type { ForecastData, ForecastStream, PricingModel } from './assumptions.js';
import { DEFAULT_SCENARIOS, MAX_AMOUNT, MAX_STREAMS } from './assumptions.js';
import { costsFromBudget } from './budget-lines.js';
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
  return [...new Set(names.length > 0 ? names : ['Sales'])].slice(0, MAX_STREAMS);
}

const AMOUNT = String.raw`(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const MONEY = new RegExp(
  String.raw`(?:[€$£¥]|\b(?:EUR|USD|GBP|CHF|CAD|AUD)\b)\s?${AMOUNT}|${AMOUNT}\s?(?:[€$£¥]|\b(?:EUR|USD|GBP|CHF|CAD|AUD|euros?|dollars?|pounds?)\b)`,
  'i',
);

/** "1 200,50", "1,200.50", "18" as a number: a separator followed by exactly 3 digits groups thousands. */
function amountOf(text: string): number {
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, -decimal[0].length) : text).replace(/[ ,.\u00a0\u202f]/g, '');
  return Number(`${whole}.${decimal?.[1] ?? '0'}`);
}

/**
 * The first price a line of text names ("€18 per bike a month" -> 18; a range "€290-590" -> its
 * lower end, 290), or null when it names none.
 */
export function writtenPrice(text: string): number | null {
  const match = MONEY.exec(text);
  const amount = match?.[1] ?? match?.[2];
  if (!amount) return null;
  const value = amountOf(amount);
  return Number.isFinite(value) && value <= MAX_AMOUNT ? Math.round(value * 100) / 100 : null;
}

/** Every amount of money a text names, in order ("25 EUR per item; members 17.50 EUR" -> [25, 17.5]). */
export function writtenAmounts(text: string): number[] {
  const all = new RegExp(MONEY.source, 'gi');
  return [...text.matchAll(all)]
    .map((m) => amountOf(m[1] ?? m[2] ?? ''))
    .filter((v) => Number.isFinite(v) && v <= MAX_AMOUNT)
    .map((v) => Math.round(v * 100) / 100);
}

/**
 * The prices the founder wrote for each revenue stream, by lower-cased stream name: the revenue
 * stream matrix's price column first, then the refined revenue streams' list items.
 */
export function writtenPrices(model: BusinessModelData): Map<string, number> {
  const prices = new Map<string, number>();
  const matrix = model.revenueStreamMatrix;
  const column = matrix?.columns.findIndex((c) => /pric|fee|amount|rate/i.test(c)) ?? -1;
  for (const row of matrix?.rows ?? []) {
    const price =
      column > 0 ? (writtenPrice(row[column] ?? '') ?? writtenPrice(`€${row[column] ?? ''}`)) : null;
    const name = (row[0] ?? '').trim().toLowerCase();
    if (name && price !== null) prices.set(name, price);
  }
  const text = model.refinedRevenueStreams || model.revenueStreams;
  for (const line of text.split('\n').filter((l) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(l))) {
    const name = streamName(line).toLowerCase();
    const price = writtenPrice(line);
    if (name && price !== null && !prices.has(name)) prices.set(name, price);
  }
  return prices;
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

/** A first forecast from the board: its revenue streams, its budget's lines, common rates. */
export function defaultForecastData(
  board: { businessModelData: BusinessModelData; budgetingData: BudgetingData },
  today: Date,
): ForecastData {
  const costs = costsFromBudget(board.budgetingData.budget);
  return {
    // Nothing the founder did not say: the cash they bring and their funding lines are theirs to enter.
    startingCash: 0,
    firstMonth: nextMonthKey(today),
    streams: revenueStreamNames(board.businessModelData).map((name) => defaultStream(name)),
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
