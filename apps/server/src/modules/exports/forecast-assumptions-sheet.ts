import type { ForecastData, VatTreatment } from '@planner/domain';
import { SCENARIO_NAMES } from '@planner/domain';

import type { Inputs } from './forecast-sheet-rows.js';
import { BOLD, INPUT, INPUT_MONEY, SHEET_NAMES } from './forecast-sheet-rows.js';
import type { Expr } from './sheet-formula.js';
import { eq, iff, lit } from './sheet-formula.js';
import { Grid } from './sheet-grid.js';

function vatTreatment(vat: VatTreatment | undefined): [string, number | null] {
  if (vat?.treatment === 'reduced') return ['reduced', vat.ratePercent];
  return [vat?.treatment ?? 'standard', null];
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

export function assumptionsSheet(data: ForecastData, currency: string): { sheet: Grid; inputs: Inputs } {
  const sheet = new Grid(SHEET_NAMES.assumptions);
  sheet.widths.set(1, 62).set(2, 18);
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
  const inputs = {
    scenario,
    firstYear: general('First month of the forecast: year', year ?? 0),
    firstMonth: general('First month of the forecast: month (1-12)', month ?? 1),
    startingCash: general('Starting cash', data.startingCash, INPUT_MONEY),
    costOfSales: general('Cost of sales (% of revenue)', data.costOfSalesPercent),
    taxRate: general('Income tax rate (%)', data.taxRatePercent),
    vatRate: general('Sales tax (VAT) standard rate (%)', data.salesTaxPercent),
    vatPeriod: general('VAT settled (monthly or quarterly)', data.vatPeriod ?? 'quarterly'),
    payrollCharges: general('Payroll charges on payroll lines (% of pay)', data.payrollChargesPercent),
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
    costs: multiplier('Cost lines', 'costs'),
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
    inputs: { ...inputs, multipliers, streams, costs, equity, loans, grants, assets },
  };
}
