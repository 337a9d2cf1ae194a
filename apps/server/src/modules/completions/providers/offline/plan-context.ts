import type { Keyword, KeywordValues, TableData } from '@planner/domain';
import { keywordText } from '@planner/domain';

import { currencyFor } from './frameworks/currencies.js';
import type { Angle } from './frameworks/idea-angles.js';
import { ADVANTAGE_CUES, angleOf, AUDIENCE_CUES } from './frameworks/idea-angles.js';
import type { OfferingKind } from './frameworks/offerings.js';
import { BUSINESS_CUSTOMER_WORDS, OFFERINGS, RECURRING_WORDS } from './frameworks/offerings.js';
import { coreIdea, firstSentence, hasWords, itemName, words } from './prose.js';

export interface IdeaProfile {
  offering: OfferingKind;
  /** False when no word of the idea names the kind of offer ("service" is then only a stand-in). */
  offeringKnown: boolean;
  customer: 'business' | 'consumer';
  /** False when the idea names neither organisations nor people as buyers. */
  customerKnown: boolean;
  /** Who the idea names as its customer ("busy parents"), when it does. */
  audience: string | null;
  /** The idea sells on a rhythm ("a weekly box"): a subscription is the first model to test. */
  recurring: boolean;
}

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
  market: string;
  profile: IdeaProfile;
  /** Who buys, as the user named them, else a neutral "potential customers". */
  audience: string;
  /** The chosen target group's name, else the audience. */
  group: string;
  /** The problem in the user's own words (their problem statement), '' when not written. */
  problem: string;
  /** Problem, moment and alternative only where the idea's words make them certain. */
  angle: Angle;
  /** What makes the offer better, from the idea's own words; '' when it does not say. */
  edge: string;
  currency: string;
  matrix: TableData | null;
}

/** Wording for a customer nobody has named yet: neutral, never a guess. */
export const UNNAMED = { business: 'business customers', consumer: 'potential customers' } as const;

/** The sentence the problem-statement draft writes when it does not know the problem. */
export const UNKNOWN_PROBLEM = 'is not written down yet';

export function readPlan(values: KeywordValues): Plan {
  const text = (keyword: Keyword) => keywordText(values[keyword]);
  const idea = text('refinedBusinessIdea') || text('initialIdea');
  const core = coreIdea(idea);
  const profile = profileIdea(idea);
  const audience = profile.audience ?? UNNAMED[profile.customer];
  const chosen = itemName(text('chosenTargetGroup'));
  const matrix = values.marketSegmentationMatrix;
  return {
    text,
    idea,
    core,
    offer: offerText(core, profile.audience),
    market: text('geoMarket').replace(/\s+/g, ' '),
    profile,
    audience,
    group: hasWords(chosen) ? chosen : audience,
    problem: userProblem(text('refinedProblemStatement')),
    angle: angleOf(core),
    edge: edgeOf(core),
    currency: currencyFor(text('geoMarket')),
    matrix: matrix && typeof matrix === 'object' ? matrix : null,
  };
}

/** The problem statement's first sentence, unless it is the engine's question for one. */
function userProblem(statement: string): string {
  const sentence = firstSentence(statement);
  return hasWords(sentence) && !sentence.includes(UNKNOWN_PROBLEM) ? sentence : '';
}

/** What makes the idea better than the alternative, from its own cue words only. */
function edgeOf(idea: string): string {
  return ADVANTAGE_CUES.filter((c) => c.words.test(idea))
    .map((c) => c.says)
    .slice(0, 3)
    .join(', ');
}

function score(haystack: string, keywords: readonly string[]): number {
  return keywords.filter((k) => haystack.includes(` ${k.trim()} `) || haystack.includes(` ${k.trim()}s `))
    .length;
}

/** Words that name people buying for themselves, not organisations (English, French, German, Spanish). */
const PEOPLE =
  /(?<!\p{L})(?:people|persons?|parents|famil(?:y|ies)|mothers|fathers|students|pupils|kids|children|teens|teenagers|adults|seniors|retirees|pensioners|couples|women|men|commuters|travell?ers|tourists|gamers|patients|residents|locals|fans|hobbyists|renters|homeowners|pet owners|dog owners|cat owners|consumers|shoppers|individuals|households|nurses|professionals|jóvenes|jeunes|junge|femmes|mujeres|frauen|runners|cyclists|musicians|familles|étudiants|particuliers|personnes|familien|eltern|studierende|studenten|senioren|privatkunden|menschen|familias|padres|estudiantes|personas|particulares|mayores)(?!\p{L})/iu;

