import type { CustomerKind, FactPrice, Keyword, KeywordValues, OfferKind, TableData } from '@planner/domain';
import { isCustomerKind, isOfferKind, keywordText, readPriceLines } from '@planner/domain';

import { customersNamedIn, namesBuyers, ORGANISATIONS, PEOPLE } from './buyer.js';
import { currencyFor } from './frameworks/currencies.js';
import type { Angle } from './frameworks/idea-angles.js';
import { angleOf } from './frameworks/idea-angles.js';
import type { RevenueModel } from './frameworks/revenue-models.js';
import { modelsFor, NEUTRAL_MODELS } from './frameworks/revenue-models.js';
import { languageOf } from './language.js';
import { payUnitOf, unitIn } from './money.js';
import { withoutMarket } from './place-time.js';
import { capitalise, coreIdea, firstSentence, hasWords, itemName } from './prose.js';
import { serviceBought, subjectOf } from './subject.js';

export interface IdeaProfile {
  /** What the business sells, as the founder answered on the Idea step; null when not answered. */
  offering: OfferKind | null;
  /** Who pays, as the founder answered; null when not answered. */
  customer: CustomerKind | null;
  /** Who the idea names as its customer, in the founder's words ("night-shift nurses"), when it does. */
  audience: string | null;
  /** What the idea sells, in the founder's words ("hand-painted bicycle bells"), when it says. */
  offerName: string | null;
}

/**
 * Who buys, for wording: organisations (businesses or public bodies), people, or `either` when the
 * founder answered "both" or did not answer (the draft then asserts neither).
 */
export type Buyer = 'business' | 'consumer' | 'either';

/**
 * What every draft reads, once per draft: the user's latest text for each input (refined fields
 * only; the engine never reads its own earlier drafts) and what follows from it with certainty.
 */
export interface Plan {
  text(keyword: Keyword): string;
  /** The business idea: the refined one, else the initial idea. */
  idea: string;
  /** The idea's one sentence. */
  core: string;
  /** The idea's sentence without the customer it names: what decides the cost lines. */
  offer: string;
  /** What is sold, in the founder's words, else a neutral "the offer". */
  offerName: string;
  /**
   * What a customer buys, in the founder's words: for a service, the work done rather than the van
   * or tool the business is ("knife-sharpening" of "a mobile knife-sharpening van"); else the offer.
   */
  bought: string;
  /** The ways to pay to propose, best fit first: the catalogue's for the founder's answer, a service's in its own words. */
  models: RevenueModel[];
  /** The neutral ways to pay (for a board without an answer), in the unit the idea names if any. */
  neutralModels: RevenueModel[];
  market: string;
  profile: IdeaProfile;
  /** Who pays, from the founder's answer only. */
  buyer: Buyer;
  /** Who buys, as the user named them, else a neutral "customers". */
  audience: string;
  /** The chosen target group's name, else the audience. */
  group: string;
  /** The problem in the user's own words (their problem statement), '' when not written. */
  problem: string;
  /** Problem, moment and alternative only where the idea's words make them certain. */
  angle: Angle;
  currency: string;
  matrix: TableData | null;
  /**
   * The facts the founder confirmed on the Idea stage, null before they do. Once there, the offer,
   * customer, place and prices come from them only, never from the engine's reading of the idea;
   * an empty fact is asked for ("Fill in: …").
   */
  facts: ConfirmedFacts | null;
}

export interface ConfirmedFacts {
  offer: string;
  customer: string;
  payer: string;
  place: string;
  prices: FactPrice[];
  team: string;
}

/** The confirmed facts from their keywords; null when none is filled in (not confirmed yet). */
function confirmedFacts(text: (keyword: Keyword) => string): ConfirmedFacts | null {
  const facts = {
    offer: text('offer'),
    customer: text('customer'),
    payer: text('payer'),
    place: text('place'),
    prices: readPriceLines(text('prices')),
    team: text('team'),
  };
  const any =
    facts.prices.length > 0 ||
    [facts.offer, facts.customer, facts.payer, facts.place, facts.team].some(Boolean);
  return any ? facts : null;
}

/** Wording for a customer or an offer nobody has named yet: neutral, never a guess. */
export const UNNAMED = { customer: 'customers', offer: 'the offer' } as const;

/** The sentence the problem-statement draft writes when it does not know the problem. */
export const UNKNOWN_PROBLEM = 'is not written down yet';

/** The founder's answer for who pays, as the wording needs it. */
export function buyerOf(customer: CustomerKind | null): Buyer {
  if (customer === 'people') return 'consumer';
  return customer === 'businesses' || customer === 'public' ? 'business' : 'either';
}

