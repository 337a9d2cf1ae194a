import type { FactPrice } from '../facts.js';
import type { PricingModel } from './assumptions.js';

/** Months in one of a price's units, for a subscription's monthly price. */
const MONTHS_PER: Partial<Record<FactPrice['unit'], number>> = {
  month: 1,
  year: 12,
  week: 12 / 52,
  day: 12 / 365,
};

/** Words that say nothing about which price a stream is ("fee per item"). */
const FILLER = /^(?:fees?|prices?|per|item|items|the|and|for|with|a|an|of|paid|charge|rate)$/i;

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !FILLER.test(w)),
  );
}

/**
 * The confirmed price a revenue stream is, by the words of their names ("Repair fee per item" is
 * "Repair"; "Annual membership" is "Annual membership"); null when no price shares a word.
 */
export function factPriceFor(stream: string, prices: readonly FactPrice[]): FactPrice | null {
  const named = words(stream);
  let best: FactPrice | null = null;
  let most = 0;
  for (const price of prices) {
    const shared = [...words(price.name)].filter((w) => named.has(w)).length;
    if (shared > most) {
      best = price;
      most = shared;
    }
  }
  return best;
}

/**
 * A confirmed price as a forecast stream models it: a subscription pays each month, so a price of
 * a year is a twelfth of it a month (an annual membership of 60 is 5 a month, never 60 a month);
 * every other model sells units at the price as written (25 per repaired item stays one-off at 25).
 */
export function streamPriceOf(price: FactPrice): { pricingModel: PricingModel; price: number } {
  const major = price.amount / 100;
  const months = price.model === 'subscription' ? MONTHS_PER[price.unit] : undefined;
  const monthly = months ? major / months : major;
  return { pricingModel: price.model, price: Math.round(monthly * 100) / 100 };
}
