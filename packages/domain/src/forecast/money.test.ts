import { describe, expect, it } from 'vitest';

import { centsToDecimal, formatCents, formatMoney, percentOfCents, sumCents, toCents } from './money.js';

describe('money', () => {
  it('should turn amounts with two decimals into whole cents without float drift', () => {
    expect(toCents(0.1)).toBe(10);
    expect(toCents(1.005 * 1)).toBe(100);
    expect(toCents(38400)).toBe(3_840_000);
    expect(sumCents([toCents(0.1), toCents(0.2)])).toBe(30);
  });

  it('should take a percentage exactly, rounding half a cent away from zero', () => {
    expect(percentOfCents(12_345, 12.5)).toBe(1543); // 1543.125
    expect(percentOfCents(5, 50)).toBe(3); // 2.5
    expect(percentOfCents(-5, 50)).toBe(-3);
    expect(percentOfCents(100_000, 20)).toBe(20_000);
    expect(percentOfCents(1, 0.01)).toBe(0);
    // 9,999,999,999,999 x 3,333 / 10,000 = 3,332,999,999,999.6667: past 2^53 in floats
    expect(percentOfCents(9_999_999_999_999, 33.33)).toBe(3_333_000_000_000);
  });

  it('should print cents as an exact decimal string', () => {
    expect(centsToDecimal(123_456)).toBe('1234.56');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });

  it('should format money for summaries with thousands separators', () => {
    expect(formatMoney(3_840_000, 'EUR')).toBe('38,400 EUR');
    expect(formatMoney(3_840_050, 'USD')).toBe('38,400.50 USD');
    expect(formatCents(-123_456_789)).toBe('-1,234,567.89');
  });
});
