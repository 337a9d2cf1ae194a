import type { ForecastData, ForecastStream } from './assumptions.js';
import { neutralFinancials } from './upgrade.js';

/** Assumptions for tests: one stream, no costs, base multipliers; override what a test needs. */
export function assumptions(overrides: Partial<ForecastData> = {}): ForecastData {
  return {
    startingCash: 0,
    firstMonth: '2027-01',
    streams: [stream()],
    costOfSalesPercent: 0,
    costs: [],
    hires: [],
    taxRatePercent: 0,
    ...neutralFinancials(),
    scenarios: {
      conservative: { volume: 0.75, growth: 0.5, price: 1, costs: 1 },
      base: { volume: 1, growth: 1, price: 1, costs: 1 },
      ambitious: { volume: 1.25, growth: 1.5, price: 1, costs: 1 },
    },
    ...overrides,
  };
}

/** A one-off stream at 10.00 selling 100 a month, with the fields a test sets. */
export function stream(overrides: Partial<ForecastStream> = {}): ForecastStream {
  return {
    name: 'Sales',
    pricingModel: 'one-off',
    price: 10,
    volume: 100,
    growthPercent: 0,
    churnPercent: 0,
    capacity: null,
    ...overrides,
  };
}

/** Assumptions whose only cost is a monthly line of `monthly` from month 1 and no revenue. */
export function costsOnly(startingCash: number, monthly: number): ForecastData {
  return assumptions({
    startingCash,
    streams: [stream({ name: 'S', price: 0, volume: 0 })],
    costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly, startMonth: 1 }],
  });
}

/**
 * 500 of starting cash; 1,000 of revenue a month; month 1 also pays a 1,500 fit-out, every month
 * 500 of rent: operating profit -1,000, then +500 a month.
 */
export function lossThenProfit(taxRatePercent: number): ForecastData {
  return assumptions({
    startingCash: 500,
    streams: [stream({ price: 100, volume: 10 })],
    costs: [{ name: 'Fit-out', category: 'Premises', oneOff: 1500, monthly: 500, startMonth: 1 }],
    taxRatePercent,
  });
}
