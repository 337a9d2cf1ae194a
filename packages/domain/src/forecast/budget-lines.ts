import {
  budgetCents,
  budgetCurrency,
  budgetNumber,
  budgetStartMonth,
  budgetToRows,
  firstYearCents,
  isBudgetTotalRow,
  marketLocale,
  START_MONTH_COLUMN,
} from '../budget.js';
import type { Budget, BudgetValue } from '../tables.js';
import type { ForecastCost, VatTreatment } from './assumptions.js';
import type { CostKind } from './cost-kind.js';
import { COST_KINDS, costKind } from './cost-kind.js';
import { BUDGET_COLUMNS_MAX, MAX_AMOUNT, MAX_COSTS, NAME_MAX } from './limits.js';
import { toCents } from './money.js';

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

/** The columns a cost line is read from and written to, by their names. */
const COLUMN_PATTERNS = {
  category: /categor/i,
  item: /item|name|line|description/i,
  oneOff: /one[- ]?off|one[- ]?time|setup|initial/i,
  monthly: /monthly|per month/i,
  firstYear: /^first 12 months\b/i,
  startMonth: START_MONTH_COLUMN,
  vat: /^vat\b/i,
  kind: /^kind\b/i,
};
type CostColumn = keyof typeof COLUMN_PATTERNS;
/** A column of amounts by its name, read as the one-off beside a Monthly column. */
const AMOUNT_COLUMN = /\b(?:costs?|amount|price)\b/i;

/** The names the forecast gives the columns it adds to a budget; money columns carry the currency. */
function columnName(column: CostColumn, currency: string): string {
  const names: Record<CostColumn, string> = {
    category: 'Category',
    item: 'Item',
    oneOff: `One-off (${currency})`,
    monthly: `Monthly (${currency})`,
    firstYear: `First 12 months (${currency})`,
    startMonth: 'Start month',
    vat: 'VAT',
    kind: 'Kind',
  };
  return names[column];
}
const COST_COLUMNS = Object.keys(COLUMN_PATTERNS) as CostColumn[];

/** The VAT treatment as a budget cell says it: "Standard", "Reduced 6 %", "Exempt". */
export function vatCell(cost: Pick<ForecastCost, 'kind' | 'vat'>): string {
  if (cost.kind === 'payroll') return '';
  if (cost.vat?.treatment === 'exempt') return 'Exempt';
  if (cost.vat?.treatment === 'reduced') return `Reduced ${cost.vat.ratePercent} %`;
  return 'Standard';
}

/** A VAT cell read back: "Exempt", "Reduced 6 %" (or "6 %"), anything else the standard rate (absent). */
function readVat(cell: string): VatTreatment | undefined {
  if (/exempt|^none$|^0\s*%?$/i.test(cell)) return { treatment: 'exempt' };
  const rate = /(\d+(?:[.,]\d{1,2})?)\s*%?$/.exec(cell);
  if (rate?.[1] && /reduced|^\d/i.test(cell)) {
    const ratePercent = Number(rate[1].replace(',', '.'));
    if (ratePercent > 0 && ratePercent <= 100) return { treatment: 'reduced', ratePercent };
  }
  return undefined;
}

/** How a budget cell names each kind. */
const KIND_CELLS: Record<CostKind, string> = { expense: 'Expense', payroll: 'Payroll' };

/** A kind cell read back: "Payroll" or "Expense"; empty or anything else: what the line's words say. */
function readKind(cell: string, line: { name: string; category: string }): CostKind {
  const said = cell.trim().toLowerCase();
  return COST_KINDS.find((k) => k === said) ?? costKind(line);
}

/** The cost-line columns a budget has, by index in `columns` (-1: none). */
function costColumns(columns: string[], rows: BudgetValue[][]): Record<CostColumn, number> {
  const found = Object.fromEntries(
    COST_COLUMNS.map((c) => [c, findColumn(columns, COLUMN_PATTERNS[c])]),
  ) as Record<CostColumn, number>;
  // "First 12 months" is no one-off or monthly amount; a start column is no item.
  if (found.oneOff === found.firstYear) found.oneOff = -1;
  const allNumbers = (i: number) => rows.every((r) => r[i] === '' || budgetNumber(r[i]) !== null);
  if (found.oneOff < 0 && found.monthly < 0) {
    found.oneOff = columns.findIndex((_, i) => i !== found.startMonth && allNumbers(i));
  } else if (found.oneOff < 0) {
    // A budget whose amounts were one column ("Cost") keeps it as the one-off beside the Monthly
    // column the forecast added, so what the founder wrote still counts.
    const taken = new Set([found.monthly, found.firstYear, found.startMonth]);
    found.oneOff = columns.findIndex((c, i) => !taken.has(i) && AMOUNT_COLUMN.test(c) && allNumbers(i));
  }
  return found;
}

