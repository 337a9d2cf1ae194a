import type { ForecastResponse } from '@planner/domain';
import { boardForecastOutcome, toForecastResponse } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from './board-access.js';

/** A readable board's 36-month projection, three scenarios, amounts in cents. */
export async function getForecast(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
): Promise<ForecastResponse> {
  const { board } = await findBoardFor(deps, id, user, 'read');
  const outcome = boardForecastOutcome(board);
  if (!outcome) {
    throw new AppError(
      'failed-precondition',
      'Fill in the forecast assumptions first: the projection is computed from them.',
    );
  }
  if (outcome.problem) throw new AppError('failed-precondition', outcome.problem.reason);
  return toForecastResponse(outcome.forecast);
}
