/**
 * Prose helpers: reading the user's text (sentences, list items) and writing the engine's own
 * sentences around it without seams (no cut words, no doubled place names).
 */

/** Lower-cased words padded with spaces, so ` word ` matches whole words only. */
export function words(value: string): string {
  return ` ${value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
}

/** Whether a text says anything: at least two letters or digits (not "-", "a" or a zero-width space). */
export function hasWords(value: string): boolean {
  return (value.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;
}

/**
 * Collapses whitespace; a text longer than `max` keeps its whole first sentences up to `max`
 * (always at least the first). Words are never cut and no "…" is added.
 */
export function clip(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // A stop inside a word or a number ("17.50 EUR", "e.g.x") does not end a sentence.
  const sentences = flat.match(/(?:[^.!?]|[.!?](?!\s|$))+[.!?]+(?=\s|$)|(?:[^.!?]|[.!?](?!\s|$))+$/g) ?? [
    flat,
  ];
  let out = sentences[0]?.trim() ?? flat;
  for (const s of sentences.slice(1)) {
    if (`${out} ${s.trim()}`.length > max) break;
    out = `${out} ${s.trim()}`;
  }
  return out;
}

/**
 * A name from the user's words within `max` characters: whitespace collapsed, and a longer text cut
 * at the last whole word that fits, ending in "…".
 */
export function shortName(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const space = flat.lastIndexOf(' ', max - 1);
  // A word longer than the limit is cut, never between the two halves of a surrogate pair.
  const head = space > 0 ? flat.slice(0, space) : flat.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${head.replace(/[\s\p{P}]+$/u, '') || head}…`;
}

function stripMarker(line: string): string {
  return line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
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

const BULLET = /^(\s*)(?:[-*•]|\d+[.)])\s+/;

/**
 * The items of a list the user wrote: bullet or numbered lines, else lines, else comma or
 * semicolon separated parts. Headings, bold labels and items without words are dropped. Only the
 * outermost bullets are items: a bullet indented under one ("   - Watch out: ...") is that item's
 * detail, not an item of its own.
 */
export function listItems(value: string, max = 6): string[] {
  const raw = value.split('\n').filter((l) => l.trim() !== '' && !/^#+\s/.test(l.trim()));
  const lines = raw.map((l) => l.trim());
  const indents = raw.flatMap((l) => {
    const bullet = BULLET.exec(l);
    return bullet ? [{ line: l.trim(), indent: bullet[1]?.length ?? 0 }] : [];
  });
  const outer = Math.min(...indents.map((b) => b.indent));
  const bullets = indents.filter((b) => b.indent === outer).map((b) => stripMarker(b.line));
  let items = bullets.length >= 2 ? bullets : lines.map(stripMarker);
  if (items.length < 2) items = splitOutsideBrackets(value, /[;,]|\band\b/y).map((p) => p.trim());
  return [
    ...new Set(
      items
        .map((i) =>
          stripMarker(i)
            .replace(/\*\*/g, '')
            .replace(/[.:;]+$/, '')
            .trim(),
        )
        .filter(hasWords),
    ),
  ].slice(0, max);
}

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '“': '”', '«': '»' };
const CLOSERS = new Set(Object.values(OPENERS));

/**
 * Splits where `separator` (a sticky regex) matches outside brackets and quotes, so "Pop-up
 * (Saturdays, Sundays), Instagram" gives two parts, not three.
 */
function splitOutsideBrackets(value: string, separator: RegExp): string[] {
  const parts: string[] = [];
  const open: string[] = [];
  let straightQuote = false;
  let start = 0;
  for (let i = 0; i < value.length;) {
    const char = value.charAt(i);
    if (char === '"') straightQuote = !straightQuote;
    else if (OPENERS[char]) open.push(OPENERS[char]);
    else if (char === open.at(-1)) open.pop();
    if (open.length === 0 && !straightQuote) {
      separator.lastIndex = i;
      const match = separator.exec(value);
      if (match && match[0].length > 0) {
        parts.push(value.slice(start, i));
        i += match[0].length;
        start = i;
        continue;
      }
    }
    i += 1;
  }
  parts.push(value.slice(start));
  return parts;
}

/** Whether every bracket and quote a text opens it also closes, in order. */
function balanced(value: string): boolean {
  const open: string[] = [];
  for (const char of value) {
    if (OPENERS[char]) open.push(OPENERS[char]);
    else if (CLOSERS.has(char) && open.pop() !== char) return false;
  }
  return open.length === 0 && (value.match(/"/g) ?? []).length % 2 === 0;
}

/** A parenthesis the engine writes after a channel's name: "(cost: low; weeks)". */
const COST_NOTE = /\s*\(cost:[^()]*\)/gi;

/**
 * The name a list item starts with, whole, for quoting: the part before a colon or dash explanation
 * outside brackets ("Pop-up (Dampoort, Saturdays): bring samples" -> "Pop-up (Dampoort, Saturdays)"),
 * without the engine's own cost note. Null when no whole name fits in `max` characters (a name is
 * quoted whole or not at all).
 */
export function wholeName(item: string, max = 120): string | null {
  const flat = item.replace(COST_NOTE, '').replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  const name = (splitOutsideBrackets(flat, /\s[-–—]\s|:\s/y)[0] ?? '').replace(/[.,;:]+$/, '').trim();
  return hasWords(name) && name.length <= max && balanced(name) ? name : null;
}

/** The name of a list item: the part before a colon or dash explanation, whole. */
export function itemName(item: string): string {
  return (item.split(/\s[-–—]\s|:\s/)[0] ?? item).replace(/\s+/g, ' ').trim();
}

/** The explanation of a list item, when it has one. */
export function itemDetail(item: string): string {
  const match = /(?:\s[-–—]\s|:\s)(.+)$/.exec(item);
  return match?.[1]?.trim() ?? '';
}

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function lowerFirst(value: string): string {
  return /^(?:[A-Z][a-z]|A\s)/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}

/** "a" or "an" before a label. */
export function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}

/** A sentence without its final stop, so it can be quoted or continued. */
export function unstop(sentence: string): string {
  return sentence.replace(/[.!?]+$/, '');
}

/** A sentence with exactly one final stop. */
export function stop(sentence: string): string {
  return `${unstop(sentence)}.`;
}

/**
 * "offices" + "Lyon, France" -> "offices in Lyon, France"; a phrase that already names a place
 * ("offices in Lyon") is left as it is, so no draft says "in Lyon in Lyon".
 */
export function placeIn(phrase: string, market: string): string {
  const where = market.replace(/\s+/g, ' ').trim();
  if (!where) return phrase;
  const town =
    where
      .split(/,|\band\b|\(|\//)[0]
      ?.trim()
      .toLowerCase() ?? '';
  const named =
    (town !== '' && phrase.toLowerCase().includes(town)) || /\b(?:in|à|en|in der|im)\s+\p{Lu}/u.test(phrase);
  return named ? phrase : `${phrase} in ${where}`;
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
