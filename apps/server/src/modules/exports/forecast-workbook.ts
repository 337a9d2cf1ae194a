import type { ForecastData, VatTreatment } from '@planner/domain';
import { FORECAST_MONTHS, HIRES_CATEGORY, MONTHS_PER_YEAR, SCENARIO_NAMES } from '@planner/domain';

import type { Expr, Range } from './sheet-formula.js';
import {
  add,
  and,
  ceiling,
  concat,
  countWhere,
  firstLowest,
  lowest,
  sumUpTo,
  div,
  eq,
  ge,
  gt,
  iff,
  int,
  lit,
  le,
  lt,
  max,
  min,
  mod,
  mul,
  ne,
  neg,
  power,
  round,
  sub,
  sum,
  sumWhere,
  sumWhereExact,
  twoDigits,
} from './sheet-formula.js';
import type { CellStyle } from './sheet-grid.js';
import { Grid } from './sheet-grid.js';

/** Column of a forecast month (1-36) on every sheet laid out by month; column A labels, B a line's figures. */
export const monthColumn = (m: number): number => 2 + m;
/** Column of a forecast year (1-3) after the 36 months. */
export const yearColumn = (y: number): number => 2 + FORECAST_MONTHS + y;
const YEARS = FORECAST_MONTHS / MONTHS_PER_YEAR;
/** The loans' schedule runs a year past the forecast at least: the ratios read the principal due then. */
const LOAN_MONTHS_MIN = FORECAST_MONTHS + MONTHS_PER_YEAR;

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

/** The scenario switch on the Assumptions sheet: conservative, base or ambitious. */
export const SCENARIO_CELL = 'B4';

const MONEY: CellStyle = { money: true };
const INPUT: CellStyle = { input: true };
const INPUT_MONEY: CellStyle = { input: true, money: true };
const BOLD: CellStyle = { bold: true };
const TOTAL: CellStyle = { money: true, bold: true };

/** Whole cents of an amount in currency units (the sheets hold currency units; the model rounds cents). */
const cents = (x: Expr): Expr => round(mul(x, lit(100)));
/** `percent` % of an amount, rounded half away from zero to the cent, as the domain's `percentOfCents`. */
const percentOf = (amount: Expr, percent: Expr): Expr =>
  div(round(div(mul(cents(amount), round(mul(percent, lit(100)))), lit(10_000))), lit(100));
/** An amount times a scenario multiplier (two decimals), to the cent, as the domain's `scaled`. */
const scaled = (amount: Expr, multiplier: Expr): Expr =>
  div(round(div(mul(cents(amount), round(mul(multiplier, lit(10_000)))), lit(10_000))), lit(100));
/** `mulDivRound(a, b, c)` of whole numbers. */
const mulDivRound = (a: Expr, b: Expr, c: Expr): Expr => round(div(mul(a, b), c));
/** Math.round of a number of at least -0.5: the half goes up. */
const roundHalfUp = (x: Expr): Expr => int(add(x, lit(0.5)));
const sameCents = (a: Expr, b: Expr): Expr => eq(cents(a), cents(b));

function vatTreatment(vat: VatTreatment | undefined): [string, number | null] {
  if (vat?.treatment === 'reduced') return ['reduced', vat.ratePercent];
  return [vat?.treatment ?? 'standard', null];
}

interface Inputs {
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
  hires: number;
  equity: number;
  loans: number;
  grants: number;
  assets: number;
}

/** A table of lines on the Assumptions sheet: a title, a header, a row per line (inputs). */
function inputTable<T>(
  sheet: Grid,
  title: string,
  header: readonly string[],
  lines: readonly T[],
  cells: (line: T) => readonly (string | number | null)[],
  money: readonly number[],
): number {
  sheet.row();
  sheet.set(sheet.row(), 1, title, BOLD);
  const headerRow = sheet.row();
  header.forEach((h, i) => sheet.set(headerRow, i + 1, h, BOLD));
  const first = sheet.next;
  for (const line of lines) {
    const r = sheet.row();
    cells(line).forEach((value, i) =>
      sheet.set(r, i + 1, value, money.includes(i + 1) ? INPUT_MONEY : INPUT),
    );
  }
  return first;
}

function assumptionsSheet(data: ForecastData, currency: string): { sheet: Grid; inputs: Inputs } {
  const sheet = new Grid(SHEET_NAMES.assumptions);
  sheet.widths.set(1, 48).set(2, 18);
  for (let c = 3; c <= 9; c += 1) sheet.widths.set(c, 16);
  sheet.set(sheet.row(), 1, 'Assumptions', BOLD);
  sheet.set(
    sheet.row(),
    1,
    'Yellow cells are inputs: change one and every other sheet follows. Amounts in ' + currency + '.',
  );
  sheet.row();
  const general = (label: string, value: string | number | null, style = INPUT): Expr => {
    const r = sheet.row();
    sheet.set(r, 1, label);
    sheet.set(r, 2, value, style);
    return sheet.ref(r, 2, 'both');
  };
  const [year, month] = data.firstMonth.split('-').map(Number);
  const scenario = general('Scenario shown (conservative, base or ambitious)', 'base');
  if (scenario.f !== `'${SHEET_NAMES.assumptions}'!$${SCENARIO_CELL.replace(/(\d)/, '$$$1')}`) {
    throw new Error(`The scenario switch moved from ${SCENARIO_CELL}: ${scenario.f}`);
  }
  const inputs = {
    scenario,
    firstYear: general('First month of the forecast: year', year ?? 0),
    firstMonth: general('First month of the forecast: month (1-12)', month ?? 1),
    startingCash: general('Starting cash', data.startingCash, INPUT_MONEY),
    costOfSales: general('Cost of sales (% of revenue)', data.costOfSalesPercent),
    taxRate: general('Income tax rate (%)', data.taxRatePercent),
    vatRate: general('Sales tax (VAT) standard rate (%)', data.salesTaxPercent),
    vatPeriod: general('VAT settled (monthly or quarterly)', data.vatPeriod ?? 'quarterly'),
    payrollCharges: general('Payroll charges on hires (% of pay)', data.payrollChargesPercent),
    receivableDays: general('Days customers take to pay', data.receivableDays),
    payableDays: general('Days taken to pay suppliers', data.payableDays),
    minimumCash: general(
      'Minimum cash (blank: three months of year 1 operating expenses)',
      data.minimumCash ?? null,
      INPUT_MONEY,
    ),
  };
  general('The ask: amount', data.ask?.amount ?? null, INPUT_MONEY);
  general('The ask: loan, equity or grant', data.ask?.instrument ?? null);
  general('The ask: purpose', data.ask?.purpose ?? null);

  sheet.row();
  const header = sheet.row();
  ['Scenario multipliers', 'Conservative', 'Base', 'Ambitious', 'Shown'].forEach((h, i) =>
    sheet.set(header, i + 1, h, BOLD),
  );
  const multiplier = (label: string, key: 'volume' | 'growth' | 'price' | 'costs'): Expr => {
    const r = sheet.row();
    sheet.set(r, 1, label);
    SCENARIO_NAMES.forEach((name, i) => sheet.set(r, i + 2, data.scenarios[name][key], INPUT));
    sheet.set(
      r,
      5,
      iff(
        eq(scenario, lit('conservative')),
        sheet.ref(r, 2),
        iff(eq(scenario, lit('ambitious')), sheet.ref(r, 4), sheet.ref(r, 3)),
      ),
    );
    return sheet.ref(r, 5, 'both');
  };
  const multipliers = {
    volume: multiplier('First month volumes', 'volume'),
    growth: multiplier('Monthly growth rates', 'growth'),
    price: multiplier('Prices', 'price'),
    costs: multiplier('Cost lines and hires', 'costs'),
  };

  const streams = inputTable(
    sheet,
    'Revenue streams',
    [
      'Name',
      'Pricing model',
      'Price',
      'First month volume',
      'Monthly growth (%)',
      'Churn (% a month, subscriptions)',
      'Capacity (blank: none)',
      'VAT (standard, reduced or exempt)',
      'Reduced VAT rate (%)',
    ],
    data.streams,
    (s) => [
      s.name,
      s.pricingModel,
      s.price,
      s.volume,
      s.growthPercent,
      s.churnPercent,
      s.capacity,
      ...vatTreatment(s.vat),
    ],
    [3],
  );
  const costs = inputTable(
    sheet,
    'Cost lines',
    [
      'Name',
      'Category',
      'One-off',
      'Monthly',
      'Start month',
      'Kind (expense or payroll)',
      'VAT (standard, reduced or exempt)',
      'Reduced VAT rate (%)',
    ],
    data.costs,
    (c) => [
      c.name,
      c.category.trim(),
      c.oneOff,
      c.monthly,
      c.startMonth,
      c.kind ?? 'expense',
      ...vatTreatment(c.vat),
    ],
    [3, 4],
  );
  const hires = inputTable(
    sheet,
    'Hires',
    ['Role', 'Monthly cost', 'Start month'],
    data.hires,
    (h) => [h.role, h.monthlyCost, h.startMonth],
    [2],
  );
  const equity = inputTable(
    sheet,
    'Equity',
    ['Name', 'Amount', 'Month'],
    data.equity,
    (e) => [e.name, e.amount, e.month],
    [2],
  );
  const loans = inputTable(
    sheet,
    'Loans',
    ['Name', 'Principal', 'Month received', 'Annual interest (%)', 'Term (months)', 'Interest-only months'],
    data.loans,
    (l) => [l.name, l.principal, l.month, l.annualInterestPercent, l.termMonths, l.interestOnlyMonths],
    [2],
  );
  const grants = inputTable(
    sheet,
    'Grants',
    ['Name', 'Amount', 'Month'],
    data.grants,
    (g) => [g.name, g.amount, g.month],
    [2],
  );
  const assets = inputTable(
    sheet,
    'Assets',
    ['Name', 'Amount', 'Month bought', 'Useful life (months)'],
    data.assets,
    (a) => [a.name, a.amount, a.month, a.usefulLifeMonths],
    [2],
  );
  return {
    sheet,
    inputs: { ...inputs, multipliers, streams, costs, hires, equity, loans, grants, assets },
  };
}

