import type { ForecastData } from '@planner/domain';
import { FORECAST_MONTHS, MONTHS_PER_YEAR } from '@planner/domain';

import type { Expr, Range } from './sheet-formula.js';
import {
  add,
  and,
  concat,
  countWhere,
  div,
  eq,
  iff,
  int,
  lit,
  mod,
  mul,
  ne,
  round,
  sub,
  sum,
  sumWhere,
  twoDigits,
} from './sheet-formula.js';
import type { CellStyle } from './sheet-grid.js';
import { Grid } from './sheet-grid.js';

/** Column of a forecast month (1-36) on every sheet laid out by month; column A labels, B a line's figures. */
export const monthColumn = (m: number): number => 2 + m;
/** Column of a forecast year (1-3) after the 36 months. */
export const yearColumn = (y: number): number => 2 + FORECAST_MONTHS + y;
export const YEARS = FORECAST_MONTHS / MONTHS_PER_YEAR;
/** The loans' schedule runs a year past the forecast at least: the ratios read the principal due then. */
export const LOAN_MONTHS_MIN = FORECAST_MONTHS + MONTHS_PER_YEAR;

export const SHEET_NAMES = {
  assumptions: 'Assumptions',
  revenue: 'Revenue',
  costs: 'Costs',
  loans: 'Loans',
  profitAndLoss: 'P&L',
  cashFlow: 'Cash flow',
  balanceSheet: 'Balance sheet',
  ratios: 'Ratios',
  sourcesAndUses: 'Sources and uses',
  checks: 'Checks',
} as const;

export interface Inputs {
  scenario: Expr;
  firstYear: Expr;
  firstMonth: Expr;
  startingCash: Expr;
  costOfSales: Expr;
  taxRate: Expr;
  vatRate: Expr;
  vatPeriod: Expr;
  payrollCharges: Expr;
  receivableDays: Expr;
  payableDays: Expr;
  minimumCash: Expr;
  multipliers: { volume: Expr; growth: Expr; price: Expr; costs: Expr };
  /** The first row of each table of lines, and its rows in order. */
  streams: number;
  costs: number;
  equity: number;
  loans: number;
  grants: number;
  assets: number;
}

export const MONEY: CellStyle = { money: true };
export const INPUT: CellStyle = { input: true };
export const INPUT_MONEY: CellStyle = { input: true, money: true };
export const BOLD: CellStyle = { bold: true };
export const TOTAL: CellStyle = { money: true, bold: true };

/** Whole cents of an amount in currency units (the sheets hold currency units; the model rounds cents). */
export const cents = (x: Expr): Expr => round(mul(x, lit(100)));
/** `percent` % of an amount, rounded half away from zero to the cent, as the domain's `percentOfCents`. */
export const percentOf = (amount: Expr, percent: Expr): Expr =>
  div(round(div(mul(cents(amount), round(mul(percent, lit(100)))), lit(10_000))), lit(100));
/** An amount times a scenario multiplier (two decimals), to the cent, as the domain's `scaled`. */
export const scaled = (amount: Expr, multiplier: Expr): Expr =>
  div(round(div(mul(cents(amount), round(mul(multiplier, lit(10_000)))), lit(10_000))), lit(100));
/** `mulDivRound(a, b, c)` of whole numbers. */
export const mulDivRound = (a: Expr, b: Expr, c: Expr): Expr => round(div(mul(a, b), c));
/** Math.round of a number of at least -0.5: the half goes up. */
export const roundHalfUp = (x: Expr): Expr => int(add(x, lit(0.5)));
export const sameCents = (a: Expr, b: Expr): Expr => eq(cents(a), cents(b));

/** Rows 1-3 of a sheet laid out by month: its title, the months' labels and numbers, the years. */
export function timeline(
  sheet: Grid,
  title: Expr | string,
  inputs: Inputs,
  months: number,
  withYears: boolean,
): void {
  sheet.widths.set(1, 44).set(2, 14);
  sheet.set(sheet.row(), 1, title, BOLD);
  const labels = sheet.row();
  const numbers = sheet.row();
  sheet.set(labels, 1, 'Month', BOLD);
  sheet.set(numbers, 1, 'Month number');
  for (let m = 1; m <= months; m += 1) {
    const c = 2 + m;
    sheet.widths.set(c, 13);
    sheet.set(numbers, c, m);
    const index = add(sub(inputs.firstMonth, lit(1)), sub(sheet.ref(numbers, c, 'row'), lit(1)));
    sheet.set(
      labels,
      c,
      concat(
        add(inputs.firstYear, int(div(index, lit(12)))),
        lit('-'),
        twoDigits(add(mod(index, lit(12)), lit(1))),
      ),
      BOLD,
    );
  }
  if (withYears) {
    for (let y = 1; y <= YEARS; y += 1) {
      sheet.widths.set(yearColumn(y), 14);
      sheet.set(labels, yearColumn(y), `Year ${y}`, BOLD);
    }
  }
}

/** A row's cell in month m. */
export const at =
  (grid: Grid, row: number) =>
  (m: number): Expr =>
    grid.ref(row, monthColumn(m));

export const MONTH_NUMBER_ROW = 3;
export const monthNumber = (sheet: Grid, m: number): Expr =>
  sheet.ref(MONTH_NUMBER_ROW, monthColumn(m), 'row');

