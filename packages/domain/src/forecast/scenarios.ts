import type { Budget } from '../tables.js';
import type { ForecastData, ScenarioName } from './assumptions.js';
import { SCENARIO_NAMES } from './assumptions.js';
import { forecastCurrency } from './budget-lines.js';
import type { ForecastMilestones } from './milestones.js';
import { milestones } from './milestones.js';
import { quarters, years } from './periods.js';
import type { ForecastPeriod, ForecastProjection } from './project.js';
import { projectMonths } from './project.js';

export interface ScenarioForecast extends ForecastProjection, ForecastMilestones {
  quarters: ForecastPeriod[];
  years: ForecastPeriod[];
}

export interface Forecast {
  currency: string;
  firstMonth: string;
  scenarios: Record<ScenarioName, ScenarioForecast>;
}

export function forecastScenario(data: ForecastData, scenario: ScenarioName): ScenarioForecast {
  const projection = projectMonths(data, data.scenarios[scenario]);
  return {
    ...projection,
    quarters: quarters(projection.months),
    years: years(projection.months),
    ...milestones(projection.months),
  };
}

/**
 * The whole projection of a board: three scenarios of 36 months, in the budget's currency. The one
 * public entry for the forecast screen, the API, the plan page and the exports.
 */
export function computeForecast(data: ForecastData, budget: Budget | null): Forecast {
  const scenarios = Object.fromEntries(
    SCENARIO_NAMES.map((name) => [name, forecastScenario(data, name)]),
  ) as Record<ScenarioName, ScenarioForecast>;
  return { currency: forecastCurrency(budget), firstMonth: data.firstMonth, scenarios };
}