/** Whether one target group names organisations or people; `fallback` (the idea's) when it says neither. */
export function customerOf(group: string, fallback: IdeaProfile['customer']): IdeaProfile['customer'] {
  if (score(words(group), BUSINESS_CUSTOMER_WORDS) > 0) return 'business';
  return PEOPLE.test(group) ? 'consumer' : fallback;
}

/** The "Kind of business" line of an accepted business-idea draft: "a <label>, selling to <audience>." */
const KIND_LINE = /\*\*Kind of business:\*\*\s*(?:an?\s+)?(.+?), selling to ([^\n]+?)\.?\s*$/im;

/**
 * Reads what kind of offer and customer an idea describes. The "Kind of business" line of an
 * accepted draft wins, so later drafts agree with it; otherwise the idea's own words decide (only
 * the idea's core sentence, so the engine's own boilerplate in a chained draft cannot tip it).
 */
export function profileIdea(idea: string): IdeaProfile {
  const core = coreIdea(idea);
  const coreWords = words(core);
  const recurring = score(coreWords, RECURRING_WORDS) > 0;
  const kind = KIND_LINE.exec(idea);
  const found = kind
    ? (Object.entries(OFFERINGS) as [OfferingKind, { label: string }][]).find(
        ([, info]) => info.label === kind[1],
      )
    : undefined;
  const named = kind?.[2]?.trim();
  const namedAudience = named && !Object.values(UNNAMED).some((n) => named.startsWith(n)) ? named : null;
  const audience = namedAudience ?? impliedAudience(core);
  const who = `${audience ?? ''}\n${core}`;
  const business = score(words(who), BUSINESS_CUSTOMER_WORDS) > 0;
  const people = PEOPLE.test(who) || AUDIENCE_CUES.some((c) => c.words.test(core));
  // "bookkeeping for restaurants" is not a food business: the customer's words do not decide the offer.
  const offering =
    found?.[0] ?? (TWO_SIDED.test(core) ? 'marketplace' : offeringIn(words(offerText(core, audience))));
  return {
    offering: offering ?? 'service',
    offeringKnown: offering !== null,
    customer: business ? 'business' : 'consumer',
    customerKnown: business || people,
    audience,
    recurring,
  };
}

/** An idea that connects two sides is a marketplace, whatever the sides are ("farmers with restaurants"). */
const TWO_SIDED = /(?<!\p{L})(?:connects?|connecting|conecta|verbindet|relie|marketplace|matches)(?!\p{L})/iu;

/** The idea without the customer it names: what is sold, not to whom ("bookkeeping" of "bookkeeping for restaurants"). */
function offerText(core: string, audience: string | null): string {
  return audience ? core.replace(audience, ' ') : core;
}

/** The audience the idea names, else one its words imply ("plastic-free" -> eco-conscious households). */
function impliedAudience(core: string): string | null {
  return audienceIn(core) ?? AUDIENCE_CUES.find((c) => c.words.test(core))?.audience ?? null;
}

/** The kind of offer whose words occur most often; ties go to the earlier, more specific kind. */
function offeringIn(haystack: string): OfferingKind | null {
  let offering: OfferingKind | null = null;
  let best = 0;
  for (const [kind, info] of Object.entries(OFFERINGS) as [
    OfferingKind,
    (typeof OFFERINGS)[OfferingKind],
  ][]) {
    const s = score(haystack, info.keywords);
    if (s > best) {
      best = s;
      offering = kind;
    }
  }
  return offering;
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

/** Whether a phrase names people or organisations. */
function names(phrase: string): boolean {
  return PEOPLE.test(phrase) || score(words(phrase), BUSINESS_CUSTOMER_WORDS) > 0;
}

/** "an app for busy parents to plan meals" -> "busy parents"; "delivering coffee to offices" -> "offices". */
export function audienceIn(value: string): string | null {
  for (const { pattern, named } of AUDIENCE_PATTERNS) {
    const matches = pattern.global ? [...value.matchAll(pattern)] : [pattern.exec(value)];
    for (const match of matches) {
      const found = match?.[1]?.trim().replace(/^(?:the|a|an|our|their|local)\s+/i, '');
      const first = found?.split(/\s+/)[0]?.toLowerCase() ?? '';
      const last = found?.split(/\s+/).at(-1) ?? '';
      if (!found || found.length <= 2 || NOT_AUDIENCE.test(last) || STOP_WORDS.has(first)) continue;
      if (named && !names(found)) continue;
      return found;
    }
  }
  return null;
}
