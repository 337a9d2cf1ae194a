import { parseAmount } from './amounts.js';
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

/** Currencies whose markets write a decimal comma; every other currency is read with a point. */
const DECIMAL_COMMA_CURRENCIES = new Set([
  'EUR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BRL',
  'TRY',
]);

/**
 * How a budget's stored TEXT amounts are written (an AI draft writes them the market's way: "1.200,50"
 * in a EUR market): a locale for `parseAmount`. What a person types is read in their own locale.
 */
export function marketLocale(currency: string | null): string {
  return currency !== null && DECIMAL_COMMA_CURRENCIES.has(currency) ? 'de-DE' : 'en-US';
}

/** The budget's currency, from a money column named like "One-off (EUR)"; null when none says. */
export function budgetCurrency(budget: Budget): string | null {
  for (const column of Object.keys(budget)) {
    const match = /\(([A-Z]{3})\)\s*$/.exec(column);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * A budget value in exact cents: a number as it is, text read as written in `locale` (see
 * `parseAmount`); null for anything else ("abc", "1.2.3", "12 per month").
 */
export function budgetCents(value: BudgetValue | undefined, locale: string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (value === undefined) return null;
  return parseAmount(value, locale);
}

/** Reads a budget value as a number written in `locale` (a point by default), or null. */
export function budgetNumber(value: BudgetValue | undefined, locale = 'en-US'): number | null {
  const cents = budgetCents(value, locale);
  return cents === null ? null : cents / 100;
}

const MONEY_COLUMNS = { oneOff: /^one-off\b/i, monthly: /^monthly\b/i, firstYear: /^first 12 months\b/i };

/** A row that totals the others ("Total", "Grand total"): not a cost line. */
export const TOTAL_ROW = /^\s*(grand\s+)?totals?\s*$/i;

/** Whether row `row` of the budget is a total row (any of its cells says "Total"). */
export function isBudgetTotalRow(budget: Budget, row: number): boolean {
  return Object.values(budget).some((v) => typeof v[row] === 'string' && TOTAL_ROW.test(v[row]));
}

/** The column that says from which forecast month a line is paid ("Start month"), if any. */
export function budgetStartColumn(budget: Budget): string | undefined {
  return Object.keys(budget).find((c) => /^start\b/i.test(c));
}

/** A budget cell as a forecast month 1..36; anything else (empty, text, out of range) is month 1. */
export function budgetStartMonth(value: BudgetValue | undefined): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= 36 ? n : 1;
}

/**
 * What a line costs in its first 12 forecast months, in cents: its one-off and its monthly amount
 * from its start month to month 12 (nothing when it starts later).
 */
export function firstYearCents(oneOff: number, monthly: number, startMonth = 1): number {
  return startMonth > 12 ? 0 : oneOff + (13 - startMonth) * monthly;
}

/** The columns that hold money: One-off, Monthly and First 12 months, by their names. */
export function budgetMoneyColumns(budget: Budget): {
  oneOff?: string;
  monthly?: string;
  firstYear?: string;
} {
  const columns = Object.keys(budget);
  const find = (pattern: RegExp) => columns.find((c) => pattern.test(c));
  const found = {
    oneOff: find(MONEY_COLUMNS.oneOff),
    monthly: find(MONEY_COLUMNS.monthly),
    firstYear: find(MONEY_COLUMNS.firstYear),
  };
  return Object.fromEntries(Object.entries(found).filter(([, c]) => c !== undefined));
}

/** The budget's "Start month" column: numbers, but months, never amounts (no decimals, no total). */
export const START_MONTH_COLUMN = /^start\b/i;

/**
 * Columns whose cells are amounts: the money columns, and any column whose filled cells are all
 * amounts, except the start month.
 */
export function budgetNumberColumns(budget: Budget): string[] {
  const locale = marketLocale(budgetCurrency(budget));
  const money = Object.values(budgetMoneyColumns(budget));
  return Object.entries(budget)
    .filter(([column, values]) => {
      if (money.includes(column)) return true;
      if (START_MONTH_COLUMN.test(column)) return false;
      const filled = values.filter((v) => v !== '');
      return filled.length > 0 && filled.every((v) => budgetCents(v, locale) !== null);
    })
    .map(([column]) => column);
}

/**
 * The derived column recomputed from the cells it comes from: First 12 months = One-off + Monthly x
 * the months from the Start month to month 12 (12 without a Start month column), in exact cents
 * (empty counts as 0), as the forecast's first year pays it. Rows with an unreadable amount keep
 * their value.
 */
export function recomputeBudget(budget: Budget): Budget {
  const { oneOff, monthly, firstYear } = budgetMoneyColumns(budget);
  if (!oneOff || !monthly || !firstYear) return budget;
  const locale = marketLocale(budgetCurrency(budget));
  const start = budgetStartColumn(budget);
  const cents = (v: BudgetValue | undefined) => (v === '' || v === undefined ? 0 : budgetCents(v, locale));
  const next = { ...budget, [firstYear]: [...(budget[firstYear] ?? [])] };
  (budget[oneOff] ?? []).forEach((_, row) => {
    if (isBudgetTotalRow(budget, row)) return;
    const once = cents(budget[oneOff]?.[row]);
    const month = cents(budget[monthly]?.[row]);
    const from = start ? budgetStartMonth(budget[start]?.[row]) : 1;
    if (once !== null && month !== null) next[firstYear]![row] = firstYearCents(once, month, from) / 100;
  });
  return next;
}

/** The total of every column whose values are all amounts (empty cells count as 0), in exact cents. */
export function budgetTotals(budget: Budget): Record<string, number> {
  const locale = marketLocale(budgetCurrency(budget));
  const totals: Record<string, number> = {};
  for (const [column, values] of Object.entries(budget)) {
    if (START_MONTH_COLUMN.test(column)) continue;
    const filled = values.filter((v) => v !== '');
    if (filled.length === 0) continue;
    const cents = filled.map((v) => budgetCents(v, locale));
    if (cents.every((n): n is number => n !== null)) {
      totals[column] = cents.reduce((a, b) => a + b, 0) / 100;
    }
  }
  return totals;
}

export type { TableData };
