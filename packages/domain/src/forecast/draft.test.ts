import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { FORECAST_DRAFT_COLUMNS, ForecastCompletionSchema, forecastFromCompletion } from './draft.js';
import { assumptions } from './test-data.js';

const TABLE = {
  columns: [...FORECAST_DRAFT_COLUMNS],
  rows: [
    ['Meal plan', 'subscription', 24.999, 15, 8, 4],
    ['Workshops', 'one-off', 60, 5, 5, 9],
  ],
};

describe('ForecastCompletionSchema', () => {
  it('should accept the six columns in order and refuse other tables', () => {
    expect(ForecastCompletionSchema.safeParse(TABLE).success).toBe(true);
    expect(
      ForecastCompletionSchema.safeParse({ ...TABLE, columns: [...FORECAST_DRAFT_COLUMNS].reverse() })
        .success,
    ).toBe(false);
    expect(
      ForecastCompletionSchema.safeParse({ ...TABLE, rows: [['X', 'barter', 1, 1, 1, 0]] }).success,
    ).toBe(false);
    expect(
      ForecastCompletionSchema.safeParse({ ...TABLE, rows: [['X', 'usage', -1, 1, 1, 0]] }).success,
    ).toBe(false);
  });
});

describe('forecastFromCompletion', () => {
  it('should replace only the streams of saved assumptions, rounding to cents and dropping churn off subscriptions', () => {
    const saved = assumptions({ costOfSalesPercent: 30 });
    const board = { ...emptyBoardData(), forecastData: saved };
    const data = forecastFromCompletion(ForecastCompletionSchema.parse(TABLE), board, new Date('2027-05-01'));
    expect({ ...data, streams: [] }).toEqual({ ...saved, streams: [] });
    expect(data.streams).toEqual([
      {
        name: 'Meal plan',
        pricingModel: 'subscription',
        price: 25,
        volume: 15,
        growthPercent: 8,
        churnPercent: 4,
        capacity: null,
      },
      {
        name: 'Workshops',
        pricingModel: 'one-off',
        price: 60,
        volume: 5,
        growthPercent: 5,
        churnPercent: 0,
        capacity: null,
      },
    ]);
  });

  it('should start a first forecast from the budget when nothing is saved', () => {
    const board = emptyBoardData();
    board.budgetingData.budget = { Item: ['Rent'], 'Monthly (EUR)': [900] };
    const data = forecastFromCompletion(ForecastCompletionSchema.parse(TABLE), board, new Date('2027-05-01'));
    expect(data.firstMonth).toBe('2027-06');
    expect(data.costs).toEqual([{ name: 'Rent', category: 'Other', oneOff: 0, monthly: 900, startMonth: 1 }]);
  });
});
