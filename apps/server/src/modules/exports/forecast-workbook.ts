import type { ForecastData } from '@planner/domain';

import { assumptionsSheet } from './forecast-assumptions-sheet.js';
import { checksSheet, ratiosSheet, sourcesAndUsesSheet } from './forecast-lender-sheets.js';
import { costsSheet, loansSheet, revenueSheet } from './forecast-operations-sheets.js';
import type { Book, PendingRow } from './forecast-sheet-rows.js';
import { monthlySheet, writeRows } from './forecast-sheet-rows.js';
import { balanceSheetSheet, cashFlowSheet, profitAndLossSheet } from './forecast-statement-sheets.js';
import { concat, lit } from './sheet-formula.js';
import type { Grid } from './sheet-grid.js';

export { SHEET_NAMES } from './forecast-sheet-rows.js';

export interface ForecastWorkbook {
  sheets: Grid[];
  /** The scenario switch on the Assumptions sheet ("B4"). */
  scenarioCell: string;
}

/**
 * The forecast as a model that calculates: every input on the Assumptions sheet, every other figure a
 * formula that reproduces the domain's rules (`projectMonths`, `loanSchedule`, `unpaidAt`,
 * `lenderRatios`, `sourcesAndUses`, `masterChecks`) with its roundings, for the scenario the
 * Assumptions sheet shows, each with the value it gives.
 */
export function forecastWorkbookModel(
  data: ForecastData,
  currency: string,
  categories: readonly string[],
): ForecastWorkbook {
  const { sheet: assumptions, inputs } = assumptionsSheet(data, currency);
  const queue: PendingRow[] = [];
  const book: Book = {
    data,
    currency,
    categories,
    inputs,
    assumptions,
    sheet: (name) => monthlySheet(name, queue),
    scenarioTitle: (title) => concat(lit(`${title}, `), inputs.scenario, lit(` scenario (${currency})`)),
  };
  const revenue = revenueSheet(book);
  const costs = costsSheet(book);
  const loans = loansSheet(book);
  const pl = profitAndLossSheet(book, revenue, costs, loans);
  const cf = cashFlowSheet(book, revenue, costs, loans, pl);
  const bs = balanceSheetSheet(book, costs, loans, pl, cf);
  writeRows(queue);
  const ratios = ratiosSheet(
    inputs,
    { ...pl, depreciation: pl.plDepreciation, interest: pl.interest },
    cf,
    bs,
    loans,
    currency,
  );
  const checks = checksSheet(inputs, pl, cf, bs, loans);
  const sourcesAndUses = sourcesAndUsesSheet(data, inputs, {
    assumptions,
    costs: costs.costs,
    costParams: costs.costParams,
    loans: loans.loans,
    loanReceived: loans.loanTotals.received,
    loanMonths: loans.loanMonths,
    pl: pl.pl,
    opex: pl.opex,
    cf: cf.cf,
    w: cf.w,
  });
  const sheets: Grid[] = [
    assumptions,
    revenue.revenue,
    costs.costs,
    loans.loans,
    pl.pl,
    cf.cf,
    bs.bs,
    ratios,
    sourcesAndUses,
    checks,
  ];
  return {
    sheets,
    scenarioCell: inputs.scenario.f.split('!')[1]!.replace(/\$/g, ''),
  };
}
