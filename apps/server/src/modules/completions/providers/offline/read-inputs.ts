import type { Keyword, KeywordValues } from '@planner/domain';
import { keywordText } from '@planner/domain';

import { CURRENCIES } from './frameworks/budget-categories.js';
import { AUDIENCE_CUES } from './frameworks/idea-angles.js';
import type { OfferingKind } from './frameworks/offerings.js';
import { BUSINESS_CUSTOMER_WORDS, OFFERINGS, RECURRING_WORDS } from './frameworks/offerings.js';

/** A keyword's text, trimmed; empty when not filled in. */
export function text(values: KeywordValues, keyword: Keyword): string {
  return keywordText(values[keyword]);
}

/** Collapses whitespace and shortens to `max` characters at a word boundary. */
export function clip(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:.\s]+$/, '')}…`;
}

/** The first sentence (or line) of a text, without list markers. */
export function firstSentence(value: string): string {
  const line = value
    .split('\n')
    .map((l) => stripMarker(l))
    .find((l) => l !== '' && !/^#+\s/.test(l));
  if (!line) return '';
  // A bold label the engine wrote ("**In one sentence:** ...") is not part of the sentence.
  const unlabelled = line.replace(/^\*\*[^*]{1,40}:\*\*\s*/, '');
  const match = /^(.+?[.!?])(\s|$)/.exec(unlabelled);
  return (match?.[1] ?? unlabelled).replace(/\*\*/g, '').trim();
}

/** The idea itself: the "In one sentence" line of an accepted business-idea draft, else its first sentence. */
export function coreIdea(value: string): string {
  const labelled = /\*\*In one sentence:\*\*\s*(.+)/i.exec(value);
  return (labelled?.[1] ?? firstSentence(value)).trim();
}

function stripMarker(line: string): string {
  return line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
}

/**
 * The items of a list the user wrote: bullet or numbered lines, else lines, else comma or
 * semicolon separated parts. Headings and bold labels are dropped.
 */
export function listItems(value: string, max = 6): string[] {
  const lines = value
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^#+\s/.test(l));
  const bullets = lines.filter((l) => /^(?:[-*•]|\d+[.)])\s+/.test(l)).map(stripMarker);
  let items = bullets.length >= 2 ? bullets : lines.map(stripMarker);
  if (items.length < 2) items = value.split(/[;,]|\band\b/).map((p) => p.trim());
  return [
    ...new Set(
      items
        .map((i) =>
          i
            .replace(/\*\*/g, '')
            .replace(/[.:;]+$/, '')
            .trim(),
        )
        .filter((i) => i.length > 1),
    ),
  ].slice(0, max);
}

/** The name of a list item: the part before a colon or dash explanation. */
export function itemName(item: string): string {
  return clip(item.split(/\s[-–—]\s|:\s/)[0] ?? item, 60);
}

/** The explanation of a list item, when it has one. */
export function itemDetail(item: string): string {
  const match = /(?:\s[-–—]\s|:\s)(.+)$/.exec(item);
  return match?.[1]?.trim() ?? '';
}

export interface IdeaProfile {
  offering: OfferingKind;
  customer: 'business' | 'consumer';
  /** Who the idea names as its customer ("busy parents"), when it does. */
  audience: string | null;
  /** The idea sells on a rhythm ("a weekly box"): a subscription is the first model to test. */
  recurring: boolean;
}

function words(value: string): string {
  return ` ${value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
}

function score(haystack: string, keywords: readonly string[]): number {
  return keywords.filter((k) => haystack.includes(` ${k.trim()} `) || haystack.includes(` ${k.trim()}s `))
    .length;
}

