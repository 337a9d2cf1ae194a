import { describe, expect, it } from 'vitest';

import {
  budgetCents,
  budgetCurrency,
  budgetFromCompletion,
  budgetNumber,
  budgetNumberColumns,
  budgetToRows,
  budgetTotals,
  marketLocale,
  recomputeBudget,
} from './budget.js';
import { BudgetCompletionSchema, BudgetSchema } from './tables.js';

const COMPLETION = {
  columns: ['Category', 'Item', 'Monthly cost', 'Notes'],
  rows: [
    ['Premises', 'Rent', 1200, 'Small shop'],
    ['Marketing', 'Flyers', '$300.50', 'Print'],
    ['Staff', 'Barista', '2,000', ''],
  ],
};

describe('budgetFromCompletion', () => {
  it('should map each column name to its values, keeping column and row order', () => {
    const budget = budgetFromCompletion(COMPLETION);
    expect(Object.keys(budget)).toEqual(['Category', 'Item', 'Monthly cost', 'Notes']);
    expect(budget).toEqual({
      Category: ['Premises', 'Marketing', 'Staff'],
      Item: ['Rent', 'Flyers', 'Barista'],
      'Monthly cost': [1200, '$300.50', '2,000'],
      Notes: ['Small shop', 'Print', ''],
    });
    expect(BudgetSchema.safeParse(budget).success).toBe(true);
  });

  it('should fill short rows with empty cells', () => {
    expect(budgetFromCompletion({ columns: ['A', 'B'], rows: [['x']] })).toEqual({ A: ['x'], B: [''] });
  });
});

describe('budgetToRows', () => {
  it('should turn the stored budget back into the columns and rows it came from', () => {
    expect(budgetToRows(budgetFromCompletion(COMPLETION))).toEqual(COMPLETION);
  });

  it('should pad shorter columns and handle an empty budget', () => {
    expect(budgetToRows({ A: ['1', '2'], B: ['x'] })).toEqual({
      columns: ['A', 'B'],
      rows: [
        ['1', 'x'],
        ['2', ''],
      ],
    });
    expect(budgetToRows({})).toEqual({ columns: [], rows: [] });
  });
});

