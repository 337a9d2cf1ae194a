import type { Budget, BudgetCompletion, BudgetValue, TableData } from './tables.js';

/** Converts the AI's columns + rows into the stored shape: column name -> values. */
export function budgetFromCompletion(completion: BudgetCompletion): Budget {
  const budget: Budget = {};
  completion.columns.forEach((column, index) => {
    budget[column] = completion.rows.map((row) => row[index] ?? '');
  });
  return budget;
}

/** The stored budget back as columns + rows, for editing as a table. */
export function budgetToRows(budget: Budget): { columns: string[]; rows: BudgetValue[][] } {
  const columns = Object.keys(budget);
  const length = Math.max(0, ...columns.map((c) => budget[c]?.length ?? 0));
  const rows = Array.from({ length }, (_, i) => columns.map((c) => budget[c]?.[i] ?? ''));
  return { columns, rows };
}

/** Reads a budget value as a number: numbers as they are, "$1,200.50" as 1200.5, others null. */
export function budgetNumber(value: BudgetValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === undefined) return null;
  const cleaned = value.replace(/[\s,$€£¥]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The total of every column whose values are all numbers (empty cells count as 0). */
export function budgetTotals(budget: Budget): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const [column, values] of Object.entries(budget)) {
    const filled = values.filter((v) => v !== '');
    if (filled.length === 0) continue;
    const numbers = filled.map(budgetNumber);
    if (numbers.every((n): n is number => n !== null)) {
      totals[column] = Math.round(numbers.reduce((a, b) => a + b, 0) * 100) / 100;
    }
  }
  return totals;
}

export type { TableData };
