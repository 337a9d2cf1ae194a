import { words } from '../prose.js';

/**
 * Currency by words in the geographical market; the first match wins, US dollars otherwise.
 * `scale` turns the reference plan's amounts into this currency at local cost levels (rough:
 * exchange rate times price level), so a budget in pesos or rupees is not a euro budget relabelled.
 */
export const CURRENCIES: { code: string; words: string[]; scale: number }[] = [
  {
    code: 'GBP',
    words: ['united kingdom', 'uk', 'england', 'scotland', 'wales', 'london', 'britain', 'manchester'],
    scale: 0.9,
  },
  {
    code: 'CHF',
    words: ['switzerland', 'schweiz', 'suisse', 'zurich', 'zürich', 'geneva', 'genève'],
    scale: 1.4,
  },
  { code: 'INR', words: ['india', 'mumbai', 'delhi', 'bangalore', 'bengaluru'], scale: 30 },
  { code: 'PHP', words: ['philippines', 'manila', 'cebu', 'davao', 'quezon'], scale: 25 },
  { code: 'CAD', words: ['canada', 'toronto', 'vancouver', 'montreal'], scale: 1.4 },
  { code: 'AUD', words: ['australia', 'sydney', 'melbourne'], scale: 1.5 },
  { code: 'SEK', words: ['sweden', 'stockholm'], scale: 11 },
  { code: 'PLN', words: ['poland', 'warsaw', 'krakow'], scale: 2.5 },
  { code: 'MXN', words: ['mexico', 'méxico', 'guadalajara', 'monterrey'], scale: 10 },
  { code: 'BRL', words: ['brazil', 'são paulo', 'sao paulo', 'rio'], scale: 3 },
  { code: 'ZAR', words: ['south africa', 'johannesburg', 'cape town'], scale: 10 },
  { code: 'NGN', words: ['nigeria', 'lagos', 'abuja'], scale: 500 },
  { code: 'KES', words: ['kenya', 'nairobi'], scale: 70 },
  { code: 'SGD', words: ['singapore'], scale: 1.4 },
  { code: 'JPY', words: ['japan', 'tokyo', 'osaka'], scale: 140 },
  {
    code: 'EUR',
    scale: 1,
    words: [
      'europe',
      'eu',
      'germany',
      'france',
      'spain',
      'italy',
      'netherlands',
      'belgium',
      'austria',
      'ireland',
      'portugal',
      'finland',
      'greece',
      'berlin',
      'paris',
      'madrid',
      'amsterdam',
      'munich',
      'vienna',
      'dublin',
      'lisbon',
      'milan',
      'rome',
      'barcelona',
      'lyon',
      'marseille',
      'hamburg',
      'cologne',
      'deutschland',
      'münchen',
      'köln',
      'österreich',
      'wien',
      'españa',
      'bruxelles',
      'toulouse',
      'bordeaux',
      'nantes',
      'lille',
      'sevilla',
      'valencia',
    ],
  },
];

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
