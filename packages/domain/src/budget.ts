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

/**
 * How amounts are written: `comma` (EUR markets: "1.200,50", "1 200") or `point` (USD: "1,200.50").
 * Thousands are grouped by threes with one kind of separator; at most two decimals.
 */
export type AmountStyle = 'comma' | 'point';

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

/** Spaces people and `Intl` put between thousands: normal, no-break and narrow no-break. */
const SPACES = /[\s\u00a0\u202f]/g;
const PATTERNS: Record<AmountStyle, RegExp> = {
  comma: /^(\d{1,3}(?:\.\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:,(\d{1,2}))?$/,
  point: /^(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:\.(\d{1,2}))?$/,
};
const CURRENCY_MARKS = /^[$€£¥]|[$€£¥]$|^[A-Z]{3}\b|\b[A-Z]{3}$/g;

export function amountStyle(currency: string | null): AmountStyle {
  return currency !== null && DECIMAL_COMMA_CURRENCIES.has(currency) ? 'comma' : 'point';
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
 * An amount in exact minor units (cents): numbers as they are, text in the market's style with an
 * optional currency sign or code; null for anything else ("abc", "1.2.3", "12 per month").
 */
export function parseAmount(value: BudgetValue | undefined, style: AmountStyle): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (value === undefined) return null;
  let text = value.replace(SPACES, ' ').trim().replace(CURRENCY_MARKS, '').trim();
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1).trim();
  const match = PATTERNS[style].exec(text);
  if (!match?.[1] || match[1].length > 15) return null;
  const cents = Number(match[1].replace(/[^\d]/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** What a number cell that refuses a value says, with examples of the market's style. */
export function amountMessage(style: AmountStyle): string {
  return style === 'comma'
    ? 'Enter an amount such as 1.200,50 or 1 200.'
    : 'Enter an amount such as 1,200.50 or 1200.';
}

/** A stored amount written the market's way: 15000 -> "15.000" (comma) or "15,000" (point). */
export function formatAmount(value: number, style: AmountStyle): string {
  return new Intl.NumberFormat(style === 'comma' ? 'de-DE' : 'en-US', { maximumFractionDigits: 2 }).format(
    value,
  );
}

/** Reads a budget value as a number in the given style (a point by default), or null. */
export function budgetNumber(value: BudgetValue | undefined, style: AmountStyle = 'point'): number | null {
  const cents = parseAmount(value, style);
  return cents === null ? null : cents / 100;
}

const MONEY_COLUMNS = { oneOff: /^one-off\b/i, monthly: /^monthly\b/i, firstYear: /^first 12 months\b/i };

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

/** Columns whose cells are amounts: the money columns, and any column whose filled cells are all amounts. */
export function budgetNumberColumns(budget: Budget): string[] {
  const style = amountStyle(budgetCurrency(budget));
  const money = Object.values(budgetMoneyColumns(budget));
  return Object.entries(budget)
    .filter(([column, values]) => {
      if (money.includes(column)) return true;
      const filled = values.filter((v) => v !== '');
      return filled.length > 0 && filled.every((v) => parseAmount(v, style) !== null);
    })
    .map(([column]) => column);
}

/**
 * The derived column recomputed from the cells it comes from: First 12 months = One-off + 12 x
 * Monthly, in exact cents (empty counts as 0). Rows with an unreadable amount keep their value.
 */
export function recomputeBudget(budget: Budget): Budget {
  const { oneOff, monthly, firstYear } = budgetMoneyColumns(budget);
  if (!oneOff || !monthly || !firstYear) return budget;
  const style = amountStyle(budgetCurrency(budget));
  const cents = (v: BudgetValue | undefined) => (v === '' || v === undefined ? 0 : parseAmount(v, style));
  const next = { ...budget, [firstYear]: [...(budget[firstYear] ?? [])] };
  (budget[oneOff] ?? []).forEach((_, row) => {
    const once = cents(budget[oneOff]?.[row]);
    const month = cents(budget[monthly]?.[row]);
    if (once !== null && month !== null) next[firstYear]![row] = (once + 12 * month) / 100;
  });
  return next;
}

/** The total of every column whose values are all amounts (empty cells count as 0), in exact cents. */
export function budgetTotals(budget: Budget): Record<string, number> {
  const style = amountStyle(budgetCurrency(budget));
  const totals: Record<string, number> = {};
  for (const [column, values] of Object.entries(budget)) {
    const filled = values.filter((v) => v !== '');
    if (filled.length === 0) continue;
    const cents = filled.map((v) => parseAmount(v, style));
    if (cents.every((n): n is number => n !== null)) {
      totals[column] = cents.reduce((a, b) => a + b, 0) / 100;
    }
  }
  return totals;
}

export type { TableData };
