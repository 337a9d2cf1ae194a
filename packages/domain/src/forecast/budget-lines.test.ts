import { describe, expect, it } from 'vitest';

import { costsFromBudget, forecastCurrency } from './budget-lines.js';

const DRAFTED = {
  Category: ['Premises', 'Marketing', 'Reserve'],
  Item: ['Kitchen rent', 'Flyers', 'Contingency'],
  'One-off (GBP)': [1200, 300.5, 500],
  'Monthly (GBP)': [800, 0, 0],
  'First 12 months (GBP)': [10800, 300.5, 500],
  Notes: ['', '', ''],
};

describe('forecastCurrency', () => {
  it('should read the ISO code of a column name', () => {
    expect(forecastCurrency(DRAFTED)).toBe('GBP');
  });

  it('should fall back to a currency symbol in a cell, then to EUR', () => {
    expect(forecastCurrency({ Item: ['Rent'], Cost: ['$1,200'] })).toBe('USD');
    expect(forecastCurrency({ Item: ['Rent'], Cost: [1200] })).toBe('EUR');
    expect(forecastCurrency(null)).toBe('EUR');
  });
});

describe('costsFromBudget', () => {
  it('should read a Cost column as the one-off beside the Monthly column the forecast adds', () => {
    const budget = {
      Item: ['Rent', 'Oven'],
      Cost: [4200.5, '1,300.25'],
      'Monthly (EUR)': [500, ''],
      Notes: ['', 'used'],
    };
    expect(costsFromBudget(budget).map((c) => [c.name, c.oneOff, c.monthly])).toEqual([
      ['Rent', 4200.5, 500],
      ['Oven', 1300.25, 0],
    ]);
  });

  it('should turn each budget line into a cost from month 1, one-off and monthly read by column name', () => {
    expect(costsFromBudget(DRAFTED)).toEqual([
      {
        name: 'Kitchen rent',
        category: 'Premises',
        oneOff: 1200,
        monthly: 800,
        startMonth: 1,
        kind: 'expense',
      },
      { name: 'Flyers', category: 'Marketing', oneOff: 300.5, monthly: 0, startMonth: 1, kind: 'expense' },
      { name: 'Contingency', category: 'Reserve', oneOff: 500, monthly: 0, startMonth: 1, kind: 'expense' },
    ]);
  });

  it('should read a budget the founder wrote by hand: text amounts, no one-off column, a line without an amount costing nothing', () => {
    expect(
      costsFromBudget({ Item: ['Rent', 'Nothing yet', ''], 'Cost per month': ['€1,250.00', '', ''] }),
    ).toEqual([
      { name: 'Rent', category: 'Other', oneOff: 0, monthly: 1250, startMonth: 1, kind: 'expense' },
      { name: 'Nothing yet', category: 'Other', oneOff: 0, monthly: 0, startMonth: 1, kind: 'expense' },
    ]);
    expect(costsFromBudget({ Item: ['Laptop'], Cost: ['900'] })).toEqual([
      { name: 'Laptop', category: 'Other', oneOff: 900, monthly: 0, startMonth: 1, kind: 'expense' },
    ]);
    expect(costsFromBudget(null)).toEqual([]);
  });
});
