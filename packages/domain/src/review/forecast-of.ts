import type { BoardData } from '../board.js';
import { boardForecastOutcome } from '../forecast/representable.js';
import type { Forecast } from '../forecast/scenarios.js';

type BoardForecast = { forecast: Forecast; firstMonth: string } | null;

/** The board's forecast (all three scenarios) for the checks, or null without one that can be computed. */
export function boardForecast(board: BoardData): BoardForecast {
  const forecast = boardForecastOutcome(board)?.forecast;
  return forecast && board.forecastData ? { forecast, firstMonth: board.forecastData.firstMonth } : null;
}
