import type { Cents } from './money.js';
import type { ForecastPeriod } from './project.js';
import type { BalanceSheet, CashFlow, ProfitAndLoss } from './statements.js';

export const STATEMENTS = ['profitAndLoss', 'cashFlow', 'balanceSheet'] as const;
export type StatementName = (typeof STATEMENTS)[number];

export const STATEMENT_TITLES = {
  profitAndLoss: 'Profit and loss',
  cashFlow: 'Cash flow',
  balanceSheet: 'Balance sheet',
} as const satisfies Record<StatementName, string>;

/** One line of a statement: its label, its amount per period, and whether it is a (sub)total. */
export interface StatementLine {
  label: string;
  values: Cents[];
  total: boolean;
}

type Line<T> = readonly [label: string, pick: (s: T) => Cents, total?: true];

const PROFIT_AND_LOSS_AFTER_EXPENSES: readonly Line<ProfitAndLoss>[] = [
  ['Total operating expenses', (s) => s.totalOperatingExpenses, true],
  ['EBITDA', (s) => s.ebitda, true],
  ['Depreciation', (s) => s.depreciation],
  ['Interest', (s) => s.interest],
  ['Profit before tax', (s) => s.profitBeforeTax, true],
  ['Income tax', (s) => s.incomeTax],
  ['Net profit', (s) => s.netProfit, true],
];

const CASH_FLOW_ROWS: readonly Line<CashFlow>[] = [
  ['Net profit', (s) => s.netProfit],
  ['Depreciation added back', (s) => s.depreciation],
  ['Change in receivables', (s) => s.receivablesChange],
  ['Change in payables', (s) => s.payablesChange],
  ['Change in VAT owed', (s) => s.vatChange],
  ['Change in income tax owed', (s) => s.incomeTaxChange],
  ['Cash from operations', (s) => s.operating, true],
  ['Asset purchases', (s) => s.assetPurchases],
  ['Cash from investing', (s) => s.investing, true],
  ['Equity received', (s) => s.equity],
  ['Loans received', (s) => s.loansReceived],
  ['Loan repayments', (s) => s.loanRepayments],
  ['Grants received', (s) => s.grants],
  ['Cash from financing', (s) => s.financing, true],
  ['Net change in cash', (s) => s.netChange, true],
  ['Cash at the start', (s) => s.cashAtStart],
  ['Cash at the end', (s) => s.cashAtEnd, true],
];

const BALANCE_SHEET_ROWS: readonly Line<BalanceSheet>[] = [
  ['Cash', (s) => s.cash],
  ['Receivables', (s) => s.receivables],
  ['Net fixed assets', (s) => s.netFixedAssets],
  ['Total assets', (s) => s.totalAssets, true],
  ['Payables', (s) => s.payables],
  ['VAT owed', (s) => s.vatOwed],
  ['Income tax owed', (s) => s.incomeTaxOwed],
  ['Loans outstanding', (s) => s.loans],
  ['Total liabilities', (s) => s.totalLiabilities, true],
  ['Paid-in equity', (s) => s.paidInEquity],
  ['Grants', (s) => s.grants],
  ['Retained earnings', (s) => s.retainedEarnings],
  ['Total equity', (s) => s.totalEquity, true],
  ['Total liabilities and equity', (s) => s.totalLiabilitiesAndEquity, true],
];

function lines<T>(
  periods: readonly ForecastPeriod[],
  of: (p: ForecastPeriod) => T,
  specs: readonly Line<T>[],
) {
  return specs.map(([label, pick, total]) => ({
    label,
    values: periods.map((p) => pick(of(p))),
    total: !!total,
  }));
}

/**
 * A statement as rows of lines with one amount per period (months, quarters or years): the one layout
 * the forecast screen, the plan and the exports show. Operating expenses are one line per category.
 */
export function statementLines(
  statement: StatementName,
  periods: readonly ForecastPeriod[],
  categories: readonly string[],
): StatementLine[] {
  switch (statement) {
    case 'profitAndLoss':
      return [
        ...lines(periods, (p) => p.profitAndLoss, [
          ['Revenue', (s) => s.revenue, true],
          ['Cost of sales', (s) => s.costOfSales],
          ['Gross margin', (s) => s.grossMargin, true],
        ]),
        ...categories.map((category, i) => ({
          label: category,
          values: periods.map((p) => p.profitAndLoss.operatingExpenses[i] ?? 0),
          total: false,
        })),
        ...lines(periods, (p) => p.profitAndLoss, PROFIT_AND_LOSS_AFTER_EXPENSES),
      ];
    case 'cashFlow':
      return lines(periods, (p) => p.cashFlow, CASH_FLOW_ROWS);
    case 'balanceSheet':
      return lines(periods, (p) => p.balanceSheet, BALANCE_SHEET_ROWS);
  }
}
