import type { ForecastData } from './assumptions.js';
import { withCostKinds } from './cost-kind.js';

/** Assumptions as stored before the funding and taxes assumptions: no funding, assets, working capital, VAT or capacity. */
interface ForecastDataV1 {
  streams: Record<string, unknown>[];
  scenarios: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The funding and taxes assumptions at values that change nothing: no funding or assets, paid on the day, no VAT. */
export function neutralFinancials() {
  return {
    equity: [],
    loans: [],
    grants: [],
    assets: [],
    receivableDays: 0,
    payableDays: 0,
    salesTaxPercent: 0,
    payrollChargesPercent: 0,
  } satisfies Partial<ForecastData>;
}

/**
 * Assumptions written before the funding and taxes assumptions, in the current shape. The new fields take the values that
 * leave the old projection as it was: no funding lines or assets, paid on the day, no VAT or payroll
 * charges, no capacity, price and costs multipliers of 1. Anything already there is kept.
 */
export function upgradeForecastData(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return stored;
  return withCostKinds(upgradeFinancials(stored));
}

function upgradeFinancials(stored: object): unknown {
  const old = stored as ForecastDataV1;
  const streams = Array.isArray(old.streams)
    ? old.streams.map((s) => (s && typeof s === 'object' ? { capacity: null, ...s } : s))
    : old.streams;
  const scenarios =
    old.scenarios && typeof old.scenarios === 'object'
      ? Object.fromEntries(
          Object.entries(old.scenarios).map(([name, m]) => [
            name,
            m && typeof m === 'object' ? { price: 1, costs: 1, ...m } : m,
          ]),
        )
      : old.scenarios;
  return {
    ...neutralFinancials(),
    ...old,
    streams,
    scenarios,
  } satisfies Partial<Record<keyof ForecastData, unknown>>;
}
