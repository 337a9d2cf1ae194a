import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { ForecastDataSchema } from './assumptions.js';
import { defaultForecastData, guessPricingModel, revenueStreamNames } from './defaults.js';

describe('revenueStreamNames', () => {
  it('should name streams after the revenue stream matrix first', () => {
    const model = {
      ...emptyBoardData().businessModelData,
      refinedRevenueStreams: '- Ignored: text',
      revenueStreamMatrix: {
        columns: ['Stream', 'Price'],
        rows: [
          ['Monthly box', '30'],
          ['Gift cards', '25'],
        ],
      },
    };
    expect(revenueStreamNames(model)).toEqual(['Monthly box', 'Gift cards']);
  });

  it('should read the list items of the refined revenue streams otherwise', () => {
    const model = {
      ...emptyBoardData().businessModelData,
      refinedRevenueStreams:
        'We earn from:\n1. **Subscriptions**: monthly plans\n- Setup fee - one time\nThanks',
    };
    expect(revenueStreamNames(model)).toEqual(['Subscriptions', 'Setup fee']);
    expect(revenueStreamNames(emptyBoardData().businessModelData)).toEqual(['Sales']);
  });
});

describe('guessPricingModel', () => {
  it('should guess the pricing model from the stream name', () => {
    expect(guessPricingModel('Monthly box')).toBe('subscription');
    expect(guessPricingModel('Marketplace commission')).toBe('commission');
    expect(guessPricingModel('Bike rental per hour')).toBe('usage');
    expect(guessPricingModel('Cakes')).toBe('one-off');
  });
});

describe('defaultForecastData', () => {
  it('should start next month with the budget lines and no starting cash the founder did not give', () => {
    const board = emptyBoardData();
    board.budgetingData.budget = {
      Category: ['Premises'],
      Item: ['Rent'],
      'One-off (EUR)': [1500],
      'Monthly (EUR)': [1000],
    };
    const data = defaultForecastData(board, new Date('2026-11-22T10:00:00Z'));
    expect(ForecastDataSchema.parse(data)).toEqual(data);
    expect(data.firstMonth).toBe('2026-12');
    // No invented money: the founder says what they bring.
    expect(data.startingCash).toBe(0);
    expect([...data.equity, ...data.loans, ...data.grants]).toEqual([]);
    expect(data.costs).toEqual([
      { name: 'Rent', category: 'Premises', oneOff: 1500, monthly: 1000, startMonth: 1, kind: 'expense' },
    ]);
    expect(data.streams).toEqual([
      {
        name: 'Sales',
        pricingModel: 'one-off',
        price: 50,
        volume: 20,
        growthPercent: 5,
        churnPercent: 0,
        capacity: null,
      },
    ]);
  });
});
