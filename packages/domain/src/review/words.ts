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
