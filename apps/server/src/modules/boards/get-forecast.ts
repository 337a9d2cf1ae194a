import type { ForecastResponse } from '@planner/domain';
import { computeForecast, ForecastOverflowError, toForecastResponse } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import { findBoard } from './board-repository.js';

/** A readable board's 36-month projection, three scenarios, amounts in cents. */
export async function getForecast(
  { db }: Deps<'db'>,
  id: string,
  user: RequestUser,
): Promise<ForecastResponse> {
  const board = await findBoard(db, id);
  requireBoardAccess(board, user, 'read', id);
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
