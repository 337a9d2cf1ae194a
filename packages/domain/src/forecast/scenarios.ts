import type { Budget } from '../tables.js';
import type { ForecastData, ScenarioName } from './assumptions.js';
import { SCENARIO_NAMES } from './assumptions.js';
import { forecastCurrency } from './budget-lines.js';
import type { FundingNeed } from './funding.js';
import { fundingNeed } from './funding.js';
import type { MasterCheck } from './master-check.js';
import { masterChecks } from './master-check.js';
import type { ForecastMilestones } from './milestones.js';
import { milestones } from './milestones.js';
import { toCents } from './money.js';
import { quarters, years } from './periods.js';
import type { ForecastPeriod, ForecastProjection } from './project.js';
import { projectMonths } from './project.js';
import type { YearRatios } from './ratios.js';
import { lenderRatios } from './ratios.js';
import { forecastWarnings } from './warnings.js';

export interface ScenarioForecast extends ForecastProjection, ForecastMilestones {
  quarters: ForecastPeriod[];
  years: ForecastPeriod[];
  fundingNeed: FundingNeed;
  /** The master check: false in any check means the model does not balance. */
  checks: MasterCheck[];
  ratios: YearRatios[];
  /** Plain sentences about numbers a lender would question (see `forecastWarnings`). */
  warnings: string[];
}

export interface Forecast {
  currency: string;
  firstMonth: string;
  scenarios: Record<ScenarioName, ScenarioForecast>;
}

export function forecastScenario(data: ForecastData, scenario: ScenarioName): ScenarioForecast {
  const projection = projectMonths(data, data.scenarios[scenario]);
  const yearly = years(projection.months);
  return {
    ...projection,
    quarters: quarters(projection.months),
    years: yearly,
    ...milestones(projection.months),
    fundingNeed: fundingNeed(data, projection.months),
    checks: masterChecks(projection, toCents(data.startingCash)),
    ratios: lenderRatios(projection.loanPrincipalDue, projection.months, yearly),
    warnings: forecastWarnings(data, projection.months, yearly),
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