export function readPlan(values: KeywordValues): Plan {
  const text = (keyword: Keyword) => keywordText(values[keyword]);
  const idea = text('refinedBusinessIdea') || text('initialIdea');
  const core = coreIdea(idea);
  const facts = confirmedFacts(text);
  const read = profileIdea(idea, values.offerKind, values.customerKind, text('geoMarket'));
  const profile = facts
    ? { ...read, audience: facts.customer || null, offerName: facts.offer || null }
    : read;
  const audience = profile.audience ?? UNNAMED.customer;
  const chosen = itemName(text('chosenTargetGroup'));
  const matrix = values.marketSegmentationMatrix;
  const offerName = profile.offerName ?? UNNAMED.offer;
  const bought =
    profile.offering === 'service' && profile.offerName
      ? serviceBought(profile.offerName, languageOf(core))
      : offerName;
  return {
    text,
    idea,
    core,
    offer: offerText(core, profile.audience),
    offerName,
    bought,
    models: modelsOf(profile.offering, bought, core),
    neutralModels: neutralModelsOf(core),
    market: (text('geoMarket') || (facts?.place ?? '')).replace(/\s+/g, ' '),
    profile,
    buyer: buyerOf(profile.customer),
    audience,
    group: hasWords(chosen) ? chosen : audience,
    problem: userProblem(text('refinedProblemStatement')),
    angle: angleOf(core),
    currency: facts?.prices[0]?.currency ?? currencyFor(text('geoMarket')),
    matrix: matrix && typeof matrix === 'object' ? matrix : null,
    facts,
  };
}

/**
 * The catalogue's models for the founder's answer (or the neutral ways to pay); a service's fee is
 * said in the idea's own terms: what is bought, and the price or unit the sentence gives (a unit
 * it names, a visit, a period), else neutrally, never a guess of hours, projects or retainers. A
 * pricing unit the idea names ("per panel", "au kilo") is the first model's unit whatever the kind.
 */
function modelsOf(offering: OfferKind | null, bought: string, sentence: string): RevenueModel[] {
  const { price, unit: paid, often } = payUnitOf(sentence);
  const unit = saidAsWritten(paid);
  const models = modelsFor(offering);
  const service = models.some((m) => m.id === 'service-fee');
  return models.map((model, i) => {
    if (model.id !== 'service-fee') return i === 0 && !service ? pricedPer(model, sentence) : model;
    const rhythm = often ? `, ${often}` : '';
    return {
      ...model,
      name: `Fees for ${bought}`,
      howItWorks: price
        ? `Customers pay ${price} for ${bought}, the price the idea names${rhythm}.`
        : unit
          ? `Customers pay one agreed price ${unit} for ${bought}${rhythm}.`
          : `Customers pay for ${bought} each time the work is done, at a price agreed before it starts.`,
      pricing: price
        ? `${namedPrice(sentence) ? `One clear price ${namedPrice(sentence)},` : price} as the idea says, tested against what customers pay today`
        : `One clear price ${unit ?? 'for each piece of work'}, agreed up front and tested against what customers pay today`,
      frequency: unit ? capitalise(unit) : 'Each time the work is done',
    };
  });
}

/**
 * The neutral ways to pay, for a board without an answer: with a pricing unit the idea names
 * ("by the month", "par jour"), paying per use comes first, in that unit.
 */
function neutralModelsOf(sentence: string): RevenueModel[] {
  if (!namedPrice(sentence)) return NEUTRAL_MODELS;
  const perUse = NEUTRAL_MODELS.find((m) => m.id === 'per-use')!;
  return [pricedPer(perUse, sentence), ...NEUTRAL_MODELS.filter((m) => m !== perUse)];
}

/** A model priced in the unit the idea names, else as it is. */
function pricedPer(model: RevenueModel, sentence: string): RevenueModel {
  const price = namedPrice(sentence);
  if (!price) return model;
  return {
    ...model,
    pricing: `One clear price ${price}, as the idea says, tested against what customers pay today`,
  };
}

/**
 * The pricing unit the idea names, with its amount when it says one, in the founder's words
 * ("per repair", "of £45 per seat", "\"à la séance\"", "\"30 euros la séance\""), else null.
 */
export function namedPrice(sentence: string): string | null {
  const named = unitIn(sentence);
  if (!named) return null;
  if (!named.amount) return saidAsWritten(named.unit);
  return /^per\s/.test(named.unit) ? `of ${named.amount} ${named.unit}` : `"${named.words}"`;
}

/** The founder's own words for a unit: English as "per <unit>", the other languages quoted as written. */
function saidAsWritten(unit: string | null): string | null {
  return unit && !/^per\s/.test(unit) ? `"${unit}"` : unit;
}

/** The problem statement's first sentence, unless it is the engine's question for one. */
function userProblem(statement: string): string {
  const sentence = firstSentence(statement);
  return hasWords(sentence) && !sentence.includes(UNKNOWN_PROBLEM) ? sentence : '';
}

/**
 * The idea's profile: the kind of offer and of customer only from the founder's answers (never
 * guessed from the words), the offer and the customer as the founder's own phrases.
 */
export function profileIdea(
  idea: string,
  offerKind?: unknown,
  customerKind?: unknown,
  market = '',
): IdeaProfile {
  const core = coreIdea(idea);
  const subject = subjectOf(core, market);
  return {
    offering: isOfferKind(offerKind) ? offerKind : null,
    customer: isCustomerKind(customerKind) ? customerKind : null,
    audience: subject.audience ?? customersNamedIn(idea, market) ?? audienceNamedIn(core, market),
    offerName: subject.offer,
  };
}

