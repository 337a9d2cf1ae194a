/**
 * Amounts as people read and type them: one formatter and one tolerant parser for every screen.
 * Amounts are exact whole cents (hundredths of the currency unit); the reader's locale (the browser's
 * language) decides the separators, never the market the board is about.
 */

/** Spaces people and `Intl` put between thousands: normal, no-break and narrow no-break. */
const SPACES = /[\s\u00a0\u202f]/g;
/** Apostrophes Swiss readers group thousands with (ICU versions differ): read as one. */
const APOSTROPHES = /[\u2019\u02bc]/g;
/** A currency sign or ISO code before or after the number ("€ 300", "300 EUR", "US$5"). */
const CURRENCY_MARKS =
  /^(?:[A-Z]{2})?[$€£¥₹₩₽₺₪₫฿]|[$€£¥₹₩₽₺₪₫฿]$|^[A-Z]{3}(?=[\d\s-])|(?<=[\d\s])[A-Z]{3}$/g;
/** Longest whole part accepted: 13 digits keep every sum of cents an exact double. */
const MAX_WHOLE_DIGITS = 13;

export interface Separators {
  /** Between thousands ("," in English, "." in German, a narrow no-break space in French). */
  group: string;
  /** Before the cents ("." in English, "," in German). */
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

/** The locale's thousands and decimal separators, from `Intl` (Latin digits always). */
export function separatorsOf(locale: string): Separators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const parts = numberFormat(locale, 2, 2).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const separators = { group: group.replace(SPACES, ' ').replace(APOSTROPHES, "'"), decimal };
  separatorCache.set(locale, separators);
  return separators;
}

