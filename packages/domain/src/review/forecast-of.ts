import type { BoardData } from '../board.js';
import type { Forecast } from '../forecast/scenarios.js';
import { computeForecast } from '../forecast/scenarios.js';

type BoardForecast = { forecast: Forecast; firstMonth: string } | null;

/**
 * One projection per assumptions object and budget: the forecast checks of one review read the same
 * one. A board read from the database is a new object each time, so a later review recomputes.
 */
const forecasts = new WeakMap<object, { budget: unknown; found: BoardForecast }>();

/** The board's forecast (all three scenarios), or null without assumptions (or past the engine's limits). */
export function boardForecast(board: BoardData): BoardForecast {
  const data = board.forecastData;
  if (!data) return null;
  const cached = forecasts.get(data);
  if (cached && cached.budget === board.budgetingData.budget) return cached.found;
  let found: BoardForecast = null;
  try {
    found = { forecast: computeForecast(data, board.budgetingData.budget), firstMonth: data.firstMonth };
  } catch {
    found = null;
  }
  forecasts.set(data, { budget: board.budgetingData.budget, found });
  return found;
}