/** A customer the looser reading finds, without the place the market names ("personnes âgées de Rennes"). */
function audienceNamedIn(core: string, market: string): string | null {
  const found = audienceIn(core);
  return found ? withoutMarket(found, market) : null;
}

/** Who buys in one target group: the founder's answer; with "both", the group's own words decide. */
export function customerOf(group: string, customer: CustomerKind | null): Buyer {
  if (customer !== 'both') return buyerOf(customer);
  if (ORGANISATIONS.test(group)) return 'business';
  return PEOPLE.test(group) ? 'consumer' : 'either';
}

/** The idea without the customer it names: what is sold, not to whom ("bookkeeping" of "bookkeeping for restaurants"). */
function offerText(core: string, audience: string | null): string {
  return audience ? core.replace(audience, ' ') : core;
}

/** Time and occasion words that end a "for" phrase without naming a customer ("for busy weekends"). */
const NOT_AUDIENCE =
  /(?<!\p{L})(?:weekends?|days?|weeks?|months?|years?|summer|winter|holidays?|events?|occasions?|everyday|everyone|free|sale|rent|now|example|instance|access|use|life|good|help|home|work|house|the door)(?!\p{L})/iu;

const WORD = "[\\p{L}\\p{N}'’-]+";
// Words first, separators between them, so the lazy match stops at the first joining word or verb.
const STOP =
  'to|who|that|in|with|by|so|and|at|on|from|for|sell|buy|find|get|make|save|plan|book|order|manage|learn|keep|reduce|track|share|cook|rent|automate|run|handle|organise|organize|collect|streamline|improve|grow|hire|avoid|work|want|need|delivered|sold|through|via|near|directly|online|locally|together|für|pour|para|en|à|dans|qui|avec|et|mit|und|zu|die|der|im|y|con|que';
const PHRASE = `(${WORD}(?:[ \\t]+${WORD}){0,5}?)(?=[ \\t]+(?:${STOP})(?!\\p{L})|[.,;:!?\\n]|$)`;
const SELLS =
  'deliver(?:s|ing|ed)?|sell(?:s|ing)?|sold|suppl(?:y|ies|ying|ied)|offer(?:s|ing|ed)?|provid(?:e|es|ing|ed)|rent(?:s|ing)?|leas(?:e|es|ing)|ship(?:s|ping)?|liefer(?:t|n)|verkauf(?:t|en)|vermiete(?:t|n)|livr(?:e|ant|ons|er|é|ée|és)|vend(?:ant|re|u|ue)?|propos(?:e|ant)|entrega(?:n|ndo)?|vende(?:n|mos)?|ofrece(?:n|mos)?';
const ARTICLE = '(?:(?:les|des|la|le|los|las|die|der|den|the|a|an)[ \\t]+)?';
const AUDIENCE_PATTERNS: { pattern: RegExp; named?: boolean }[] = [
  {
    pattern: new RegExp(
      `(?<!\\p{L})(?:connects?|connecting|conecta|verbindet|relie)[ \\t]+(?:a[ \\t]+)?${ARTICLE}${PHRASE}`,
      'iu',
    ),
  },
  {
    pattern: new RegExp(
      `(?<!\\p{L})(?:helps?|helping|serving|serves|targets?|aimed at|aider|aide|ayuda|ayudar|hilft)[ \\t]+${ARTICLE}${PHRASE}`,
      'iu',
    ),
  },
  {
    pattern: new RegExp(
      `(?<!\\p{L})(?:${SELLS})(?!\\p{L})[^.\\n]*?(?<!\\p{L})(?:to|an|aux|à|a)[ \\t]+${ARTICLE}${PHRASE}`,
      'iu',
    ),
  },
  { pattern: new RegExp(`(?<!\\p{L})for[ \\t]+${ARTICLE}${PHRASE}`, 'giu') },
  // "für", "pour", "para" also precede products ("für nachhaltige Kinderkleidung"): only people or businesses count.
  { pattern: new RegExp(`(?<!\\p{L})(?:pour|für|para)[ \\t]+${ARTICLE}${PHRASE}`, 'giu'), named: true },
];
const STOP_WORDS = new Set(STOP.split('|'));

/** "an app for busy parents to plan meals" -> "busy parents"; "delivering coffee to offices" -> "offices". */
export function audienceIn(value: string): string | null {
  for (const { pattern, named } of AUDIENCE_PATTERNS) {
    const matches = pattern.global ? [...value.matchAll(pattern)] : [pattern.exec(value)];
    for (const match of matches) {
      const found = match?.[1]?.trim().replace(/^(?:the|a|an|our|their|local)\s+/i, '');
      const first = found?.split(/\s+/)[0]?.toLowerCase() ?? '';
      const last = found?.split(/\s+/).at(-1) ?? '';
      if (!found || found.length <= 2 || NOT_AUDIENCE.test(last) || STOP_WORDS.has(first)) continue;
      if (named && !namesBuyers(found)) continue;
      return found;
    }
  }
  return null;
}
