import { z } from 'zod';

import { PRICE_UNITS } from './fact-units.js';
import { MAX_AMOUNT } from './forecast/assumptions.js';
import { PRICING_MODELS } from './forecast/pricing-models.js';

/**
 * The facts of a business, as its founder confirms them on the Idea stage (`ideaData.facts`): what
 * is sold, who uses it, who pays (when someone else), where, each way it earns money and what the
 * founders bring. Drafts build on them; a fact left empty is asked for, never guessed.
 */

export const FACT_TEXT_MAX = 500;
export const FACT_TEAM_MAX = 2_000;
export const FACT_PRICES_MAX = 10;
export const PRICE_NAME_MAX = 120;

/** The ISO 4217 codes this runtime knows (`Intl`), so "EURO" or "XYZ" is refused. */
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export function isCurrencyCode(code: string): boolean {
  return CURRENCIES.has(code);
}

const FactText = (max: number) => z.string().trim().max(max, `Text is limited to ${max} characters`);

export const CurrencySchema = z
  .string()
  .refine(isCurrencyCode, 'Use a three-letter ISO 4217 currency code such as EUR or USD');

export const FactPriceSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name this price')
      .max(PRICE_NAME_MAX, `Names are limited to ${PRICE_NAME_MAX} characters`),
    /** Minor units (cents): 2500 is 25.00. */
    amount: z
      .number('Enter an amount')
      .int('Enter the amount in cents')
      .min(0, 'An amount cannot be negative')
      .max(MAX_AMOUNT * 100, `An amount is limited to ${MAX_AMOUNT.toLocaleString('en')}`),
    currency: CurrencySchema,
    unit: z.enum(PRICE_UNITS, `Pick a unit: ${PRICE_UNITS.join(', ')}`),
    model: z.enum(PRICING_MODELS, 'Pick how this price is paid: one-off, subscription, commission or usage'),
  })
  .strict();
export type FactPrice = z.infer<typeof FactPriceSchema>;

/** The confirmed facts; an empty string is a fact the founder left open. */
export const FactsSchema = z
  .object({
    offer: FactText(FACT_TEXT_MAX),
    user: FactText(FACT_TEXT_MAX),
    /** Who pays, when not the user (parents for children, employers for staff); empty: the user pays. */
    payer: FactText(FACT_TEXT_MAX),
    place: FactText(FACT_TEXT_MAX),
    prices: z.array(FactPriceSchema).max(FACT_PRICES_MAX, `At most ${FACT_PRICES_MAX} prices`),
    team: FactText(FACT_TEAM_MAX),
  })
  .strict();
export type Facts = z.infer<typeof FactsSchema>;

/** A fact the engine read, with the words of the idea it came from. */
export const ProposedTextSchema = z.object({ value: z.string(), words: z.string() }).strict();
export type ProposedText = z.infer<typeof ProposedTextSchema>;

/**
 * A price as read from the idea: each part null where the idea does not say it ("a fixed fee per
 * item" has a unit and a model, no amount).
 */
export const ProposedPriceSchema = z
  .object({
    name: z.string(),
    amount: z
      .number()
      .int()
      .min(0)
      .max(MAX_AMOUNT * 100)
      .nullable(),
    currency: CurrencySchema.nullable(),
    unit: z.enum(PRICE_UNITS).nullable(),
    model: z.enum(PRICING_MODELS).nullable(),
    words: z.string(),
  })
  .strict();
export type ProposedPrice = z.infer<typeof ProposedPriceSchema>;

/** The answer of `POST /api/boards/:id/facts/proposal`: each fact, or null where the idea is silent. */
export const FactsProposalSchema = z
  .object({
    offer: ProposedTextSchema.nullable(),
    user: ProposedTextSchema.nullable(),
    payer: ProposedTextSchema.nullable(),
    place: ProposedTextSchema.nullable(),
    prices: z.array(ProposedPriceSchema).max(FACT_PRICES_MAX),
    team: ProposedTextSchema.nullable(),
    /** Who read the idea: the offline engine, or an AI provider and model. */
    source: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('offline') }),
      z.object({ kind: z.literal('ai'), provider: z.string(), model: z.string() }),
    ]),
  })
  .strict();
export type FactsProposal = z.infer<typeof FactsProposalSchema>;

/** The facts proposal's prompt template: `prompts/idea/1.1.1.md`, editable in the back office. */
export const FACTS_PROMPT_VERSION = '1.1.1';
export const FACTS_PROMPT_FILE = { folder: 'idea', name: `${FACTS_PROMPT_VERSION}.md` } as const;

/** What a model must answer for the facts proposal (the JSON schema its template asks for). */
export const AiFactsSchema = FactsProposalSchema.omit({ source: true });
export type AiFacts = z.infer<typeof AiFactsSchema>;

/**
 * A model's facts, kept only when each one quotes the idea: a fact whose words are not the idea's
 * is a guess, and the whole answer is then not used.
 */
export function quotesIdea(facts: AiFacts, idea: string): boolean {
  const quoted = [facts.offer, facts.user, facts.payer, facts.place, facts.team, ...facts.prices];
  return quoted.every((fact) => fact === null || (fact.words.trim() !== '' && idea.includes(fact.words)));
}