/** A row by month waiting to be written: rows are written month by month, in the order they were asked for. */
export interface PendingRow {
  sheet: Grid;
  row: number;
  cell: (m: number, previous: (row: number) => Expr) => Expr;
  style: CellStyle;
  months: number;
  years: 'sum' | 'first' | 'last' | 'none';
}

/** The rows by month of a workbook being built (a row's month may read earlier rows' same month). */
export const queues = new WeakMap<Grid, PendingRow[]>();

/**
 * A row by month: `cell(m, previous)` gives month m's formula, `previous(row)` the cell of the month
 * before on the same sheet (0 in month 1). Years: the sum of their months, the first or the last
 * month, or none. Written by `writeRows`, month by month across every row asked for.
 */
export function monthRow(
  sheet: Grid,
  r: number,
  label: string,
  cell: (m: number, previous: (row: number) => Expr) => Expr,
  options: { style?: CellStyle; months?: number; years?: 'sum' | 'first' | 'last' | 'none' } = {},
): number {
  const style = options.style ?? MONEY;
  sheet.set(r, 1, label, style.bold ? BOLD : {});
  const queue = queues.get(sheet);
  if (!queue) throw new Error(`${sheet.name} has no queue`);
  queue.push({
    sheet,
    row: r,
    cell,
    style,
    months: options.months ?? FORECAST_MONTHS,
    years: options.years ?? 'none',
  });
  return r;
}

export function writeRows(queue: readonly PendingRow[]): void {
  const months = Math.max(0, ...queue.map((p) => p.months));
  for (let m = 1; m <= months; m += 1) {
    for (const { sheet, row, cell, style, months: last } of queue) {
      if (m > last) continue;
      const previous = (r: number) => (m === 1 ? lit(0) : sheet.ref(r, monthColumn(m - 1)));
      sheet.set(row, monthColumn(m), cell(m, previous), style);
    }
  }
  for (const { sheet, row, style, years } of queue) {
    if (years === 'none') continue;
    for (let y = 1; y <= YEARS; y += 1) {
      const from = monthColumn((y - 1) * MONTHS_PER_YEAR + 1);
      const to = monthColumn(y * MONTHS_PER_YEAR);
      const value =
        years === 'sum'
          ? sum(sheet.range(row, from, row, to, 'none'))
          : sheet.ref(row, years === 'first' ? from : to);
      sheet.set(row, yearColumn(y), value, style);
    }
  }
}

/** The VAT rate of a line from its treatment cells: 0 exempt, its own rate reduced, else the standard rate. */
export const vatRateOf = (treatment: Expr, reduced: Expr, standard: Expr): Expr =>
  iff(eq(treatment, lit('exempt')), lit(0), iff(eq(treatment, lit('reduced')), reduced, standard));

/**
 * VAT on lines grouped by rate, as the domain's `vatOn`: each rate's total rounded once. The lines'
 * rates are rows `first`.. of `rateColumn` (their names in column A); a row per line: in column B
 * whether it is the first line of its (non-zero) rate, each month, for that first line, the rate's VAT
 * on the sum of the lines at that rate. Returns the row of the total.
 */
export function vatByRate(
  sheet: Grid,
  lines: { first: number; count: number; rateColumn: number },
  amountsOf: (m: number) => Range,
  label: string,
): number {
  const { first, count, rateColumn } = lines;
  if (count === 0) return monthRow(sheet, sheet.row(), label, () => lit(0), { style: TOTAL, years: 'sum' });
  const rates = sheet.range(first, rateColumn, first + count - 1, rateColumn);
  const rows: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = sheet.row();
    rows.push(r);
    const rate = sheet.ref(first + i, rateColumn, 'both');
    const firstOfRate =
      i === 0
        ? ne(rate, lit(0))
        : and(
            ne(rate, lit(0)),
            eq(countWhere(sheet.range(first, rateColumn, first + i - 1, rateColumn), rate), lit(0)),
          );
    sheet.set(r, 2, firstOfRate);
    monthRow(
      sheet,
      r,
      'VAT at the rate of',
      (m) => iff(sheet.ref(r, 2, 'column'), percentOf(sumWhere(rates, rate, amountsOf(m)), rate), lit(0)),
      { years: 'sum' },
    );
    sheet.set(r, 1, concat(lit('VAT at the rate of '), sheet.ref(first + i, 1, 'both')));
  }
  return monthRow(
    sheet,
    sheet.row(),
    label,
    (m) => sum(sheet.range(rows[0]!, monthColumn(m), rows[rows.length - 1]!, monthColumn(m), 'none')),
    { style: TOTAL, years: 'sum' },
  );
}

/** What every sheet of the workbook is built from. */
export interface Book {
  data: ForecastData;
  currency: string;
  /** The projection's categories of operating expenses, one line each in the profit and loss. */
  categories: readonly string[];
  inputs: Inputs;
  assumptions: Grid;
  /** A new sheet laid out by month, whose rows by month are written with the others (`writeRows`). */
  sheet(name: string): Grid;
  /** "Revenue, base scenario (EUR)": the sheet's title, following the scenario switch. */
  scenarioTitle(title: string): Expr;
}

/** A sheet whose rows by month go to `queue`. */
export function monthlySheet(name: string, queue: PendingRow[]): Grid {
  const sheet = new Grid(name);
  queues.set(sheet, queue);
  return sheet;
}
