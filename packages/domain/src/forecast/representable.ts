import type { Budget } from '../tables.js';
import type { ForecastData } from './assumptions.js';
import { FIRST_MONTH_RANGE_MESSAGE, isFirstMonthInRange } from './months.js';
import { ForecastOverflowError } from './project.js';
import type { Forecast } from './scenarios.js';
import { computeForecast } from './scenarios.js';

/** Why a projection cannot be represented, and the assumption (a path in `ForecastData`) to change. */
export interface ForecastProblem {
  field: string;
  reason: string;
  /** The first month (1..36) past the largest amount the forecast keeps exact. */
  month: number;
}

export type ForecastOutcome =
  { forecast: Forecast; problem: null } | { forecast: null; problem: ForecastProblem };

/** The first stream whose growth alone overflows; the streams together when none does alone. */
function overflowingField(data: ForecastData, budget: Budget | null): string {
  for (const [index, stream] of data.streams.entries()) {
    const alone = forecastOutcome({ ...data, streams: [stream] }, budget, () => 'streams');
    if (alone.problem) {
      // Too much from the first month on: the volume (or price); later: the growth.
      return `streams.${index}.${alone.problem.month === 1 ? 'volume' : 'growthPercent'}`;
    }
  }
  return 'streams';
}

/**
 * The projection when its figures can be kept exact; otherwise the problem, with the assumption to
 * change: a first month outside the range, or figures past the largest amount. The assumptions PATCH
 * refuses such values, and a plan (or export) says why instead.
 */
export function forecastOutcome(
  data: ForecastData,
  budget: Budget | null,
  fieldOf: (data: ForecastData, budget: Budget | null) => string = overflowingField,
): ForecastOutcome {
  if (!isFirstMonthInRange(data.firstMonth)) {
    return { forecast: null, problem: { field: 'firstMonth', reason: FIRST_MONTH_RANGE_MESSAGE, month: 1 } };
  }
  try {
    return { forecast: computeForecast(data, budget), problem: null };
  } catch (error) {
    if (!(error instanceof ForecastOverflowError)) throw error;
    const problem = { field: fieldOf(data, budget), reason: error.message, month: error.month };
    return { forecast: null, problem };
  }
}

/** What the forecast reads from a board: its assumptions (null until saved) and its budget. */
export interface ForecastBoard {
  forecastData: ForecastData | null;
  budgetingData: { budget: Budget | null };
}

/**
 * One outcome per assumptions object and budget: a review's checks, and a plan's sections, read the
 * same one. A board read from the database is a new object each time, so a later read recomputes.
 */
const outcomes = new WeakMap<object, { budget: unknown; outcome: ForecastOutcome }>();

/**
 * The one decision whether a board's forecast can be computed: null while it has no assumptions,
 * else {@link forecastOutcome} of its assumptions and budget. Every caller (the API, the exports, the
 * plan, the review, the screens) reads this, never `computeForecast` in its own try/catch.
 */
export function boardForecastOutcome(board: ForecastBoard): ForecastOutcome | null {
  const data = board.forecastData;
  if (!data) return null;
  const budget = board.budgetingData.budget;
  const cached = outcomes.get(data);
  if (cached && cached.budget === budget) return cached.outcome;
  const outcome = forecastOutcome(data, budget);
  outcomes.set(data, { budget, outcome });
  return outcome;
}

/** What a plan shows in place of a forecast that cannot be computed. */
export function forecastProblemSentence(problem: ForecastProblem): string {
  return `This forecast cannot be computed: ${problem.reason}`;
}
