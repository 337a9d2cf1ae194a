import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { writtenPrice, writtenPrices } from './defaults.js';
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
    expect(data.costs).toEqual([
      { name: 'Rent', category: 'Other', oneOff: 0, monthly: 900, startMonth: 1, kind: 'expense' },
    ]);
  });
});

describe('the prices the founder wrote', () => {
  it('should use the prices of the refined revenue streams as written, not the draft’s', () => {
    const board = {
      ...emptyBoardData(),
      businessModelData: {
        ...emptyBoardData().businessModelData,
        refinedRevenueStreams:
          '- Office subscriptions: €290-590 a month per office\n- Bike care plan: €18 per bike a month\n- Repairs on demand',
      },
      forecastData: assumptions(),
    };
    const table = {
      columns: [...FORECAST_DRAFT_COLUMNS],
      rows: [
        ['Office subscriptions', 'subscription', 25, 3, 5, 2],
        ['Bike care plan', 'subscription', 60, 10, 5, 3],
        ['Repairs on demand', 'one-off', 45, 20, 5, 0],
      ],
    };
    const data = forecastFromCompletion(ForecastCompletionSchema.parse(table), board, new Date('2027-05-01'));
    // A range is read at its lower end; a stream with no written price keeps the draft's.
    expect(data.streams.map((s) => s.price)).toEqual([290, 18, 45]);
  });

  it('should read prices in either style and from the revenue stream matrix first', () => {
    expect(writtenPrice('Boxes at 1.200,50 EUR')).toBe(1200.5);
    expect(writtenPrice('$1,200 a month')).toBe(1200);
    expect(writtenPrice('about 30 euros')).toBe(30);
    expect(writtenPrice('no price here')).toBeNull();
    const model = {
      ...emptyBoardData().businessModelData,
      refinedRevenueStreams: '- Monthly box: €35',
      revenueStreamMatrix: { columns: ['Stream', 'Price'], rows: [['Monthly box', '€30']] },
    };
    expect(writtenPrices(model).get('monthly box')).toBe(30);
  });
});
