import { budgetCurrency, budgetNumber, budgetToRows } from '../budget.js';
import type { Budget } from '../tables.js';
import type { ForecastCost } from './assumptions.js';
import { MAX_AMOUNT, MAX_COSTS } from './assumptions.js';
import { costKind } from './cost-kind.js';

/** The currency when the budget names none. */
export const DEFAULT_CURRENCY = 'EUR';

const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

/**
 * The forecast's currency: the budget's own (an ISO code in a column name, "Monthly (EUR)"), else a
 * symbol in a cell, else EUR.
 */
export function forecastCurrency(budget: Budget | null): string {
  if (!budget) return DEFAULT_CURRENCY;
  const code = budgetCurrency(budget);
  if (code) return code;
  for (const values of Object.values(budget)) {
    for (const value of values) {
      if (typeof value !== 'string') continue;
      const symbol = Object.keys(SYMBOLS).find((s) => value.includes(s));
      if (symbol) return SYMBOLS[symbol] ?? DEFAULT_CURRENCY;
    }
  }
  return DEFAULT_CURRENCY;
}

function findColumn(columns: string[], pattern: RegExp): number {
  return columns.findIndex((c) => pattern.test(c));
}

function money(value: unknown): number {
  const n = budgetNumber(value as string | number | undefined);
  if (n === null || n < 0) return 0;
  return Math.min(MAX_AMOUNT, Math.round(n * 100) / 100);
}

/**
 * The budget's lines as forecast costs from month 1: the "One-off" and "Monthly" columns are read
 * by name; a budget without them counts its first all-number column as one-off.
 */
export function costsFromBudget(budget: Budget | null): ForecastCost[] {
  if (!budget) return [];
  const { columns, rows } = budgetToRows(budget);
  const category = findColumn(columns, /categor/i);
  const item = findColumn(columns, /item|name|line|description/i);
  let oneOff = findColumn(columns, /one[- ]?off|one[- ]?time|setup|initial/i);
  const monthly = findColumn(columns, /monthly|per month/i);
  if (oneOff < 0 && monthly < 0) {
    oneOff = columns.findIndex((_, i) => rows.every((r) => r[i] === '' || budgetNumber(r[i]) !== null));
  }
  return rows
    .map((row, index) => {
      const cell = (i: number) => (i >= 0 ? String(row[i] ?? '').trim() : '');
      const name = (cell(item) || cell(category) || `Budget line ${index + 1}`).slice(0, 120);
      const lineCategory = (cell(category) || 'Other').slice(0, 120);
      return {
        name,
        category: lineCategory,
        oneOff: oneOff >= 0 ? money(row[oneOff]) : 0,
        monthly: monthly >= 0 ? money(row[monthly]) : 0,
        startMonth: 1,
        kind: costKind({ name, category: lineCategory }),
      };
    })
    .filter((c) => c.oneOff > 0 || c.monthly > 0)
    .slice(0, MAX_COSTS);
}