describe('budgetNumber', () => {
  it.each([
    [1200, 1200],
    [-5.5, -5.5],
    ['1200', 1200],
    ['$1,200.50', 1200.5],
    ['€ 300', 300],
    ['£1,000', 1000],
    ['-250', -250],
    [' 42 ', 42],
  ])('should read %j as %s', (value, expected) => {
    expect(budgetNumber(value)).toBe(expected);
  });

  it.each([
    ['Rent'],
    [''],
    ['12 per month'],
    ['1.2.3'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [undefined],
  ])('should not read %j as a number', (value) => {
    expect(budgetNumber(value)).toBeNull();
  });
});

describe('budgetTotals', () => {
  it('should neither total nor count as an amount the Start month column', () => {
    const budget = { Item: ['Rent', 'Assistant'], 'Monthly (EUR)': [650, 900], 'Start month': [1, 7] };
    expect(budgetTotals(budget)).toEqual({ 'Monthly (EUR)': 1550 });
    expect(budgetNumberColumns(budget)).toEqual(['Monthly (EUR)']);
  });

  it('should total the money columns and ignore text columns', () => {
    expect(budgetTotals(budgetFromCompletion(COMPLETION))).toEqual({ 'Monthly cost': 3500.5 });
  });

  it('should count empty cells as 0 and skip columns that are empty or mixed', () => {
    expect(
      budgetTotals({
        Cost: ['10.10', '', 20.2],
        Empty: ['', ''],
        Mixed: ['10', 'ten', '5'],
        Count: [1, 2, 3],
      }),
    ).toEqual({ Cost: 30.3, Count: 6 });
  });
});

describe('budgetCents', () => {
  it.each([
    ['1.200,50', 120050],
    ['1 200', 120000],
    ['1\u202f200,5', 120050],
    ['1.234.567', 123456700],
    ['6000', 600000],
    ['0,05', 5],
    ['€ 300', 30000],
    ['300 EUR', 30000],
    ['-1.000', -100000],
    [6000, 600000],
    [0.1, 10],
  ] as const)('should read %j stored in a EUR market as %s cents', (value, cents) => {
    expect(budgetCents(value, marketLocale('EUR'))).toBe(cents);
  });

  it.each([
    ['1,200.50', 120050],
    ['1 200', 120000],
    ['$1,200.50', 120050],
    ['1200.5', 120050],
  ] as const)('should read %j stored in a USD market as %s cents', (value, cents) => {
    expect(budgetCents(value, marketLocale('USD'))).toBe(cents);
  });

  it.each([
    ['abc', 'EUR'],
    ['1.200,505', 'EUR'],
    ['1.200 300', 'EUR'],
    ['12 per month', 'USD'],
    ['', 'USD'],
  ] as const)('should refuse %j stored in a %s market', (value, currency) => {
    expect(budgetCents(value, marketLocale(currency))).toBeNull();
  });

  // The other common form is read too when it is unambiguous.
  it.each([
    ['1,200.50', 'EUR', 120050],
    ['1.20', 'EUR', 120],
    ['1.200,50', 'USD', 120050],
    ['1,20', 'USD', 120],
  ] as const)('should read %j stored in a %s market the other common way', (value, currency, cents) => {
    expect(budgetCents(value, marketLocale(currency))).toBe(cents);
  });
});

describe('budgetCurrency / marketLocale', () => {
  it('should read the currency from a money column and the market way of writing its amounts', () => {
    expect(budgetCurrency({ Item: ['x'], 'One-off (EUR)': [1] })).toBe('EUR');
    expect(budgetCurrency({ Item: ['x'] })).toBeNull();
    expect(marketLocale('EUR')).toBe('de-DE');
    expect(marketLocale('USD')).toBe('en-US');
    expect(marketLocale(null)).toBe('en-US');
  });
});

describe('recomputeBudget', () => {
  const budget = {
    Item: ['Roaster', 'Ads'],
    'One-off (EUR)': [6000, '1.200,50'],
    'Monthly (EUR)': [0, 300],
    'First 12 months (EUR)': [15000, 0],
    Notes: ['', ''],
  };

  it('should make First 12 months = One-off + 12 x Monthly, exactly', () => {
    const next = recomputeBudget(budget);
    expect(next['First 12 months (EUR)']).toEqual([6000, 4800.5]);
    expect(budgetTotals(next)['First 12 months (EUR)']).toBe(10800.5);
    expect(budgetTotals(next)['One-off (EUR)']).toBe(7200.5);
    expect(budget['First 12 months (EUR)']).toEqual([15000, 0]);
  });

  it('should leave a row with an unreadable amount and a budget without the three columns alone', () => {
    expect(recomputeBudget({ ...budget, 'Monthly (EUR)': ['abc', 1] })['First 12 months (EUR)']).toEqual([
      15000,
      1200.5 + 12,
    ]);
    const other = { Item: ['x'], Cost: [1] };
    expect(recomputeBudget(other)).toBe(other);
  });

  it('should count the money columns and all-amount columns as number columns', () => {
    expect(budgetNumberColumns(budget)).toEqual(['One-off (EUR)', 'Monthly (EUR)', 'First 12 months (EUR)']);
    expect(budgetNumberColumns({ Item: ['x'], Cost: ['1.200,50'], 'Staff (EUR)': [''] })).toEqual(['Cost']);
  });
});

describe('BudgetCompletionSchema / BudgetSchema', () => {
  it('should accept the AI answer and reject ragged rows or repeated columns', () => {
    expect(BudgetCompletionSchema.safeParse(COMPLETION).success).toBe(true);
    expect(
      BudgetCompletionSchema.safeParse({ columns: ['A', 'B'], rows: [['x']] }).error?.issues[0]?.message,
    ).toBe('Every row needs one value per column');
    expect(
      BudgetCompletionSchema.safeParse({ columns: ['A', 'a'], rows: [['x', 'y']] }).error?.issues[0]?.message,
    ).toBe('Column names must be unique');
    expect(BudgetCompletionSchema.safeParse({ columns: ['A'], rows: [] }).success).toBe(false);
  });

  it('should reject a stored budget with uneven columns or no columns', () => {
    expect(BudgetSchema.safeParse({ A: ['1'], B: ['1', '2'] }).error?.issues[0]?.message).toBe(
      'Every budget column needs the same number of values',
    );
    expect(BudgetSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'A budget needs between 1 and 12 columns',
    );
    expect(BudgetSchema.safeParse({ A: [true] }).success).toBe(false);
  });
});
