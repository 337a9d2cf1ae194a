import type { ForecastResponse } from '@planner/domain';
import { computeForecast, ForecastOverflowError, toForecastResponse } from '@planner/domain';

import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findBoard } from './board-repository.js';
import { boardNotFound } from './get-board.js';

/** The owner's board's 36-month projection, three scenarios, amounts in cents. */
export async function getForecast(db: Database, id: string, ownerId: string): Promise<ForecastResponse> {
  // The one ownership check of this route: switch it to the shared board-access rule when it exists.
  const board = await findBoard(db, id, ownerId);
  if (!board) throw boardNotFound(id);
  if (!board.forecastData) {
    throw new AppError(
      'failed-precondition',
      'Fill in the forecast assumptions first: the projection is computed from them.',
    );
  }
  try {
    return toForecastResponse(computeForecast(board.forecastData, board.budgetingData.budget));
  } catch (error) {
    if (error instanceof ForecastOverflowError) throw new AppError('failed-precondition', error.message);
    throw error;
  }
}