/** Words that name people buying for themselves, not organisations. */
const PEOPLE =
  /\b(?:people|persons?|parents|famil(?:y|ies)|mothers|fathers|students|pupils|kids|children|teens|teenagers|adults|seniors|retirees|pensioners|couples|women|men|commuters|travell?ers|tourists|gamers|patients|residents|locals|fans|hobbyists|renters|homeowners|pet owners|consumers|shoppers|individuals)\b/i;

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
export function profileIdea(...texts: string[]): IdeaProfile {
  const all = texts.filter(Boolean).join('\n');
  const kind = KIND_LINE.exec(all);
  const core = texts.filter(Boolean).map(coreIdea).join('\n');
  const coreWords = words(core);
  const recurring = score(coreWords, RECURRING_WORDS) > 0;
  if (kind) {
    const found = (Object.entries(OFFERINGS) as [OfferingKind, { label: string }][]).find(
      ([, info]) => info.label === kind[1],
    );
    if (found) {
      const audience = kind[2] && !/^your first/i.test(kind[2]) ? kind[2].trim() : null;
      const customer =
        score(words(`${kind[2]}\n${core}`), BUSINESS_CUSTOMER_WORDS) > 0 ? 'business' : 'consumer';
      return { offering: found[0], customer, audience: audience ?? impliedAudience(core), recurring };
    }
  }
  const customer = score(coreWords, BUSINESS_CUSTOMER_WORDS) > 0 ? 'business' : 'consumer';
  const offering = offeringIn(coreWords) ?? offeringIn(words(all)) ?? 'service';
  return { offering, customer, audience: impliedAudience(core) ?? audienceIn(all), recurring };
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

/** Time and occasion words that follow "for" without naming a customer ("for busy weekends"). */
const NOT_AUDIENCE =
  /\b(?:weekends?|days?|weeks?|months?|years?|summer|winter|holidays?|events?|occasions?|everyday|everyone|free|sale|rent|now|example|instance|access|use|life|good)\b/i;

const WORD = "[\\p{L}\\p{N}'-]+";
// Words first, separators between them, so the lazy match stops at the first joining word or verb.
const STOP =
  'to|who|that|in|with|by|so|and|at|on|from|for|sell|buy|find|get|make|save|plan|book|order|manage|learn|keep|reduce|track|share|cook|rent|automate|run|handle|organise|organize|collect|streamline|improve|grow|hire|avoid|work|want|need|delivered|sold|through|via|near';
const PHRASE = `(${WORD}(?:[ \\t]+${WORD}){0,5}?)(?=[ \\t]+(?:${STOP})\\b|[.,;:!?\\n]|$)`;
const AUDIENCE_PATTERNS = [
  new RegExp(`\\bconnects?[ \\t]+${PHRASE}`, 'iu'),
  new RegExp(`\\b(?:helps?|helping|serving|serves|targets?|aimed at)[ \\t]+${PHRASE}`, 'iu'),
  new RegExp(`\\bfor[ \\t]+${PHRASE}`, 'giu'),
];

/** "an app for busy parents to plan meals" -> "busy parents"; "connects restaurants with chefs" -> "restaurants". */
export function audienceIn(value: string): string | null {
  for (const pattern of AUDIENCE_PATTERNS) {
    const matches = pattern.global ? [...value.matchAll(pattern)] : [pattern.exec(value)];
    for (const match of matches) {
      const found = match?.[1]?.trim().replace(/^(?:the|a|an|our|their|local)\s+/i, '');
      if (found && found.length > 2 && !NOT_AUDIENCE.test(found)) return found;
    }
  }
  return null;
}

/** The currency that fits the market the user named. */
export function currencyFor(market: string): string {
  const haystack = words(market);
  return CURRENCIES.find((c) => c.words.some((w) => haystack.includes(` ${w} `)))?.code ?? 'USD';
}

/**
 * An amount of the engine's reference plan (euro-like price levels) in the market's currency:
 * exchange rate and local cost level together, rounded to two significant digits.
 */
export function scaledAmount(amount: number, currency: string): number {
  const factor = CURRENCIES.find((c) => c.code === currency)?.scale ?? 1;
  const value = amount * factor;
  if (value === 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/** A stable small number from a text, so the same inputs always give the same draft. */
export function stableIndex(value: string, modulo: number): number {
  let hash = 0;
  for (const char of value) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return modulo === 0 ? 0 : hash % modulo;
}

/** Fills `{name}` slots of a framework line. */
export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => slots[name] ?? m);
}
