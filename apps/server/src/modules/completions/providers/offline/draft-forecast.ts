import type { ForecastCompletion, PricingModel } from '@planner/domain';
import {
  factPriceFor,
  FORECAST_DRAFT_COLUMNS,
  guessPricingModel,
  MAX_VOLUME,
  NAME_MAX,
  streamPriceOf,
  writtenPrice,
} from '@planner/domain';

import { scaledAmount } from './frameworks/currencies.js';
import { unitIn } from './money.js';
import type { Plan } from './plan-context.js';
import { hasWords, itemDetail, itemName, listItems, shortName } from './prose.js';

/** A cautious launch per pricing model, at the engine's reference (euro-like) price level. */
const STARTS = {
  subscription: { price: 25, volume: 15, churn: 4 },
  'one-off': { price: 60, volume: 20, churn: 0 },
  commission: { price: 8, volume: 30, churn: 0 },
  usage: { price: 2, volume: 200, churn: 0 },
} as const satisfies Record<PricingModel, { price: number; volume: number; churn: number }>;

/** Currencies an amount in an idea can be said in ("£45", "30 euros", "20 €", "USD 15"). */
const SAID_CURRENCIES: [string, RegExp][] = [
  ['GBP', /£|\bpounds?\b|\bGBP\b/i],
  ['EUR', /€|\beuros?\b|\bEUR\b/i],
  ['USD', /\$|\bdollars?\b|\bUSD\b/i],
  ['CHF', /\bCHF\b|\bfrancs?\b|\bFranken\b/i],
];

/**
 * The amount the idea states for its unit ("45 pounds a seat", "30 euros la séance") as a number,
 * when it is said in the board's currency (or without one); null otherwise: no amount, or one in
 * another currency than the market's, which the engine does not convert.
 */
export function statedPrice(idea: string, currency: string): number | null {
  const amount = unitIn(idea)?.amount;
  const price = amount ? writtenPrice(amount) : null;
  if (!amount || price === null) return null;
  const said = SAID_CURRENCIES.find(([, pattern]) => pattern.test(amount))?.[0];
  return said && said !== currency ? null : price;
}

/** A price per thing sold ("per repaired item", "per tested-and-repaired item"): one sale each time. */
const PER_THING_SOLD =
  /(?<!\p{L})per\s+(?:[\p{L}-]+\s+)?(?:items?|pieces?|units?|repairs?|visits?|sessions?|jobs?|orders?|class(?:es)?|lessons?)(?!\p{L})/iu;

/**
 * A stream's pricing model from its words: its name's cue first ("Annual membership"), then a price
 * per thing sold in its name or detail (one-off, whatever else the detail mentions: "members pay
 * less", "invoiced monthly"), then any cue of the detail.
 */
function streamModel(item: string): PricingModel {
  const name = itemName(item);
  const named = guessPricingModel(name);
  if (named !== 'one-off') return named;
  const detail = itemDetail(item);
  if (PER_THING_SOLD.test(name) || PER_THING_SOLD.test(detail)) return 'one-off';
  return guessPricingModel(`${name} ${detail}`);
}

/** A stream's name: the item's name (the whole item when that part says nothing), within the limit. */
function streamName(item: string): string {
  const name = itemName(item);
  return shortName(hasWords(name) ? name : item, NAME_MAX);
}

const DEFAULT_GROWTH = 8;
const MAX_GROWTH = 30;

/** "200 customers within 12 months" in the SMART goals: a target count and its deadline. */
function customerTarget(goals: string): { count: number; months: number } | null {
  const count =
    /(\d[\d,.]*)\s+(?:paying\s+|active\s+|new\s+)?(?:customers|subscribers|members|users|clients|orders|households|families)/i.exec(
      goals,
    );
  if (!count?.[1]) return null;
  const months = /(\d+)\s+months?/i.exec(goals)?.[1];
  const years = /(\d+)\s+years?/i.exec(goals)?.[1];
  const span = months ? Number(months) : years ? Number(years) * 12 : 12;
  return { count: Number(count[1].replace(/[,.]/g, '')), months: Math.min(36, Math.max(1, span)) };
}

/** The smallest monthly growth (whole %) at which `volume` a month adds up to `count` by `months`. */
function growthToReach(volume: number, target: { count: number; months: number }): number {
  for (let g = 0; g <= MAX_GROWTH; g += 1) {
    let total = 0;
    for (let m = 0; m < target.months; m += 1) total += volume * (1 + g / 100) ** m;
    if (total >= target.count) return g;
  }
  return MAX_GROWTH;
}

/**
 * 5.2.1, the forecast's revenue assumptions: one row per refined revenue stream, its pricing model
 * read from its words, a cautious launch volume and price in the market's currency, and the growth
 * the SMART goals' customer target needs. Costs come from the budget when the draft is stored.
 */
export function draftForecast(plan: Plan): ForecastCompletion {
  const { currency } = plan;
  // A single bullet comes back from listItems with its marker: strip it here.
  const items = listItems(plan.text('refinedRevenueStreams'), 6).map((i) =>
    i.replace(/^(?:[-*•]|\d+[.)])\s+/, ''),
  );
  const target = customerTarget(plan.text('refinedSMARTGoals'));
  // The first stream (the best fit, the one the unit the idea names is written into) takes the
  // price the idea states, at a launch volume that keeps the cautious reference revenue.
  const stated = statedPrice(plan.core, currency);
  // Confirmed prices are the streams when the founder wrote none; else each stream takes the price it names.
  const prices = plan.facts?.prices ?? [];
  const streams = items.length > 0 ? items : prices.length > 0 ? prices.map((p) => p.name) : ['Sales'];
  const rows = streams.map((item, i): ForecastCompletion['rows'][number] => {
    const fact = factPriceFor(itemName(item), prices);
    const confirmed = fact ? streamPriceOf(fact) : null;
    const model = confirmed?.pricingModel ?? streamModel(item);
    const start = STARTS[model];
    const reference = scaledAmount(start.price, currency);
    const price =
      confirmed && confirmed.price > 0
        ? confirmed.price
        : i === 0 && stated !== null && stated > 0 && !plan.facts
          ? stated
          : reference;
    const volume = Math.min(MAX_VOLUME, Math.max(1, Math.round((reference * start.volume) / price)));
    const growth = target ? growthToReach(volume * streams.length, target) : DEFAULT_GROWTH;
    return [streamName(item), model, price, volume, growth, start.churn];
  });
  return { columns: [...FORECAST_DRAFT_COLUMNS], rows };
}
