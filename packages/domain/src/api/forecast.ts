import { z } from 'zod';

import type { ScenarioName } from '../forecast/assumptions.js';
import type { ForecastPeriod } from '../forecast/project.js';
import type { Forecast, ScenarioForecast } from '../forecast/scenarios.js';

/** Amounts are integers in cents (hundredths of the currency unit): 123456 = 1,234.56. */
const Cents = z.number().int();

const MonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  revenue: Cents,
  costOfSales: Cents,
  operatingCosts: Cents,
  tax: Cents,
  profit: Cents,
  cash: Cents,
});

const YearSchema = z.object({
  year: z.number().int().min(1).max(3),
  revenue: Cents,
  costOfSales: Cents,
  operatingCosts: Cents,
  tax: Cents,
  profit: Cents,
});

export const ScenarioResponseSchema = z.object({
  months: z.array(MonthSchema),
  years: z.array(YearSchema),
  breakEvenMonth: z.number().int().nullable(),
  runwayMonths: z.number().int().nullable(),
  cashNeeded: Cents,
});

/** GET /api/boards/:id/forecast. `profit` is net profit: revenue - costOfSales - operatingCosts - tax. */
export const ForecastResponseSchema = z.object({
  currency: z.string(),
  scenarios: z.object({
    conservative: ScenarioResponseSchema,
    base: ScenarioResponseSchema,
    ambitious: ScenarioResponseSchema,
  }),
});
export type ForecastResponse = z.infer<typeof ForecastResponseSchema>;

function amounts(p: ForecastPeriod) {
  return {
    revenue: p.revenue,
    costOfSales: p.costOfSales,
    operatingCosts: p.operatingCosts,
    tax: p.tax,
    profit: p.netProfit,
  };
}

function scenarioResponse(s: ScenarioForecast): z.infer<typeof ScenarioResponseSchema> {
  return {
    months: s.months.map((m) => ({ month: m.label, ...amounts(m), cash: m.cash })),
    years: s.years.map((y, i) => ({ year: i + 1, ...amounts(y) })),
    breakEvenMonth: s.breakEvenMonth,
    runwayMonths: s.runwayMonths,
    cashNeeded: s.cashNeeded,
  };
}

/** The wire shape of a computed forecast. */
export function toForecastResponse(forecast: Forecast): ForecastResponse {
  const { conservative, base, ambitious } = forecast.scenarios;
  return {
    currency: forecast.currency,
    scenarios: {
      conservative: scenarioResponse(conservative),
      base: scenarioResponse(base),
      ambitious: scenarioResponse(ambitious),
    } satisfies Record<ScenarioName, unknown>,
  };
}