/** Rows 1-3 of a sheet laid out by month: its title, the months' labels and numbers, the years. */
function timeline(
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

const MONTH_NUMBER_ROW = 3;
const monthNumber = (sheet: Grid, m: number): Expr => sheet.ref(MONTH_NUMBER_ROW, monthColumn(m), 'row');

/** A row by month waiting to be written: rows are written month by month, in the order they were asked for. */
interface PendingRow {
  sheet: Grid;
  row: number;
  cell: (m: number, previous: (row: number) => Expr) => Expr;
  style: CellStyle;
  months: number;
  years: 'sum' | 'first' | 'last' | 'none';
}

/** The rows by month of a workbook being built (a row's month may read earlier rows' same month). */
const queues = new WeakMap<Grid, PendingRow[]>();

/**
 * A row by month: `cell(m, previous)` gives month m's formula, `previous(row)` the cell of the month
 * before on the same sheet (0 in month 1). Years: the sum of their months, the first or the last
 * month, or none. Written by `writeRows`, month by month across every row asked for.
 */
function monthRow(
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

function writeRows(queue: readonly PendingRow[]): void {
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
const vatRateOf = (treatment: Expr, reduced: Expr, standard: Expr): Expr =>
  iff(eq(treatment, lit('exempt')), lit(0), iff(eq(treatment, lit('reduced')), reduced, standard));

/**
 * VAT on lines grouped by rate, as the domain's `vatOn`: each rate's total rounded once. A row per
 * line: in column B whether it is the first line of its (non-zero) rate; each month, for that first
 * line, the rate's VAT on the sum of the lines at that rate. Returns the row of the total.
 */
function vatByRate(
  sheet: Grid,
  lines: number,
  rates: (i: number) => Expr,
  rateRange: Range | null,
  amountsOf: (m: number) => Range,
  first: number,
  label: string,
): number {
  if (lines === 0 || !rateRange) {
    return monthRow(sheet, sheet.row(), label, () => lit(0), { style: TOTAL, years: 'sum' });
  }
  const rows: number[] = [];
  for (let i = 0; i < lines; i += 1) {
    const r = sheet.row();
    rows.push(r);
    const rate = rates(i);
    const firstOfRate =
      i === 0
        ? ne(rate, lit(0))
        : and(ne(rate, lit(0)), eq(countWhere(sheetRange(rateRange, i), rate), lit(0)));
    sheet.set(r, 2, firstOfRate);
    monthRow(
      sheet,
      r,
      `VAT at the rate of ${String(sheet.value(first + i, 1))}`,
      (m) => iff(sheet.ref(r, 2, 'column'), percentOf(sumWhere(rateRange, rate, amountsOf(m)), rate), lit(0)),
      { years: 'sum' },
    );
  }
  const total = sheet.row();
  return monthRow(
    sheet,
    total,
    label,
    (m) => sum(sheet.range(rows[0]!, monthColumn(m), rows[rows.length - 1]!, monthColumn(m), 'none')),
    { style: TOTAL, years: 'sum' },
  );
}

/** The first `count` cells of a one-column range (the lines above line `count`). */
function sheetRange(range: Range, count: number): Range {
  const [sheetPart, cells] = range.f.split('!') as [string, string];
  const [from] = cells.split(':') as [string];
  const match = /^\$?([A-Z]+)\$?(\d+)$/.exec(from)!;
  const column = match[1]!;
  const row = Number(match[2]);
  return {
    f: `${sheetPart}!$${column}$${row}:$${column}$${row + count - 1}`,
    values: range.values.slice(0, count),
  };
}

export interface ForecastWorkbook {
  sheets: Grid[];
  /** Where the statements' lines start, for readers of the workbook. */
  rows: { profitAndLoss: number; cashFlow: number; balanceSheet: number };
}

/**
 * The forecast as a model that calculates: every input on the Assumptions sheet, every other figure a
 * formula that reproduces the domain's rules (`projectMonths`, `loanSchedule`, `unpaidAt`,
 * `lenderRatios`, `masterChecks`) with its roundings, for the scenario the Assumptions sheet shows.
 */
export function forecastWorkbookModel(
  data: ForecastData,
  currency: string,
  categories: readonly string[],
): ForecastWorkbook {
  const { sheet: assumptions, inputs } = assumptionsSheet(data, currency);
  const queue: PendingRow[] = [];
  const grid = (name: string) => {
    const sheet = new Grid(name);
    queues.set(sheet, queue);
    return sheet;
  };
  const A = assumptions;
  const scenarioTitle = (title: string) =>
    concat(lit(`${title}, `), inputs.scenario, lit(` scenario (${currency})`));

  // Revenue: each stream's units month by month, as `streamUnits`, then revenue and VAT on sales.
  const revenue = grid(SHEET_NAMES.revenue);
  timeline(revenue, scenarioTitle('Revenue'), inputs, FORECAST_MONTHS, true);
  const streamRevenueRows: number[] = [];
  data.streams.forEach((_, i) => {
    const input = inputs.streams + i;
    const at = (c: number) => A.ref(input, c, 'both');
    const isSubscription = eq(at(2), lit('subscription'));
    revenue.row();
    revenue.set(revenue.row(), 1, A.ref(input, 1, 'both'), BOLD);
    const param = (label: string, value: Expr, style: CellStyle = {}) => {
      const r = revenue.row();
      revenue.set(r, 1, label);
      revenue.set(r, 2, value, style);
      return revenue.ref(r, 2, 'both');
    };
    const price = param('Price in this scenario', scaled(at(3), inputs.multipliers.price), MONEY);
    const growth = param(
      'Growth factor a month',
      max(lit(0), add(lit(1), div(mul(at(5), inputs.multipliers.growth), lit(100)))),
    );
    const churn = param(
      'Share of subscribers leaving a month',
      iff(isSubscription, div(at(6), lit(100)), lit(0)),
    );
    const unit: CellStyle = {};
    const demand = revenue.row();
    monthRow(
      revenue,
      demand,
      'Demand',
      (m, prev) => (m === 1 ? mul(at(4), inputs.multipliers.volume) : mul(prev(demand), growth)),
      { style: unit },
    );
    const carried = demand + 3;
    const wanted = monthRow(
      revenue,
      revenue.row(),
      'New units wanted (demand and rounding carried)',
      (m, prev) =>
        m === 1
          ? revenue.ref(demand, monthColumn(m))
          : add(revenue.ref(demand, monthColumn(m)), prev(carried)),
      { style: unit },
    );
    const fresh = monthRow(
      revenue,
      revenue.row(),
      'New units (whole)',
      (m) => max(lit(0), roundHalfUp(revenue.ref(wanted, monthColumn(m)))),
      { style: unit },
    );
    monthRow(
      revenue,
      revenue.row(),
      'Rounding carried',
      (m) => sub(revenue.ref(wanted, monthColumn(m)), revenue.ref(fresh, monthColumn(m))),
      { style: unit },
    );
    const units = demand + 8;
    const churnCarried = demand + 6;
    const leaving = monthRow(
      revenue,
      revenue.row(),
      'Subscribers leaving',
      (_m, prev) => add(mul(prev(units), churn), prev(churnCarried)),
      { style: unit },
    );
    const left = monthRow(
      revenue,
      revenue.row(),
      'Subscribers leaving (whole)',
      (m, prev) => min(prev(units), roundHalfUp(revenue.ref(leaving, monthColumn(m)))),
      { style: unit },
    );
    monthRow(
      revenue,
      revenue.row(),
      'Leaving rounding carried',
      (m) => sub(revenue.ref(leaving, monthColumn(m)), revenue.ref(left, monthColumn(m))),
      { style: unit },
    );
    const held = monthRow(
      revenue,
      revenue.row(),
      'Units before capacity',
      (m, prev) =>
        iff(
          isSubscription,
          add(sub(prev(units), revenue.ref(left, monthColumn(m))), revenue.ref(fresh, monthColumn(m))),
          revenue.ref(fresh, monthColumn(m)),
        ),
      { style: unit },
    );
    const capacity = at(7);
    monthRow(
      revenue,
      revenue.row(),
      'Units (subscribers for a subscription)',
      (m) => {
        const h = revenue.ref(held, monthColumn(m));
        return iff(and(ne(capacity, lit('')), gt(h, capacity)), capacity, h);
      },
      { style: unit, years: 'sum' },
    );
    const r = monthRow(
      revenue,
      revenue.row(),
      'Revenue',
      (m) => mul(revenue.ref(units, monthColumn(m)), price),
      { years: 'sum' },
    );
    streamRevenueRows.push(r);
  });
  revenue.row();
  revenue.set(revenue.row(), 1, 'Revenue by stream', BOLD);
  revenue.set(revenue.next - 1, 2, 'VAT rate (%)', BOLD);
  const byStream = revenue.next;
  data.streams.forEach((_, i) => {
    const input = inputs.streams + i;
    const r = revenue.row();
    revenue.set(r, 2, vatRateOf(A.ref(input, 8, 'both'), A.ref(input, 9, 'both'), inputs.vatRate));
    monthRow(
      revenue,
      r,
      String(data.streams[i]!.name),
      (m) => revenue.ref(streamRevenueRows[i]!, monthColumn(m)),
      { years: 'sum' },
    );
    revenue.set(r, 1, A.ref(input, 1, 'both'));
  });
  const lastStream = byStream + data.streams.length - 1;
  const totalRevenue = monthRow(
    revenue,
    revenue.row(),
    'Total revenue',
    (m) => sum(revenue.range(byStream, monthColumn(m), lastStream, monthColumn(m), 'none')),
    { style: TOTAL, years: 'sum' },
  );
  revenue.row();
  revenue.set(revenue.row(), 1, 'VAT on sales, by rate', BOLD);
  const salesVat = vatByRate(
    revenue,
    data.streams.length,
    (i) => revenue.ref(byStream + i, 2, 'both'),
    revenue.range(byStream, 2, lastStream, 2),
    (m) => revenue.range(byStream, monthColumn(m), lastStream, monthColumn(m), 'row'),
    byStream,
    'VAT on sales',
  );

  // Costs: the cost lines, the hires and the assets.
  const costs = grid(SHEET_NAMES.costs);
  timeline(costs, scenarioTitle('Costs'), inputs, FORECAST_MONTHS, true);
  costs.row();
  const paramHeader = costs.row();
  [
    'Cost line',
    'Category',
    'One-off in this scenario',
    'Monthly in this scenario',
    'Start month',
    'Payroll (1) or bought (0)',
    'VAT rate (%)',
  ].forEach((h, i) => costs.set(paramHeader, i + 1, h, BOLD));
  const costParams = costs.next;
  data.costs.forEach((_, i) => {
    const input = inputs.costs + i;
    const at = (c: number) => A.ref(input, c, 'both');
    const r = costs.row();
    costs.set(r, 1, at(1));
    costs.set(r, 2, iff(eq(at(2), lit('')), lit('Other'), at(2)));
    costs.set(r, 3, scaled(at(3), inputs.multipliers.costs), MONEY);
    costs.set(r, 4, scaled(at(4), inputs.multipliers.costs), MONEY);
    costs.set(r, 5, at(5));
    costs.set(r, 6, iff(eq(at(6), lit('payroll')), lit(1), lit(0)));
    costs.set(r, 7, iff(eq(costs.ref(r, 6), lit(1)), lit(0), vatRateOf(at(7), at(8), inputs.vatRate)));
  });
  costs.row();
  costs.set(costs.row(), 1, 'Cost lines by month', BOLD);
  const costLines = costs.next;
  data.costs.forEach((cost, i) => {
    const p = costParams + i;
    const r = costs.row();
    monthRow(
      costs,
      r,
      cost.name,
      (m) => {
        const month = monthNumber(costs, m);
        const start = costs.ref(p, 5, 'both');
        return iff(
          lt(month, start),
          lit(0),
          add(costs.ref(p, 4, 'both'), iff(eq(month, start), costs.ref(p, 3, 'both'), lit(0))),
        );
      },
      { years: 'sum' },
    );
    costs.set(r, 1, costs.ref(p, 1, 'both'));
    costs.set(r, 2, costs.ref(p, 2, 'both'));
  });
  const lastCost = costLines + data.costs.length - 1;
  const lineColumn = (m: number) => costs.range(costLines, monthColumn(m), lastCost, monthColumn(m), 'row');
  const none = data.costs.length === 0;
  const totalCostLines = monthRow(
    costs,
    costs.row(),
    'Total of the cost lines',
    (m) => (none ? lit(0) : sum(lineColumn(m))),
    { style: TOTAL, years: 'sum' },
  );
  const supplierLines = monthRow(
    costs,
    costs.row(),
    'Bought from suppliers (not payroll)',
    (m) =>
      none
        ? lit(0)
        : sumWhere(costs.range(costParams, 6, lastCost - costLines + costParams, 6), lit(0), lineColumn(m)),
    { years: 'sum' },
  );
  costs.row();
  costs.set(costs.row(), 1, 'VAT on cost lines, by rate', BOLD);
  const costVat = vatByRate(
    costs,
    data.costs.length,
    (i) => costs.ref(costParams + i, 7, 'both'),
    none ? null : costs.range(costParams, 7, costParams + data.costs.length - 1, 7),
    lineColumn,
    costParams,
    'VAT on cost lines',
  );

  costs.row();
  const hireHeader = costs.row();
  ['Hire', 'Monthly in this scenario', 'Start month'].forEach((h, i) =>
    costs.set(hireHeader, i + 1, h, BOLD),
  );
  const hireParams = costs.next;
  data.hires.forEach((_, i) => {
    const input = inputs.hires + i;
    const r = costs.row();
    costs.set(r, 1, A.ref(input, 1, 'both'));
    costs.set(r, 2, scaled(A.ref(input, 2, 'both'), inputs.multipliers.costs), MONEY);
    costs.set(r, 3, A.ref(input, 3, 'both'));
  });
  const hireRows: number[] = [];
  data.hires.forEach((hire, i) => {
    const p = hireParams + i;
    const r = costs.row();
    hireRows.push(r);
    monthRow(
      costs,
      r,
      `Pay: ${hire.role}`,
      (m) => iff(ge(monthNumber(costs, m), costs.ref(p, 3, 'both')), costs.ref(p, 2, 'both'), lit(0)),
      { years: 'sum' },
    );
    costs.set(r, 1, concat(lit('Pay: '), costs.ref(p, 1, 'both')));
  });
  const salaries = monthRow(
    costs,
    costs.row(),
    'Salaries of the hires',
    (m) =>
      hireRows.length === 0
        ? lit(0)
        : sum(
            costs.range(hireRows[0]!, monthColumn(m), hireRows[hireRows.length - 1]!, monthColumn(m), 'none'),
          ),
    { years: 'sum' },
  );
  const charges = monthRow(
    costs,
    costs.row(),
    'Payroll charges',
    (m) => percentOf(costs.ref(salaries, monthColumn(m)), inputs.payrollCharges),
    { years: 'sum' },
  );
  const hiresTotal = monthRow(
    costs,
    costs.row(),
    'Hires with their payroll charges',
    (m) => add(costs.ref(salaries, monthColumn(m)), costs.ref(charges, monthColumn(m))),
    { style: TOTAL, years: 'sum' },
  );

  costs.row();
  const assetHeader = costs.row();
  ['Asset', 'Amount', 'Month bought', 'Useful life (months)'].forEach((h, i) =>
    costs.set(assetHeader, i + 1, h, BOLD),
  );
  const assetParams = costs.next;
  data.assets.forEach((_, i) => {
    const input = inputs.assets + i;
    const r = costs.row();
    costs.set(r, 1, A.ref(input, 1, 'both'));
    costs.set(r, 2, div(cents(A.ref(input, 2, 'both')), lit(100)), MONEY);
    costs.set(r, 3, A.ref(input, 3, 'both'));
    costs.set(r, 4, A.ref(input, 4, 'both'));
  });
  const depreciationRows: number[] = [];
  data.assets.forEach((asset, i) => {
    const p = assetParams + i;
    const r = costs.row();
    depreciationRows.push(r);
    monthRow(
      costs,
      r,
      `Depreciation: ${asset.name}`,
      (m) => {
        const j = sub(monthNumber(costs, m), costs.ref(p, 3, 'both'));
        const amount = cents(costs.ref(p, 2, 'both'));
        const life = costs.ref(p, 4, 'both');
        return iff(
          and(ge(j, lit(0)), lt(j, life)),
          div(sub(mulDivRound(add(j, lit(1)), amount, life), mulDivRound(j, amount, life)), lit(100)),
          lit(0),
        );
      },
      { years: 'sum' },
    );
    costs.set(r, 1, concat(lit('Depreciation: '), costs.ref(p, 1, 'both')));
  });
  const lastAsset = assetParams + data.assets.length - 1;
  const depreciation = monthRow(
    costs,
    costs.row(),
    'Depreciation',
    (m) =>
      depreciationRows.length === 0
        ? lit(0)
        : sum(
            costs.range(
              depreciationRows[0]!,
              monthColumn(m),
              depreciationRows[depreciationRows.length - 1]!,
              monthColumn(m),
              'none',
            ),
          ),
    { style: TOTAL, years: 'sum' },
  );
  const bought = monthRow(
    costs,
    costs.row(),
    'Assets bought',
    (m) =>
      data.assets.length === 0
        ? lit(0)
        : sumWhere(
            costs.range(assetParams, 3, lastAsset, 3),
            monthNumber(costs, m),
            costs.range(assetParams, 2, lastAsset, 2),
          ),
    { years: 'sum' },
  );
  const assetVat = monthRow(
    costs,
    costs.row(),
    'VAT on assets bought',
    (m) => percentOf(costs.ref(bought, monthColumn(m)), inputs.vatRate),
    { years: 'sum' },
  );

  // Loans: a schedule per loan, by month, as `loanSchedule`, to the last payment.
  const loanMonths = Math.max(LOAN_MONTHS_MIN, ...data.loans.map((l) => l.month + l.termMonths));
  const loans = grid(SHEET_NAMES.loans);
  timeline(loans, `Loans (${currency})`, inputs, loanMonths, false);
  loans.row();
  const loanHeader = loans.row();
  [
    'Loan',
    'Principal',
    'Month received',
    'Annual interest (%)',
    'Term (months)',
    'Interest-only months',
    'Monthly payment after interest-only',
  ].forEach((h, i) => loans.set(loanHeader, i + 1, h, BOLD));
  const loanParams = loans.next;
  data.loans.forEach((_, i) => {
    const input = inputs.loans + i;
    const r = loans.row();
    const at = (c: number) => A.ref(input, c, 'both');
    for (let c = 1; c <= 6; c += 1)
      loans.set(r, c, c === 2 ? div(cents(at(2)), lit(100)) : at(c), c === 2 ? MONEY : {});
    const rate = div(loans.ref(r, 4), lit(1200));
    const n = sub(loans.ref(r, 5), loans.ref(r, 6));
    const principal = cents(loans.ref(r, 2));
    loans.set(
      r,
      7,
      div(
        iff(
          eq(loans.ref(r, 4), lit(0)),
          ceiling(div(principal, n)),
          round(div(mul(principal, rate), sub(lit(1), power(add(lit(1), rate), neg(n))))),
        ),
        lit(100),
      ),
      MONEY,
    );
  });
  const loanTotals = {
    received: [] as number[],
    interest: [] as number[],
    principal: [] as number[],
    balance: [] as number[],
  };
  data.loans.forEach((loan, i) => {
    const p = loanParams + i;
    const at = (c: number) => loans.ref(p, c, 'both');
    loans.row();
    loans.set(loans.row(), 1, at(1), BOLD);
    const received = loans.row();
    const interest = loans.row();
    const repaid = loans.row();
    const balance = loans.row();
    const after = (m: number) => gt(monthNumber(loans, m), at(3));
    monthRow(loans, received, 'Received', (m) => iff(eq(monthNumber(loans, m), at(3)), at(2), lit(0)), {
      months: loanMonths,
    });
    monthRow(
      loans,
      interest,
      'Interest',
      (m, prev) =>
        iff(
          after(m),
          div(mulDivRound(cents(prev(balance)), round(mul(at(4), lit(100))), lit(120_000)), lit(100)),
          lit(0),
        ),
      { months: loanMonths },
    );
    monthRow(
      loans,
      repaid,
      'Principal repaid',
      (m, prev) => {
        const paymentNumber = sub(monthNumber(loans, m), at(3));
        return iff(
          after(m),
          iff(
            gt(paymentNumber, at(6)),
            iff(
              ge(paymentNumber, at(5)),
              prev(balance),
              min(prev(balance), sub(at(7), loans.ref(interest, monthColumn(m)))),
            ),
            lit(0),
          ),
          lit(0),
        );
      },
      { months: loanMonths },
    );
    monthRow(
      loans,
      balance,
      'Balance at the end of the month',
      (m, prev) => {
        const month = monthNumber(loans, m);
        return iff(
          lt(month, at(3)),
          lit(0),
          iff(eq(month, at(3)), at(2), sub(prev(balance), loans.ref(repaid, monthColumn(m)))),
        );
      },
      { months: loanMonths },
    );
    loanTotals.received.push(received);
    loanTotals.interest.push(interest);
    loanTotals.principal.push(repaid);
    loanTotals.balance.push(balance);
  });
  loans.row();
  loans.set(loans.row(), 1, 'All loans', BOLD);
  const loanTotal = (label: string, rows: number[]) =>
    monthRow(
      loans,
      loans.row(),
      label,
      (m) => (rows.length === 0 ? lit(0) : add(...rows.map((r) => loans.ref(r, monthColumn(m))))),
      { months: loanMonths, style: TOTAL },
    );
  const loansReceived = loanTotal('Received', loanTotals.received);
  const loansInterest = loanTotal('Interest', loanTotals.interest);
  const loansRepaid = loanTotal('Principal repaid', loanTotals.principal);
  const loansBalance = loanTotal('Balance at the end of the month', loanTotals.balance);

  // The profit and loss.
  const pl = grid(SHEET_NAMES.profitAndLoss);
  timeline(pl, scenarioTitle('Profit and loss'), inputs, FORECAST_MONTHS, true);
  const plStart = pl.next;
  const at = (grid: Grid, row: number) => (m: number) => grid.ref(row, monthColumn(m));
  const plRow = (
    label: string,
    cell: (m: number, previous: (row: number) => Expr) => Expr,
    style: CellStyle = MONEY,
  ) => monthRow(pl, pl.row(), label, cell, { style, years: 'sum' });
  const plRevenue = plRow('Revenue', at(revenue, totalRevenue), TOTAL);
  const costOfSales = plRow('Cost of sales', (m) =>
    percentOf(pl.ref(plRevenue, monthColumn(m)), inputs.costOfSales),
  );
  const grossMargin = plRow(
    'Gross margin',
    (m) => sub(pl.ref(plRevenue, monthColumn(m)), pl.ref(costOfSales, monthColumn(m))),
    TOTAL,
  );
  const categoryRows = categories.map((category) => {
    const r = pl.row();
    pl.set(r, 1, category);
    return monthRow(
      pl,
      r,
      category,
      (m) => {
        const lines = none
          ? lit(0)
          : sumWhereExact(costs.range(costLines, 2, lastCost, 2), pl.ref(r, 1, 'column'), lineColumn(m));
        return category === HIRES_CATEGORY && data.hires.length > 0
          ? add(lines, costs.ref(hiresTotal, monthColumn(m)))
          : lines;
      },
      { years: 'sum' },
    );
  });
  const opex = plRow(
    'Total operating expenses',
    (m) =>
      categoryRows.length === 0
        ? lit(0)
        : sum(
            pl.range(
              categoryRows[0]!,
              monthColumn(m),
              categoryRows[categoryRows.length - 1]!,
              monthColumn(m),
              'none',
            ),
          ),
    TOTAL,
  );
  const ebitda = plRow(
    'EBITDA',
    (m) => sub(pl.ref(grossMargin, monthColumn(m)), pl.ref(opex, monthColumn(m))),
    TOTAL,
  );
  const plDepreciation = plRow('Depreciation', at(costs, depreciation));
  const interest = plRow('Interest', at(loans, loansInterest));
  const pbt = plRow(
    'Profit before tax',
    (m) =>
      sub(
        sub(pl.ref(ebitda, monthColumn(m)), pl.ref(plDepreciation, monthColumn(m))),
        pl.ref(interest, monthColumn(m)),
      ),
    TOTAL,
  );
  const incomeTax = pl.row();
  const netProfit = pl.row();
  pl.row();
  pl.set(pl.row(), 1, 'Workings', BOLD);
  const offset = pl.row();
  const lossesCarried = pl.row();
  monthRow(pl, offset, 'Losses of earlier months set against this profit', (m, prev) => {
    const profit = pl.ref(pbt, monthColumn(m));
    return iff(gt(profit, lit(0)), min(prev(lossesCarried), profit), lit(0));
  });
  monthRow(pl, lossesCarried, 'Losses carried forward', (m, prev) => {
    const profit = pl.ref(pbt, monthColumn(m));
    return add(
      prev(lossesCarried),
      iff(lt(profit, lit(0)), neg(profit), neg(pl.ref(offset, monthColumn(m)))),
    );
  });
  monthRow(
    pl,
    incomeTax,
    'Income tax',
    (m) => {
      const profit = pl.ref(pbt, monthColumn(m));
      return iff(
        gt(profit, lit(0)),
        percentOf(sub(profit, pl.ref(offset, monthColumn(m))), inputs.taxRate),
        lit(0),
      );
    },
    { years: 'sum' },
  );
  monthRow(
    pl,
    netProfit,
    'Net profit',
    (m) => sub(pl.ref(pbt, monthColumn(m)), pl.ref(incomeTax, monthColumn(m))),
    { style: TOTAL, years: 'sum' },
  );

  // The cash flow, with the working capital, the VAT account and income tax as its workings.
  const cf = grid(SHEET_NAMES.cashFlow);
  timeline(cf, scenarioTitle('Cash flow'), inputs, FORECAST_MONTHS, true);
  const cfStart = cf.next;
  const rows = {} as Record<string, number>;
  for (const key of [
    'netProfit',
    'depreciation',
    'receivablesChange',
    'payablesChange',
    'vatChange',
    'incomeTaxChange',
    'operating',
    'assetPurchases',
    'investing',
    'equity',
    'loansReceived',
    'loanRepayments',
    'grants',
    'financing',
    'netChange',
    'cashAtStart',
    'cashAtEnd',
  ]) {
    rows[key] = cf.row();
  }
  cf.row();
  cf.set(cf.row(), 1, 'Workings', BOLD);
  for (const key of [
    'sales',
    'vatOnPurchases',
    'purchases',
    'receivables',
    'payables',
    'vatCollected',
    'vatReclaimed',
    'vatSettled',
    'vatOwed',
    'taxPaid',
    'taxOwed',
  ]) {
    rows[key] = cf.row();
  }
  const w = (key: string) => rows[key]!;
  const cfAt = (key: string, m: number) => cf.ref(w(key), monthColumn(m));
  monthRow(
    cf,
    w('sales'),
    'Sales invoiced, VAT included',
    (m) => add(revenue.ref(totalRevenue, monthColumn(m)), revenue.ref(salesVat, monthColumn(m))),
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('vatOnPurchases'),
    'VAT on cost of sales and cost lines',
    (m) =>
      add(percentOf(pl.ref(costOfSales, monthColumn(m)), inputs.vatRate), costs.ref(costVat, monthColumn(m))),
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('purchases'),
    'Purchases invoiced, VAT included',
    (m) =>
      add(
        pl.ref(costOfSales, monthColumn(m)),
        costs.ref(supplierLines, monthColumn(m)),
        cfAt('vatOnPurchases', m),
      ),
    { years: 'sum' },
  );
  /** `unpaidAt`: what is still unpaid at the end of month m of amounts invoiced and paid `days` later. */
  const unpaid = (row: number, days: Expr, m: number): Expr => {
    const terms: Expr[] = [];
    for (let back = 0; back * 30 < 180 && m - back >= 1; back += 1) {
      const share = min(lit(30), sub(days, lit(back * 30)));
      terms.push(
        iff(
          lt(lit(back * 30), days),
          mulDivRound(cents(cf.ref(row, monthColumn(m - back))), share, lit(30)),
          lit(0),
        ),
      );
    }
    return div(add(...terms, lit(0)), lit(100));
  };
  monthRow(
    cf,
    w('receivables'),
    'Receivables (unpaid sales)',
    (m) => unpaid(w('sales'), inputs.receivableDays, m),
    { years: 'last' },
  );
  monthRow(
    cf,
    w('payables'),
    'Payables (unpaid purchases)',
    (m) => unpaid(w('purchases'), inputs.payableDays, m),
    { years: 'last' },
  );
  monthRow(cf, w('vatCollected'), 'VAT collected', at(revenue, salesVat), { years: 'sum' });
  monthRow(
    cf,
    w('vatReclaimed'),
    'VAT reclaimed (purchases and assets)',
    (m) => add(cfAt('vatOnPurchases', m), costs.ref(assetVat, monthColumn(m))),
    { years: 'sum' },
  );
  const settleEvery = iff(eq(inputs.vatPeriod, lit('monthly')), lit(1), lit(3));
  monthRow(
    cf,
    w('vatSettled'),
    'VAT settled with the tax office',
    (m, prev) => {
      const month = monthNumber(cf, m);
      return iff(
        and(gt(month, lit(1)), eq(mod(sub(month, lit(1)), settleEvery), lit(0))),
        prev(w('vatOwed')),
        lit(0),
      );
    },
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('vatOwed'),
    'VAT owed (negative: due back)',
    (m, prev) =>
      sub(
        sub(
          sub(add(prev(w('vatOwed')), cfAt('vatCollected', m)), cfAt('vatOnPurchases', m)),
          costs.ref(assetVat, monthColumn(m)),
        ),
        cfAt('vatSettled', m),
      ),
    { years: 'last' },
  );
  monthRow(
    cf,
    w('taxPaid'),
    'Income tax paid',
    (m, prev) => {
      const month = monthNumber(cf, m);
      return iff(
        and(gt(month, lit(1)), eq(mod(sub(month, lit(1)), lit(12)), lit(0))),
        prev(w('taxOwed')),
        lit(0),
      );
    },
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('taxOwed'),
    'Income tax owed',
    (m, prev) => sub(add(prev(w('taxOwed')), pl.ref(incomeTax, monthColumn(m))), cfAt('taxPaid', m)),
    { years: 'last' },
  );

  const cfRow = (
    key: string,
    label: string,
    cell: (m: number, previous: (row: number) => Expr) => Expr,
    style: CellStyle = MONEY,
    years: 'sum' | 'first' | 'last' = 'sum',
  ) => monthRow(cf, w(key), label, cell, { style, years });
  const change = (key: string, sign: 1 | -1) => (m: number, prev: (row: number) => Expr) =>
    sign === 1 ? sub(cfAt(key, m), prev(w(key))) : sub(prev(w(key)), cfAt(key, m));
  cfRow('netProfit', 'Net profit', at(pl, netProfit));
  cfRow('depreciation', 'Depreciation added back', at(pl, plDepreciation));
  cfRow('receivablesChange', 'Change in receivables', change('receivables', -1));
  cfRow('payablesChange', 'Change in payables', change('payables', 1));
  cfRow('vatChange', 'Change in VAT owed', change('vatOwed', 1));
  cfRow('incomeTaxChange', 'Change in income tax owed', change('taxOwed', 1));
  cfRow(
    'operating',
    'Cash from operations',
    (m) => sum(cf.range(w('netProfit'), monthColumn(m), w('incomeTaxChange'), monthColumn(m), 'none')),
    TOTAL,
  );
  cfRow('assetPurchases', 'Asset purchases', (m) => neg(costs.ref(bought, monthColumn(m))));
  cfRow('investing', 'Cash from investing', (m) => cfAt('assetPurchases', m), TOTAL);
  const byMonth = (first: number, count: number) => (m: number) =>
    count === 0
      ? lit(0)
      : sumWhere(
          A.range(first, 3, first + count - 1, 3),
          monthNumber(cf, m),
          A.range(first, 2, first + count - 1, 2),
        );
  cfRow('equity', 'Equity received', byMonth(inputs.equity, data.equity.length));
  cfRow('loansReceived', 'Loans received', at(loans, loansReceived));
  cfRow('loanRepayments', 'Loan repayments', (m) => neg(loans.ref(loansRepaid, monthColumn(m))));
  cfRow('grants', 'Grants received', byMonth(inputs.grants, data.grants.length));
  cfRow(
    'financing',
    'Cash from financing',
    (m) => sum(cf.range(w('equity'), monthColumn(m), w('grants'), monthColumn(m), 'none')),
    TOTAL,
  );
  cfRow(
    'netChange',
    'Net change in cash',
    (m) => add(cfAt('operating', m), cfAt('investing', m), cfAt('financing', m)),
    TOTAL,
  );
  const cashAtEnd = w('cashAtEnd');
  cfRow(
    'cashAtStart',
    'Cash at the start',
    (m, prev) => (m === 1 ? inputs.startingCash : prev(cashAtEnd)),
    MONEY,
    'first',
  );
  cfRow(
    'cashAtEnd',
    'Cash at the end',
    (m) => add(cfAt('cashAtStart', m), cfAt('netChange', m)),
    TOTAL,
    'last',
  );

  // The balance sheet at the end of each month.
  const bs = grid(SHEET_NAMES.balanceSheet);
  timeline(bs, scenarioTitle('Balance sheet'), inputs, FORECAST_MONTHS, true);
  const bsStart = bs.next;
  const b = {} as Record<string, number>;
  for (const key of [
    'cash',
    'receivables',
    'netFixedAssets',
    'totalAssets',
    'payables',
    'vatOwed',
    'incomeTaxOwed',
    'loans',
    'totalLiabilities',
    'paidInEquity',
    'grants',
    'retainedEarnings',
    'totalEquity',
    'totalLiabilitiesAndEquity',
  ]) {
    b[key] = bs.row();
  }
  const bsAt = (key: string, m: number) => bs.ref(b[key]!, monthColumn(m));
  const bsRow = (
    key: string,
    label: string,
    cell: (m: number, previous: (row: number) => Expr) => Expr,
    style: CellStyle = MONEY,
  ) => monthRow(bs, b[key]!, label, cell, { style, years: 'last' });
  bsRow('cash', 'Cash', at(cf, cashAtEnd));
  bsRow('receivables', 'Receivables', at(cf, w('receivables')));
  bsRow('netFixedAssets', 'Net fixed assets', (m, prev) =>
    sub(
      add(prev(b.netFixedAssets!), costs.ref(bought, monthColumn(m))),
      costs.ref(depreciation, monthColumn(m)),
    ),
  );
  bsRow(
    'totalAssets',
    'Total assets',
    (m) => add(bsAt('cash', m), bsAt('receivables', m), bsAt('netFixedAssets', m)),
    TOTAL,
  );
  bsRow('payables', 'Payables', at(cf, w('payables')));
  bsRow('vatOwed', 'VAT owed', at(cf, w('vatOwed')));
  bsRow('incomeTaxOwed', 'Income tax owed', at(cf, w('taxOwed')));
  bsRow('loans', 'Loans outstanding', at(loans, loansBalance));
  bsRow(
    'totalLiabilities',
    'Total liabilities',
    (m) => add(bsAt('payables', m), bsAt('vatOwed', m), bsAt('incomeTaxOwed', m), bsAt('loans', m)),
    TOTAL,
  );
  bsRow('paidInEquity', 'Paid-in equity', (m, prev) =>
    add(m === 1 ? inputs.startingCash : prev(b.paidInEquity!), cfAt('equity', m)),
  );
  bsRow('grants', 'Grants', (m, prev) => add(prev(b.grants!), cfAt('grants', m)));
  bsRow('retainedEarnings', 'Retained earnings', (m, prev) =>
    add(prev(b.retainedEarnings!), pl.ref(netProfit, monthColumn(m))),
  );
  bsRow(
    'totalEquity',
    'Total equity',
    (m) => add(bsAt('paidInEquity', m), bsAt('grants', m), bsAt('retainedEarnings', m)),
    TOTAL,
  );
  bsRow(
    'totalLiabilitiesAndEquity',
    'Total liabilities and equity',
    (m) => add(bsAt('totalLiabilities', m), bsAt('totalEquity', m)),
    TOTAL,
  );

  writeRows(queue);
  const ratios = ratiosSheet(
    inputs,
    { pl, plRevenue, grossMargin, netProfit, ebitda, interest, depreciation: plDepreciation },
    { cf, w },
    { bs, b },
    { loans, loansRepaid },
    currency,
  );
  const checks = checksSheet(
    inputs,
    { pl, netProfit },
    { cf, w },
    { bs, b },
    { loans, loanTotals, loansBalance },
  );

  const sourcesAndUses = sourcesAndUsesSheet(data, inputs, {
    assumptions: A,
    costs,
    costParams,
    loans,
    loanReceived: loanTotals.received,
    loanMonths,
    pl,
    opex,
    cf,
    w,
  });

  return {
    sheets: [assumptions, revenue, costs, loans, pl, cf, bs, ratios, sourcesAndUses, checks],
    rows: { profitAndLoss: plStart, cashFlow: cfStart, balanceSheet: bsStart },
  };
}

/** `Math.round(value * 10^d) / 10^d` of numerator / denominator, as the domain's ratios round. */
function ratioOf(numerator: Expr, denominator: Expr, decimals: number): Expr {
  const scale = lit(10 ** decimals);
  return div(roundHalfUp(mul(div(numerator, denominator), scale)), scale);
}

function ratiosSheet(
  inputs: Inputs,
  p: {
    pl: Grid;
    plRevenue: number;
    grossMargin: number;
    netProfit: number;
    ebitda: number;
    interest: number;
    depreciation: number;
  },
  c: { cf: Grid; w: (key: string) => number },
  s: { bs: Grid; b: Record<string, number> },
  l: { loans: Grid; loansRepaid: number },
  currency: string,
): Grid {
  const sheet = new Grid(SHEET_NAMES.ratios);
  sheet.widths.set(1, 52);
  sheet.set(
    sheet.row(),
    1,
    concat(lit('Ratios a lender reads first, '), inputs.scenario, lit(` scenario (${currency})`)),
    BOLD,
  );
  const header = sheet.row();
  sheet.set(header, 1, 'Year', BOLD);
  for (let y = 1; y <= YEARS; y += 1) {
    sheet.widths.set(y + 1, 14);
    sheet.set(header, y + 1, `Year ${y}`, BOLD);
  }
  const gross = sheet.row();
  const net = sheet.row();
  const coverage = sheet.row();
  const cover = sheet.row();
  const current = sheet.row();
  const leverage = sheet.row();
  const runway = sheet.row();
  sheet.row();
  const due = sheet.row();
  const line = (r: number, label: string, cell: (y: number) => Expr, style: CellStyle = {}) => {
    sheet.set(r, 1, label);
    for (let y = 1; y <= YEARS; y += 1) sheet.set(r, y + 1, cell(y), style);
  };
  const year = (grid: Grid, row: number) => (y: number) => cents(grid.ref(row, yearColumn(y)));
  const bsYear = (key: string) => year(s.bs, s.b[key]!);
  const blank = lit('');
  line(
    due,
    'Workings: loan principal due in the 12 months after the year',
    (y) => {
      const from = monthColumn(y * MONTHS_PER_YEAR + 1);
      return sum(l.loans.range(l.loansRepaid, from, l.loansRepaid, from + MONTHS_PER_YEAR - 1, 'none'));
    },
    MONEY,
  );
  const revenue = year(p.pl, p.plRevenue);
  line(gross, 'Gross margin (% of revenue)', (y) =>
    iff(eq(revenue(y), lit(0)), blank, ratioOf(mul(year(p.pl, p.grossMargin)(y), lit(100)), revenue(y), 1)),
  );
  line(net, 'Net margin (% of revenue)', (y) =>
    iff(eq(revenue(y), lit(0)), blank, ratioOf(mul(year(p.pl, p.netProfit)(y), lit(100)), revenue(y), 1)),
  );
  const debtService = (y: number) => sub(year(p.pl, p.interest)(y), year(c.cf, c.w('loanRepayments'))(y));
  line(coverage, 'Debt service coverage (EBITDA over loan payments)', (y) =>
    iff(eq(debtService(y), lit(0)), blank, ratioOf(year(p.pl, p.ebitda)(y), debtService(y), 2)),
  );
  line(cover, 'Interest cover (EBITDA less depreciation over interest)', (y) =>
    iff(
      eq(year(p.pl, p.interest)(y), lit(0)),
      blank,
      ratioOf(sub(year(p.pl, p.ebitda)(y), year(p.pl, p.depreciation)(y)), year(p.pl, p.interest)(y), 2),
    ),
  );
  const currentAssets = (y: number) =>
    add(bsYear('cash')(y), bsYear('receivables')(y), max(lit(0), neg(bsYear('vatOwed')(y))));
  const currentLiabilities = (y: number) =>
    add(
      bsYear('payables')(y),
      max(lit(0), bsYear('vatOwed')(y)),
      bsYear('incomeTaxOwed')(y),
      cents(sheet.ref(due, y + 1)),
    );
  line(current, 'Current ratio (cash and money due in over what is owed within a year)', (y) =>
    iff(eq(currentLiabilities(y), lit(0)), blank, ratioOf(currentAssets(y), currentLiabilities(y), 2)),
  );
  line(leverage, 'Debt to equity (loans over equity)', (y) =>
    iff(
      le(bsYear('totalEquity')(y), lit(0)),
      blank,
      ratioOf(bsYear('loans')(y), bsYear('totalEquity')(y), 2),
    ),
  );
  line(runway, "Runway (months the year-end cash lasts at the year's burn)", (y) => {
    const burn = neg(add(year(c.cf, c.w('operating'))(y), year(c.cf, c.w('investing'))(y)));
    return iff(le(burn, lit(0)), blank, max(lit(0), int(div(mul(bsYear('cash')(y), lit(12)), burn))));
  });
  return sheet;
}

function checksSheet(
  inputs: Inputs,
  p: { pl: Grid; netProfit: number },
  c: { cf: Grid; w: (key: string) => number },
  s: { bs: Grid; b: Record<string, number> },
  l: {
    loans: Grid;
    loanTotals: { received: number[]; principal: number[]; balance: number[] };
    loansBalance: number;
  },
): Grid {
  const sheet = new Grid(SHEET_NAMES.checks);
  timeline(
    sheet,
    concat(
      lit('The master check, '),
      inputs.scenario,
      lit(' scenario: TRUE in every month of a sound model'),
    ),
    inputs,
    FORECAST_MONTHS,
    false,
  );
  const master = sheet.row();
  sheet.row();
  const bsAt = (key: string, m: number) => s.bs.ref(s.b[key]!, monthColumn(m));
  const cfAt = (key: string, m: number) => c.cf.ref(c.w(key), monthColumn(m));
  const checkRows: number[] = [];
  const check = (label: string, cell: (m: number) => Expr) => {
    const r = sheet.row();
    checkRows.push(r);
    for (let m = 1; m <= FORECAST_MONTHS; m += 1) sheet.set(r, monthColumn(m), cell(m));
    sheet.set(r, 1, label);
    const months = sheet.range(r, monthColumn(1), r, monthColumn(FORECAST_MONTHS), 'none');
    sheet.set(r, 2, { f: `AND(${months.f})`, v: months.values.every(Boolean) }, BOLD);
  };
  check('The balance sheet balances', (m) =>
    sameCents(bsAt('totalAssets', m), bsAt('totalLiabilitiesAndEquity', m)),
  );
  check('The cash flow ends with the balance sheet’s cash', (m) =>
    and(
      sameCents(cfAt('cashAtEnd', m), bsAt('cash', m)),
      sameCents(cfAt('cashAtStart', m), m === 1 ? inputs.startingCash : cfAt('cashAtEnd', m - 1)),
    ),
  );
  check('The profit and loss and the cash flow show the same net profit', (m) =>
    sameCents(p.pl.ref(p.netProfit, monthColumn(m)), cfAt('netProfit', m)),
  );
  check('Each loan’s balance follows its schedule', (m) => {
    const each = l.loanTotals.balance.map((balance, i) => {
      const received = sum(
        l.loans.range(
          l.loanTotals.received[i]!,
          monthColumn(1),
          l.loanTotals.received[i]!,
          monthColumn(m),
          'none',
        ),
      );
      const repaid = sum(
        l.loans.range(
          l.loanTotals.principal[i]!,
          monthColumn(1),
          l.loanTotals.principal[i]!,
          monthColumn(m),
          'none',
        ),
      );
      return sameCents(sub(received, repaid), l.loans.ref(balance, monthColumn(m)));
    });
    const total =
      l.loanTotals.balance.length === 0
        ? lit(0)
        : add(...l.loanTotals.balance.map((r) => l.loans.ref(r, monthColumn(m))));
    return and(...each, sameCents(total, bsAt('loans', m)));
  });
  check('The VAT account reconciles', (m) => {
    const moved = sub(sub(cfAt('vatCollected', m), cfAt('vatReclaimed', m)), cfAt('vatSettled', m));
    const before = m === 1 ? lit(0) : bsAt('vatOwed', m - 1);
    return and(sameCents(bsAt('vatOwed', m), add(before, moved)), sameCents(cfAt('vatChange', m), moved));
  });
  sheet.set(master, 1, 'The model balances (every check, every month)', BOLD);
  const column = sheet.range(checkRows[0]!, 2, checkRows[checkRows.length - 1]!, 2, 'none');
  sheet.set(master, 2, { f: `AND(${column.f})`, v: column.values.every(Boolean) }, BOLD);
  return sheet;
}

/**
 * Sources and uses to the lowest cash month, as the domain's `sourcesAndUses` on the funding need:
 * sources are the starting cash, each equity line, loan and grant received by then and the amount
 * still to find; uses each asset and one-off cost by then, the operating losses, working capital, loan
 * repayments, the minimum cash buffer and any cash above it. Lines after the lowest month count 0.
 */
function sourcesAndUsesSheet(
  data: ForecastData,
  inputs: Inputs,
  g: {
    assumptions: Grid;
    costs: Grid;
    costParams: number;
    loans: Grid;
    loanReceived: number[];
    loanMonths: number;
    pl: Grid;
    opex: number;
    cf: Grid;
    w: (key: string) => number;
  },
): Grid {
  const A = g.assumptions;
  const sheet = new Grid(SHEET_NAMES.sourcesAndUses);
  sheet.widths.set(1, 60).set(2, 18);
  sheet.set(
    sheet.row(),
    1,
    concat(lit('Sources and uses to the lowest cash point, '), inputs.scenario, lit(' scenario')),
    BOLD,
  );
  sheet.row();
  const param = (label: string, value: Expr, style: CellStyle = MONEY) => {
    const r = sheet.row();
    sheet.set(r, 1, label);
    sheet.set(r, 2, value, style);
    return sheet.ref(r, 2, 'both');
  };
  const cash = g.cf.range(g.w('cashAtEnd'), monthColumn(1), g.w('cashAtEnd'), monthColumn(FORECAST_MONTHS));
  const through = param('Lowest cash month (the table runs to it)', firstLowest(cash), {});
  const lowestCash = param('Lowest cash', lowest(cash));
  const firstYearOpex = sum(g.pl.range(g.opex, monthColumn(1), g.opex, monthColumn(MONTHS_PER_YEAR)));
  const minimum = param(
    'Minimum cash (set, or three months of year 1 operating expenses)',
    iff(
      eq(inputs.minimumCash, lit('')),
      div(mulDivRound(cents(firstYearOpex), lit(3), lit(MONTHS_PER_YEAR)), lit(100)),
      div(cents(inputs.minimumCash), lit(100)),
    ),
  );
  const stillToFind = param('Still to find', max(lit(0), div(cents(sub(minimum, lowestCash)), lit(100))));
  const monthNumbers = (grid: Grid, months: number) => grid.range(3, monthColumn(1), 3, monthColumn(months));
  const cfUpTo = (key: string) =>
    sumUpTo(
      monthNumbers(g.cf, FORECAST_MONTHS),
      through,
      g.cf.range(g.w(key), monthColumn(1), g.w(key), monthColumn(FORECAST_MONTHS)),
    );

  const line = (label: Expr | string, value: Expr) => {
    const r = sheet.row();
    sheet.set(r, 1, label);
    sheet.set(r, 2, value, MONEY);
    return r;
  };
  const received = (first: number, index: number) =>
    iff(le(A.ref(first + index, 3, 'both'), through), A.ref(first + index, 2, 'both'), lit(0));
  sheet.row();
  sheet.set(sheet.row(), 1, 'Sources', BOLD);
  const sources: number[] = [];
  sources.push(line('Own money (starting cash)', inputs.startingCash));
  data.equity.forEach((_, i) =>
    sources.push(line(A.ref(inputs.equity + i, 1, 'both'), received(inputs.equity, i))),
  );
  g.loanReceived.forEach((row, i) =>
    sources.push(
      line(
        A.ref(inputs.loans + i, 1, 'both'),
        sumUpTo(
          monthNumbers(g.loans, g.loanMonths),
          through,
          g.loans.range(row, monthColumn(1), row, monthColumn(g.loanMonths)),
        ),
      ),
    ),
  );
  data.grants.forEach((_, i) =>
    sources.push(line(A.ref(inputs.grants + i, 1, 'both'), received(inputs.grants, i))),
  );
  sources.push(line('Still to find', stillToFind));
  const totalSources = sheet.row();
  sheet.set(totalSources, 1, 'Total sources', BOLD);
  sheet.set(
    totalSources,
    2,
    sum(sheet.range(sources[0]!, 2, sources[sources.length - 1]!, 2, 'none')),
    TOTAL,
  );

  sheet.row();
  sheet.set(sheet.row(), 1, 'Uses', BOLD);
  const uses: number[] = [];
  data.assets.forEach((_, i) => {
    const r = inputs.assets + i;
    uses.push(
      line(
        A.ref(r, 1, 'both'),
        iff(le(A.ref(r, 3, 'both'), through), div(cents(A.ref(r, 2, 'both')), lit(100)), lit(0)),
      ),
    );
  });
  const oneOffs =
    data.costs.length === 0
      ? lit(0)
      : sumUpTo(
          g.costs.range(g.costParams, 5, g.costParams + data.costs.length - 1, 5),
          through,
          g.costs.range(g.costParams, 3, g.costParams + data.costs.length - 1, 3),
        );
  data.costs.forEach((cost, i) => {
    if (cost.oneOff <= 0) return;
    const p = g.costParams + i;
    uses.push(
      line(
        A.ref(inputs.costs + i, 1, 'both'),
        iff(le(g.costs.ref(p, 5, 'both'), through), g.costs.ref(p, 3, 'both'), lit(0)),
      ),
    );
  });
  const budgetLines = neg(add(cfUpTo('netProfit'), cfUpTo('depreciation')));
  uses.push(
    line('Operating losses (running costs less revenue; negative: a profit)', sub(budgetLines, oneOffs)),
  );
  uses.push(
    line(
      'Working capital',
      neg(
        add(
          cfUpTo('receivablesChange'),
          cfUpTo('payablesChange'),
          cfUpTo('vatChange'),
          cfUpTo('incomeTaxChange'),
        ),
      ),
    ),
  );
  uses.push(line('Loan repayments', neg(cfUpTo('loanRepayments'))));
  uses.push(line('Minimum cash buffer', minimum));
  uses.push(line('Cash above the buffer at the lowest point', max(lit(0), sub(lowestCash, minimum))));
  const totalUses = sheet.row();
  sheet.set(totalUses, 1, 'Total uses', BOLD);
  sheet.set(totalUses, 2, sum(sheet.range(uses[0]!, 2, uses[uses.length - 1]!, 2, 'none')), TOTAL);
  sheet.row();
  const equal = sheet.row();
  sheet.set(equal, 1, 'Sources equal uses');
  sheet.set(equal, 2, sameCents(sheet.ref(totalSources, 2), sheet.ref(totalUses, 2)), BOLD);
  return sheet;
}
