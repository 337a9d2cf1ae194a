import { describe, expect, it } from 'vitest';

import { budgetFromCompletion, budgetNumber, budgetToRows, budgetTotals } from './budget.js';
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
