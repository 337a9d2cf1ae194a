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

describe('defaultForecastData on confirmed facts', () => {
  const model = {
    keyPartners: '',
    refinedKeyPartners: '',
    revenueStreams: '',
    refinedRevenueStreams:
      '- Repair fee per item: 25 EUR; members pay 17.50 EUR\n- Annual membership: for regulars',
    revenueStreamMatrix: null,
    SMARTGoals: '',
    refinedSMARTGoals: '',
  };
  const facts = {
    offer: 'repairs',
    user: 'households',
    payer: '',
    place: 'Ghent',
    team: '',
    prices: [
      { name: 'Repair', amount: 2500, currency: 'EUR', unit: 'item', model: 'one-off' },
      { name: 'Annual membership', amount: 6000, currency: 'EUR', unit: 'year', model: 'subscription' },
    ],
  } as const;
  const today = new Date('2026-11-28T12:00:00Z');

  it('should price each named stream by its confirmed fact: repairs one-off at 25, the membership 5 a month', () => {
    const data = defaultForecastData(
      {
        businessModelData: model,
        budgetingData: { budget: null },
        ideaData: { facts: { ...facts, prices: [...facts.prices] } },
      },
      today,
    );
    expect(data.streams.map((s) => [s.name, s.pricingModel, s.price, s.churnPercent])).toEqual([
      ['Repair fee per item', 'one-off', 25, 0],
      ['Annual membership', 'subscription', 5, 3],
    ]);
  });

  it('should make one stream per confirmed price when the founder named none, never a default 50', () => {
    const data = defaultForecastData(
      {
        businessModelData: { ...model, refinedRevenueStreams: '' },
        budgetingData: { budget: null },
        ideaData: { facts: { ...facts, prices: [...facts.prices] } },
      },
      today,
    );
    expect(data.streams.map((s) => [s.name, s.pricingModel, s.price])).toEqual([
      ['Repair', 'one-off', 25],
      ['Annual membership', 'subscription', 5],
    ]);
  });
});
