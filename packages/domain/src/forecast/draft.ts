import { z } from 'zod';

import type { BudgetingData, BusinessModelData } from '../board.js';
import type { ForecastData } from './assumptions.js';
import {
  GROWTH_MAX,
  GROWTH_MIN,
  MAX_AMOUNT,
  MAX_STREAMS,
  MAX_VOLUME,
  NAME_MAX,
  PricingModelSchema,
} from './assumptions.js';
import { defaultForecastData, writtenPrices } from './defaults.js';

/** The columns of prompt version 5.2.1's answer, in this order. */
export const FORECAST_DRAFT_COLUMNS = [
  'Revenue stream',
  'Pricing model',
  'Price',
  'Volume in the first month',
  'Monthly growth %',
  'Monthly churn %',
] as const;

const Row = z.tuple([
  z.string().trim().min(1).max(NAME_MAX),
  PricingModelSchema,
  z.number().min(0).max(MAX_AMOUNT),
  z.number().min(0).max(MAX_VOLUME),
  z.number().min(GROWTH_MIN).max(GROWTH_MAX),
  z.number().min(0).max(100),
]);

/** What the AI answers for "Draft assumptions" (5.2.1): one row per revenue stream. */
export const ForecastCompletionSchema = z
  .object({
    columns: z
      .array(z.string())
      .refine(
        (c) =>
          c.length === FORECAST_DRAFT_COLUMNS.length && c.every((n, i) => n === FORECAST_DRAFT_COLUMNS[i]),
        {
          message: `The columns must be ${FORECAST_DRAFT_COLUMNS.join(', ')}`,
        },
      ),
    rows: z.array(Row).min(1).max(MAX_STREAMS),
  })
  .strict();
export type ForecastCompletion = z.infer<typeof ForecastCompletionSchema>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The drafted streams put into the board's assumptions: the saved ones when there are (costs,
 * hires and rates the founder set are kept), else a first forecast from the budget. A price the
 * founder wrote for a stream (the revenue stream matrix or the refined revenue streams)
 * is used as written, whatever the draft says.
 */
export function forecastFromCompletion(
  completion: ForecastCompletion,
  board: {
    businessModelData: BusinessModelData;
    budgetingData: BudgetingData;
    forecastData: ForecastData | null;
  },
  today: Date,
): ForecastData {
  const base = board.forecastData ?? defaultForecastData(board, today);
  const written = writtenPrices(board.businessModelData);
  return {
    ...base,
    streams: completion.rows.map(([name, pricingModel, price, volume, growth, churn]) => ({
      name,
      pricingModel,
      price: written.get(name.trim().toLowerCase()) ?? round2(price),
      volume: round2(volume),
      growthPercent: round2(growth),
      churnPercent: pricingModel === 'subscription' ? round2(churn) : 0,
      capacity: null,
    })),
  };
}
