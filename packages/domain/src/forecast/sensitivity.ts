import type { ForecastData, ScenarioMultipliers } from './assumptions.js';
import type { Cents } from './money.js';
import { forecastScenario } from './scenarios.js';

/** The changes a lender tries on the base case, one at a time. */
export const SENSITIVITY_CASES = [
  { id: 'base', label: 'Base case', change: {} },
  { id: 'price', label: 'Price -10%', change: { price: 0.9 } },
  { id: 'volume', label: 'Volume -20%', change: { volume: 0.8 } },
  { id: 'costs', label: 'Costs +10%', change: { costs: 1.1 } },
] as const satisfies readonly {
  id: string;
  label: string;
  change: Partial<Record<keyof ScenarioMultipliers, number>>;
}[];
export type SensitivityCaseId = (typeof SENSITIVITY_CASES)[number]['id'];

export interface SensitivityRow {
  id: SensitivityCaseId;
  label: string;
  netProfitYear1: Cents;
  netProfitYear2: Cents;
  lowestCash: Cents;
  lowestCashMonth: number;
  /** Sustained break-even (1..36), null when none within the forecast. */
  breakEvenMonth: number | null;
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The assumptions with the base scenario's multipliers changed by `change` (each multiplied, so a
 * base price multiplier of 1 becomes 0.9 for "price -10%"): a real forecast of that case.
 */
export function withBaseChange(
  data: ForecastData,
  change: Partial<Record<keyof ScenarioMultipliers, number>>,
): ForecastData {
  const base = data.scenarios.base;
  const changed: ScenarioMultipliers = {
    volume: base.volume * (change.volume ?? 1),
    growth: base.growth * (change.growth ?? 1),
    price: twoDecimals(base.price * (change.price ?? 1)),
    costs: twoDecimals(base.costs * (change.costs ?? 1)),
  };
  return { ...data, scenarios: { ...data.scenarios, base: changed } };
}

/**
 * The sensitivity table: the base case, then price -10%, volume -20% and costs +10% (cost lines and
 * pay, as the scenario multipliers apply them), each applied alone to the base scenario and run
 * through the forecast (the base scenario of `computeForecast`), so every row is a forecast of its own: net profit in years 1 and 2, the
 * lowest cash and its month, and the sustained break-even.
 */
export function sensitivity(data: ForecastData): SensitivityRow[] {
  return SENSITIVITY_CASES.map((c) => {
    const base = forecastScenario(withBaseChange(data, c.change), 'base');
    return {
      id: c.id,
      label: c.label,
      netProfitYear1: base.years[0]?.netProfit ?? 0,
      netProfitYear2: base.years[1]?.netProfit ?? 0,
      lowestCash: base.fundingNeed.lowestCash,
      lowestCashMonth: base.fundingNeed.lowestCashMonth,
      breakEvenMonth: base.breakEvenMonth,
    };
  });
}
