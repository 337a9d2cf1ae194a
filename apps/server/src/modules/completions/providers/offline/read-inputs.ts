import type { Keyword, KeywordValues } from '@planner/domain';
import { keywordText } from '@planner/domain';

import { CURRENCIES } from './frameworks/budget-categories.js';
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
  const match = /^(.+?[.!?])(\s|$)/.exec(line);
  return (match?.[1] ?? line).replace(/\*\*/g, '').trim();
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

/** Reads what kind of offer and customer an idea describes, from the words it uses. */
export function profileIdea(...texts: string[]): IdeaProfile {
  const all = texts.filter(Boolean).join('\n');
  const haystack = words(all);
  let offering: OfferingKind = 'service';
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
  const customer = score(haystack, BUSINESS_CUSTOMER_WORDS) > 0 ? 'business' : 'consumer';
  const recurring = score(haystack, RECURRING_WORDS) > 0;
  return { offering, customer, audience: audienceIn(all), recurring };
}

/** Time and occasion words that follow "for" without naming a customer ("for busy weekends"). */
const NOT_AUDIENCE =
  /\b(?:weekends?|days?|weeks?|months?|years?|summer|winter|holidays?|events?|occasions?|everyday|everyone|free|sale|rent|now|example|instance)\b/i;

const WORD = "[\\p{L}\\p{N}'-]+";
// Words first, separators between them, so the lazy match stops at the first joining word or verb.
const STOP =
  'to|who|that|in|with|by|so|and|at|on|from|for|sell|buy|find|get|make|save|plan|book|order|manage|learn|keep|reduce|track|share|cook|rent';
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