/**
 * The budget's lines: the forecast's cost lines, one per row (a "Total" row and an empty row are
 * none). Read by column name: Category, Item, One-off, Monthly (amounts the market's way, as the
 * budget's totals read them), Start month (absent or unreadable: month 1), VAT ("Standard",
 * "Reduced 6 %", "Exempt"; absent: standard) and Kind ("Expense" or "Payroll"; absent: what the
 * line's words say). A budget without One-off or Monthly counts its first all-number column as one-off.
 */
export function costsFromBudget(budget: Budget | null): ForecastCost[] {
  if (!budget) return [];
  const { columns, rows } = budgetToRows(budget);
  const at = costColumns(columns, rows);
  const locale = marketLocale(budgetCurrency(budget));
  const money = (value: BudgetValue | undefined): number => {
    const cents = budgetCents(value === '' ? 0 : value, locale);
    return cents === null || cents < 0 ? 0 : Math.min(MAX_AMOUNT * 100, cents) / 100;
  };
  const lines: ForecastCost[] = [];
  rows.forEach((row, index) => {
    if (isBudgetTotalRow(budget, index)) return;
    const cell = (i: number) => (i >= 0 ? String(row[i] ?? '').trim() : '');
    const oneOff = at.oneOff >= 0 ? money(row[at.oneOff]) : 0;
    const monthly = at.monthly >= 0 ? money(row[at.monthly]) : 0;
    if (!cell(at.item) && !cell(at.category) && oneOff === 0 && monthly === 0) return;
    const name = (cell(at.item) || cell(at.category) || `Budget line ${index + 1}`).slice(0, NAME_MAX);
    const category = (cell(at.category) || 'Other').slice(0, NAME_MAX);
    const kind = readKind(cell(at.kind), { name, category });
    const vat = kind === 'payroll' ? undefined : readVat(cell(at.vat));
    lines.push({
      name,
      category,
      oneOff,
      monthly,
      startMonth: budgetStartMonth(at.startMonth >= 0 ? row[at.startMonth] : undefined),
      kind,
      ...(vat ? { vat } : {}),
    });
  });
  return lines.slice(0, MAX_COSTS);
}

/**
 * The budget written from the forecast's cost lines, one row per line in their order: the cost
 * columns (added when the budget lacks them, money columns in the budget's currency, else
 * `currency`), First 12 months as the forecast's first year pays the line (`firstYearCents`), and each other column (Notes, the
 * founder's own) kept from the old row of the same item. "Total" rows are left out.
 */
export function budgetWithCostLines(
  budget: Budget | null,
  costs: readonly ForecastCost[],
  currency: string = DEFAULT_CURRENCY,
): Budget {
  const old = budget ?? {};
  const { columns, rows } = budgetToRows(old);
  const at = costColumns(columns, rows);
  const money = budgetCurrency(old) ?? currency;
  const names: Record<CostColumn, string> = Object.fromEntries(
    COST_COLUMNS.map((c) => [c, at[c] >= 0 ? columns[at[c]]! : columnName(c, money)]),
  ) as Record<CostColumn, string>;
  const kept = new Set(Object.values(names));
  const others = columns.filter((c) => !kept.has(c)).slice(0, Math.max(0, BUDGET_COLUMNS_MAX - kept.size));
  // Each old row's other cells, found by its item; a row is used once.
  const byItem = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (isBudgetTotalRow(old, i)) return;
    const key = String(row[at.item] ?? '')
      .trim()
      .toLowerCase();
    byItem.set(key, [...(byItem.get(key) ?? []), i]);
  });
  const next: Budget = Object.fromEntries(
    [...COST_COLUMNS.map((c) => names[c]), ...others].map((c) => [c, []]),
  );
  for (const cost of costs) {
    const from = byItem.get(cost.name.trim().toLowerCase())?.shift();
    const values: Record<CostColumn, BudgetValue> = {
      category: cost.category,
      item: cost.name,
      oneOff: cost.oneOff,
      monthly: cost.monthly,
      firstYear: firstYearCents(toCents(cost.oneOff), toCents(cost.monthly), cost.startMonth) / 100,
      startMonth: cost.startMonth,
      vat: vatCell(cost),
      kind: KIND_CELLS[cost.kind ?? costKind(cost)],
    };
    for (const c of COST_COLUMNS) next[names[c]]!.push(values[c]);
    for (const c of others) next[c]!.push(from === undefined ? '' : (old[c]?.[from] ?? ''));
  }
  return next;
}