const formatCache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}|${min}|${max}`;
  let format = formatCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      numberingSystem: 'latn',
    });
    formatCache.set(key, format);
  }
  return format;
}

/**
 * `cents` written for a reader of `locale`: 150000 -> "1,500" (en), "1.500" (de), "1 500" (fr).
 * `decimals: 'auto'` shows cents only when there are any; `'always'` always shows two (tables of
 * sums, so the digits line up).
 */
export function formatAmount(
  cents: number,
  locale: string,
  { decimals = 'auto' }: { decimals?: 'auto' | 'always' } = {},
): string {
  const two = decimals === 'always' || cents % 100 !== 0;
  const text = numberFormat(locale, two ? 2 : 0, two ? 2 : 0).format(cents / 100);
  // Intl writes a minus sign some readers cannot type back (U+2212): keep the ASCII one.
  return text.replace('\u2212', '-');
}

/** Locales that group lakhs and crores (12,34,567), as `Intl` writes them. */
function groupsByTwos(locale: string): boolean {
  return /\d{2}\D\d{2}\D\d{3}/.test(numberFormat(locale, 0, 0).format(1_234_567));
}

/** Digits grouped with one separator: by threes, or (where `twos`) by twos above the last three. */
function wellGrouped(groups: string[], twos: boolean): boolean {
  const [first = '', ...rest] = groups;
  const last = rest.pop() ?? '';
  if (!/^\d{3}$/.test(last)) return false;
  if (/^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g))) return true;
  return twos && /^\d{1,2}$/.test(first) && rest.every((g) => /^\d{2}$/.test(g));
}

/**
 * The number in `text` read with `group` (or a space, one kind per number) between thousands and
 * `decimal` before the cents; thousands grouped (by twos above them where `twos`) or not at all.
 * Undefined when it is not written that way; NaN when it has digits beyond the cents.
 */
function readWith(text: string, { group, decimal }: Separators, twos = false): number | undefined {
  const [whole = '', fraction = '', ...more] = text.split(decimal);
  if (more.length > 0 || !/^\d*$/.test(fraction) || (text.includes(decimal) && fraction === ''))
    return undefined;
  const separators = new Set(whole.replace(/\d/g, ''));
  if (separators.size > 1) return undefined;
  const [separator] = [...separators];
  if (separator !== undefined) {
    if (separator !== group && separator !== ' ') return undefined;
    if (!wellGrouped(whole.split(separator), twos)) return undefined;
  } else if (whole === '') return undefined;
  const digits = whole.replace(/\D/g, '');
  if (digits.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return undefined;
  if (fraction.length > 2 && !/^0+$/.test(fraction.slice(2))) return Number.NaN;
  return Number(digits) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** The other common way of writing amounts: a decimal point for a comma reader, and back. */
function otherForm({ decimal }: Separators): Separators {
  return decimal === ',' ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };
}

/**
 * What a reader of `locale` typed, in whole cents; null when it is not an amount. Read in the
 * locale's own way first ("3,000" is three thousand in English, three in German); when that is not
 * a number at all, in the other common way if that reading is unambiguous ("3.000,50" for an English
 * reader). Spaces may group thousands in any locale; a currency sign or code and a leading minus are
 * allowed. At most two decimals ("1.505" in English is refused: it is neither 1.50 nor 1505 for sure).
 */
export function parseAmount(text: string, locale: string): number | null {
  let value = text.replace(SPACES, ' ').replace(APOSTROPHES, "'").trim().replace(CURRENCY_MARKS, '').trim();
  const negative = value.startsWith('-') || value.startsWith('\u2212');
  if (negative) value = value.slice(1).trim();
  if (value === '') return null;
  const own = separatorsOf(locale);
  // The locale's reading, with any number of decimals so that "1.505" (en) is seen as a number.
  let cents = readWith(value, own, groupsByTwos(locale));
  // Not a number the locale's way at all: the other way, if it reads there (to the cent).
  if (cents === undefined) cents = readWith(value, otherForm(own));
  if (cents === undefined || Number.isNaN(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** What a refused amount cell says: examples written the reader's way. */
export function amountMessage(locale: string): string {
  return `Enter an amount such as ${formatAmount(120050, locale)} or 1200.`;
}

/** A number as free text writes an amount: grouped thousands ("1 200", "1.200", "1,200") and up to two decimals. */
const NUMBER = String.raw`\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)`;
/** Currency signs, in front of or after the number. */
const SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };
const SIGN = String.raw`[€$£¥₹]`;
/** ISO codes people write beside an amount. */
const CODE = String.raw`(?:EUR|USD|GBP|CHF|CAD|AUD|NZD|JPY|SEK|NOK|DKK|PLN|CZK|HUF|INR|MXN|BRL|ZAR)(?!\p{L})`;
/** Currencies said in words (English, French, German, Spanish), after the number. */
const CURRENCY_WORDS: [RegExp, string][] = [
  [/^euros?$/iu, 'EUR'],
  [/^(?:dollars?|dólar(?:es)?)$/iu, 'USD'],
  [/^(?:pounds?|livres?|pfund|libras?)$/iu, 'GBP'],
  [/^(?:francs?|franken)$/iu, 'CHF'],
];
const WORD = String.raw`(?:euros?|dollars?|dólar(?:es)?|pounds?|livres?|pfund|libras?|francs?|franken)(?!\p{L})`;

/**
 * An amount of money in free text ("€18", "25 EUR", "17.50 euros", "EUR 1.200,50"), as a pattern
 * without groups: the offline engine builds its price phrases on it. `amountsIn` reads what it finds.
 */
export const MONEY_PATTERN = String.raw`(?<![\d.,])(?:${SIGN}\s?(?:${NUMBER})|${CODE}\s?(?:${NUMBER})|(?:${NUMBER})\s?(?:${SIGN}|${CODE}|${WORD}))`;
const MONEY_READ = new RegExp(
  String.raw`(?<![\d.,])(?:(${SIGN}|${CODE})\s?(${NUMBER})|(${NUMBER})\s?(${SIGN}|${CODE}|${WORD}))`,
  'giu',
);

/** An amount read from free text: its words, whole cents and ISO currency. */
export interface WrittenAmount {
  words: string;
  index: number;
  cents: number;
  currency: string;
}

function currencyOf(mark: string): string {
  const upper = mark.toUpperCase();
  return SIGNS[mark] ?? CURRENCY_WORDS.find(([word]) => word.test(mark))?.[1] ?? upper;
}

/**
 * Every amount of money a text names, in order ("25 EUR per item; members pay 17.50 EUR" -> 2500
 * EUR, 1750 EUR). In free text a separator before exactly three digits groups thousands and one
 * before one or two digits starts the cents, whatever the language; the number is then read by
 * `parseAmount`, like any amount a person types.
 */
export function amountsIn(text: string): WrittenAmount[] {
  const found: WrittenAmount[] = [];
  for (const match of text.matchAll(MONEY_READ)) {
    const number = match[2] ?? match[3] ?? '';
    const mark = match[1] ?? match[4] ?? '';
    const decimals = /[.,](\d{1,2})$/.exec(number);
    const whole = (decimals ? number.slice(0, -decimals[0].length) : number).replace(/\D/g, '');
    const cents = parseAmount(`${whole}.${decimals?.[1] ?? '0'}`, 'en-US');
    if (cents !== null)
      found.push({ words: match[0], index: match.index, cents, currency: currencyOf(mark) });
  }
  return found;
}
