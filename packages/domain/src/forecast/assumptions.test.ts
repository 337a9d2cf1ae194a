import { describe, expect, it } from 'vitest';

import { ForecastDataSchema } from './assumptions.js';
import { assumptions } from './test-data.js';

function messages(value: unknown): string[] {
  const result = ForecastDataSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const stream = assumptions().streams[0]!;

describe('ForecastDataSchema', () => {
  it('should accept complete assumptions', () => {
    expect(messages(assumptions())).toEqual([]);
  });

  it('should explain each bad value in words a founder understands', () => {
    expect(messages(assumptions({ streams: [{ ...stream, price: -1 }] }))).toEqual([
      'The price cannot be negative',
    ]);
    expect(messages(assumptions({ streams: [{ ...stream, churnPercent: 101 }] }))).toEqual([
      'Churn must be between 0 % and 100 %',
    ]);
    expect(messages(assumptions({ streams: [{ ...stream, growthPercent: 150 }] }))).toEqual([
      'Monthly growth must be between -50 % and 100 %',
    ]);
    expect(messages(assumptions({ streams: [{ ...stream, volume: -3 }] }))).toEqual([
      'Volume cannot be negative',
    ]);
    expect(messages(assumptions({ streams: [{ ...stream, price: 1.234 }] }))).toEqual([
      'The price can have at most two decimals',
    ]);
    expect(messages(assumptions({ streams: [] }))).toEqual(['Add at least one revenue stream']);
    expect(messages(assumptions({ streams: [{ ...stream, name: '  ' }] }))).toEqual([
      'Name the revenue stream',
    ]);
    expect(messages(assumptions({ startingCash: -5 }))).toEqual(['The starting cash cannot be negative']);
    expect(messages(assumptions({ firstMonth: '2027-13' }))).toEqual([
      'Pick the first month of the forecast',
    ]);
    expect(messages(assumptions({ taxRatePercent: 120 }))).toEqual([
      'The tax rate must be between 0 % and 100 %',
    ]);
    expect(
      messages(
        assumptions({ costs: [{ name: 'Dev', category: 'Team', oneOff: 0, monthly: 100, startMonth: 37 }] }),
      ),
    ).toEqual(['Pick a month from 1 to 36']);
    expect(
      messages(
        assumptions({
          scenarios: { ...assumptions().scenarios, ambitious: { volume: 1, growth: 3, price: 1, costs: 1 } },
        }),
      ),
    ).toEqual(['The growth multiplier must be between 0 and 2']);
  });

  it('should reject unknown fields and pricing models', () => {
    expect(messages({ ...assumptions(), extra: 1 })).toHaveLength(1);
    expect(messages(assumptions({ streams: [{ ...stream, pricingModel: 'barter' as never }] }))).toEqual([
      'Pick how this stream is priced',
    ]);
  });
});
