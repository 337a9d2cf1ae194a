import { amountsIn } from './amounts.js';
import type { PriceUnit } from './fact-units.js';
import type { FactPrice, Facts } from './facts.js';

export { PRICE_UNITS, type PriceUnit } from './fact-units.js';

/**
 * The confirmed facts as words (zod-free, so the prompt keywords can read them without loading
 * the facts' schemas): what a prompt's `{{prices}}` shows and how a draft names a price.
 */

/** "per item", "a month": how a draft says the unit after an amount. */
export const PRICE_UNIT_WORDS = {
  item: 'per item',
  hour: 'per hour',
  visit: 'per visit',
  session: 'per session',
  day: 'per day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
  seat: 'per seat',
  person: 'per person',
  kg: 'per kg',
  project: 'per project',
} as const satisfies Record<PriceUnit, string>;

/** How a price is paid, as a draft says it. */
const MODEL_WORDS = {
  'one-off': 'one-off',
  subscription: 'subscription',
  commission: 'commission',
  usage: 'usage',
} as const;

/** A price as a draft says it: "25 EUR per item"; amounts in the currency's major unit. */
export function priceWords(price: FactPrice): string {
  const major = price.amount / 100;
  const amount = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return `${amount} ${price.currency} ${PRICE_UNIT_WORDS[price.unit]}`;
}

/** A price line for a prompt: "Repair: 25 EUR per item (one-off)". */
export function priceLine(price: FactPrice): string {
  return `${price.name}: ${priceWords(price)} (${MODEL_WORDS[price.model]})`;
}

export const TEXT_FACTS = ['offer', 'user', 'payer', 'place', 'team'] as const;
export type TextFact = (typeof TEXT_FACTS)[number];

/** The card's label of each fact. */
export const FACT_LABELS = {
  offer: 'What you sell',
  user: 'Who uses it',
  payer: 'Who pays (if someone else)',
  place: 'Where',
  team: 'What the founders bring',
} as const satisfies Record<TextFact, string>;

/** Facts with nothing in them: what a board without the card reads as. */
export function emptyFacts(): Facts {
  return { offer: '', user: '', payer: '', place: '', prices: [], team: '' };
}

/** The prompt keywords the facts give, each read from the confirmed facts ('' when not confirmed). */
export const FACT_KEYWORDS = ['offer', 'customer', 'payer', 'place', 'prices', 'team'] as const;
export type FactKeyword = (typeof FACT_KEYWORDS)[number];

export function isFactKeyword(name: string): name is FactKeyword {
  return (FACT_KEYWORDS as readonly string[]).includes(name);
}

/** A fact keyword's text: the confirmed fact, the prices one a line; '' when the facts are not confirmed. */
export function factKeywordText(facts: Facts | null | undefined, keyword: FactKeyword): string {
  if (!facts) return '';
  if (keyword === 'prices') return facts.prices.map(priceLine).join('\n');
  return keyword === 'customer' ? facts.user : facts[keyword];
}

const LINE =
  /^(.+): (.+?) (per item|per hour|per visit|per session|per day|a week|a month|a year|per seat|per person|per kg|per project) \((one-off|subscription|commission|usage)\)$/;

/**
 * The prices of a `{{prices}}` text read back (`priceLine`'s lines): the offline engine gets the
 * keywords' text, not the board. A line in another shape is left out.
 */
export function readPriceLines(text: string): FactPrice[] {
  const prices: FactPrice[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line.trim());
    const amount = match?.[2] ? amountsIn(match[2])[0] : undefined;
    const unit = (Object.keys(PRICE_UNIT_WORDS) as PriceUnit[]).find(
      (u) => PRICE_UNIT_WORDS[u] === match?.[3],
    );
    if (!match?.[1] || !amount || !unit) continue;
    prices.push({
      name: match[1],
      amount: amount.cents,
      currency: amount.currency,
      unit,
      model: match[4] as FactPrice['model'],
    });
  }
  return prices;
}
