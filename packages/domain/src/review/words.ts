/** Words that say nothing about a plan's subject; never counted as a shared word. */
const STOP_WORDS = new Set(
  (
    'about above after again also among another because been before being below between both ' +
    'business could does doing during each every from have having here into just more most much ' +
    'other over own same should some such than that their them then there these they this those ' +
    'through under until very want what when where which while who whom will with within without ' +
    'would your yours make makes made need needs help helps offer offers provide provides service ' +
    'services product products customer customers people users small local online'
  ).split(' '),
);

/**
 * A word's stem for matching: lower case, a plural "s" dropped, then its first five letters
 * ("invoices", "invoicing" -> "invoi"; "cafés" -> "café").
 */
function stem(word: string): string {
  const singular = word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return singular.slice(0, 5);
}

/** The stems of a text's meaningful words (four letters or more, not a stop word). */
export function keyStems(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((w) => w.length >= 4 && !STOP_WORDS.has(w)).map(stem));
}

/**
 * Whether `text` mentions at least `min` of the meaningful words of `subject` (all of them when it
 * has fewer), leaving out the words of `ignore`.
 */
export function mentions(text: string, subject: string, min = 1, ignore = ''): boolean {
  const ignored = keyStems(ignore);
  const wanted = [...keyStems(subject)].filter((s) => !ignored.has(s));
  if (wanted.length === 0) return true;
  const have = keyStems(text);
  const shared = wanted.filter((s) => have.has(s)).length;
  return shared >= Math.min(min, wanted.length);
}

const BULLET = /^(?:[-*•]|\d+[.)])\s+/;

/** The bullet or numbered items of a list the founder wrote, markdown emphasis removed. */
export function bulletItems(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => BULLET.test(l))
    .map((l) =>
      l
        .replace(BULLET, '')
        .replace(/\*\*|__/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** A list's items: its bullet or numbered lines, else its lines that are not headings ("Goals:"). */
export function listItems(text: string): string[] {
  const bullets = bulletItems(text);
  if (bullets.length > 0) return bullets;
  return text
    .split('\n')
    .map((l) => l.replace(/\*\*|__/g, '').trim())
    .filter((l) => l !== '' && !l.startsWith('#') && !l.endsWith(':') && !l.startsWith('|'));
}

/** The name part of a list item: "Instagram ads: 3 posts a week" -> "Instagram ads". */
export function itemName(item: string): string {
  return item.split(/:| - | – | — /)[0]!.trim();
}

/** The first sentence of a text, at most `max` characters, for quoting in a suggestion. */
export function firstSentence(text: string, max = 160): string {
  const flat = text
    .replace(/[#*_>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
  return sentence.length > max ? `${sentence.slice(0, max - 3).trimEnd()}...` : sentence;
}

/** A date or a period: a month name, a quarter, a year, "within 6 weeks", "per month". */
export const DATE_OR_PERIOD =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|q[1-4]|h[12]|(19|20)\d\d|days?|daily|weeks?|weekly|months?|monthly|quarters?|quarterly|years?|yearly|annual(ly)?|end of)\b/i;

/** What says "no cost" in the four languages the offline engine reads (English, French, German, Spanish), or a zero amount. */
const FREE_WORD = String.raw`(?:free(?: of charge)?|no cost|gratuit[es]{0,2}|gratis|kostenlos|kostenfrei|umsonst|gratuit[oa]s?|[€$£]\s?0(?:[.,]00?)?|0(?:[.,]00?)?(?:\s?(?:€|\$|£|eur|euros?|usd|gbp))?)`;
const COST_WORD = String.raw`(?:cost|costs|budget|price|co[uû]t|prix|kosten|preis|coste|costo|precio)`;
/** A marker in brackets ("(free)", "(coût : 0 €)") or after a cost word ("cost: free", "Kosten: 0"). */
const FREE_MARK = new RegExp(
  String.raw`\(\s*(?:${COST_WORD}\s*:?\s*)?${FREE_WORD}\s*\)|\b${COST_WORD}\s*:?\s*${FREE_WORD}(?![\p{L}\d])`,
  'iu',
);
/** Phrases that only ever say the channel costs nothing. */
const NO_COST =
  /\b(no cost|at no cost|costs nothing|free of charge|zero cost|sans frais|sans co[uû]t|aucun co[uû]t|ohne kosten|keine kosten|sin cost[eo]|coste cero|costo cero)\b/iu;
const ONLY_FREE = new RegExp(String.raw`^[\s(:,.;-]*${FREE_WORD}[\s).;!]*$`, 'iu');

/**
 * Whether a list item marks itself as costing nothing: "(free)", "cost: 0", "no cost", "Local press -
 * free", "Bouche-à-oreille (gratuit)", "Mundpropaganda: kostenlos", "Boca a boca (gratis)".
 */
export function markedFree(item: string): boolean {
  const rest = item.slice(itemName(item).length).replace(/^\s*(?::|-|–|—)/, '');
  return FREE_MARK.test(item) || NO_COST.test(item) || ONLY_FREE.test(rest);
}

/** A list item's name without a bracketed cost marker: "Local press (free)" -> "Local press". */
export function nameWithoutCost(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim() || name;
}
