import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { amountMessage, amountsIn, formatAmount, parseAmount, separatorsOf } from './amounts.js';
import { formatMoney } from './forecast/money.js';

/** Readers' locales with every separator style: point, comma, spaces, apostrophes, lakhs. */
const LOCALES = [
  'en-US',
  'en-GB',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'sv-SE',
  'pl-PL',
  'de-CH',
  'ja-JP',
  'en-IN',
] as const;

/** Cents up to 100 billion (the forecast's largest month), signed. */
const cents = fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 });

describe('formatAmount', () => {
  it.each([
    [150000, 'en-US', '1,500'],
    [150000, 'en-GB', '1,500'],
    [150000, 'de-DE', '1.500'],
    [150050, 'de-DE', '1.500,50'],
    [3168400, 'en-US', '31,684'],
    [3681441, 'en-GB', '36,814.41'],
    [-123456789, 'en-US', '-1,234,567.89'],
    [1200000, 'fr-FR', '12\u202f000'],
    [1234567000, 'en-IN', '1,23,45,670'],
  ] as const)('should write %s cents for a %s reader as %j', (value, locale, text) => {
    expect(formatAmount(value, locale)).toBe(text);
  });

  it('should always show two decimals when asked (tables of sums)', () => {
    expect(formatAmount(1200000, 'en-US', { decimals: 'always' })).toBe('12,000.00');
    expect(formatAmount(1200000, 'de-DE', { decimals: 'always' })).toBe('12.000,00');
  });

  it('should put the board currency after the amount (formatMoney)', () => {
    expect(formatMoney(3840000, 'EUR', 'en-US')).toBe('38,400 EUR');
    expect(formatMoney(3840050, 'EUR', 'de-DE')).toBe('38.400,50 EUR');
  });
});

describe('parseAmount', () => {
  it.each([
    // The issue's own examples: "3,000" and "3000" are three thousand for an English reader.
    ['3,000', 'en-US', 300000],
    ['3000', 'en-US', 300000],
    ['1,200.50', 'en-US', 120050],
    ['$1,200.50', 'en-US', 120050],
    ['1 200', 'en-US', 120000],
    ['1.500', 'en-US', 150],
    ['-250', 'en-GB', -25000],
    ['€ 300', 'en-GB', 30000],
    ['300 EUR', 'en-GB', 30000],
    ['0.05', 'en-GB', 5],
    // The other common form, when it cannot be read the reader's way: unambiguous.
    ['3.000,50', 'en-US', 300050],
    ['1,20', 'en-US', 120],
    ['1.200,50', 'de-DE', 120050],
    ['1.234.567', 'de-DE', 123456700],
    ['1\u202f200,5', 'de-DE', 120050],
    ['1,200.50', 'de-DE', 120050],
    ['1.20', 'de-DE', 120],
    ['3,000', 'de-DE', 300],
    ['12 000,50', 'fr-FR', 1200050],
    ['12\u202f000', 'fr-FR', 1200000],
    ['12’345.67', 'de-CH', 1234567],
    ["12'345.67", 'de-CH', 1234567],
    ['12,34,567', 'en-IN', 123456700],
    ['1,234,567', 'en-IN', 123456700],
  ] as const)('should read %j typed by a %s reader as %s cents', (text, locale, value) => {
    expect(parseAmount(text, locale)).toBe(value);
  });

  it.each([
    ['abc', 'en-US'],
    ['', 'en-US'],
    ['12 per month', 'en-US'],
    ['1.2.3', 'en-US'],
    // Neither 1.505 to the cent nor surely 1505: refused rather than guessed.
    ['1.505', 'en-US'],
    ['1,234', 'de-DE'],
    ['1,2345', 'en-US'],
    ['1.200 300', 'de-DE'],
    ['1,200 300', 'en-US'],
    ['1,20,0', 'en-US'],
    ['12345678901234', 'en-US'],
  ] as const)('should refuse %j from a %s reader', (text, locale) => {
    expect(parseAmount(text, locale)).toBeNull();
  });

  it('should read back every amount it writes, in every locale (generated)', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...LOCALES), fc.boolean(), (value, locale, always) => {
        const text = formatAmount(value, locale, { decimals: always ? 'always' : 'auto' });
        expect(parseAmount(text, locale)).toBe(value);
      }),
    );
  });

  it('should read an amount written the other common way with its cents (generated)', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...LOCALES), (value, locale) => {
        const other = separatorsOf(locale).decimal === ',' ? 'en-US' : 'de-DE';
        const text = formatAmount(value, other, { decimals: 'always' });
        expect(parseAmount(text, locale)).toBe(value);
      }),
    );
  });

  it('should never read a different amount than a plain number of whole cents (generated)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999_999 }), fc.constantFrom(...LOCALES), (whole, locale) => {
        expect(parseAmount(String(whole), locale)).toBe(whole * 100);
      }),
    );
  });
});

describe('amountMessage', () => {
  it('should give examples written the reader’s way', () => {
    expect(amountMessage('en-US')).toBe('Enter an amount such as 1,200.50 or 1200.');
    expect(amountMessage('de-DE')).toBe('Enter an amount such as 1.200,50 or 1200.');
  });
});

describe('amountsIn (amounts in free text)', () => {
  it('should read each amount with its currency, two amounts as two, never summed', () => {
    expect(
      amountsIn('25 EUR per repaired item (VAT included); members pay 17.50 EUR').map((a) => [
        a.cents,
        a.currency,
        a.words,
      ]),
    ).toEqual([
      [2500, 'EUR', '25 EUR'],
      [1750, 'EUR', '17.50 EUR'],
    ]);
  });

  it('should read signs, codes and words before or after, grouped thousands and decimal commas', () => {
    const read = (text: string) => amountsIn(text).map((a) => [a.cents, a.currency]);
    expect(read('£45 a seat')).toEqual([[4500, 'GBP']]);
    expect(read('from €1.200,50 a month')).toEqual([[120050, 'EUR']]);
    expect(read('$1,200 per project')).toEqual([[120000, 'USD']]);
    expect(read('0,12 € par mot')).toEqual([[12, 'EUR']]);
    expect(read('30 euros la séance')).toEqual([[3000, 'EUR']]);
    expect(read('CHF 90 pro Stunde')).toEqual([[9000, 'CHF']]);
    expect(read('€290-590')).toEqual([[29000, 'EUR']]);
  });

  it('should read no amount where the text names no currency', () => {
    expect(amountsIn('12 items a day, 10% off, in 2027')).toEqual([]);
  });
});
