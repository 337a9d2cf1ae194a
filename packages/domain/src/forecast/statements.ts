import type { Cents } from './money.js';

/**
 * The profit and loss account of a period. `operatingExpenses` follows the projection's
 * `categories` (hires under "Team", their employer payroll charges included).
 */
export interface ProfitAndLoss {
  revenue: Cents;
  costOfSales: Cents;
  grossMargin: Cents;
  operatingExpenses: Cents[];
  /** Of the "Team" category: the employer's payroll charges on the hires' salaries. */
  payrollCharges: Cents;
  totalOperatingExpenses: Cents;
  ebitda: Cents;
  depreciation: Cents;
  interest: Cents;
  profitBeforeTax: Cents;
  incomeTax: Cents;
  netProfit: Cents;
}

/** The cash-flow statement of a period (indirect method): money in positive, money out negative. */
export interface CashFlow {
  netProfit: Cents;
  depreciation: Cents;
  /** Less what customers still owe (an increase in receivables takes cash). */
  receivablesChange: Cents;
  payablesChange: Cents;
  /** VAT collected less VAT paid and settled: owed to the tax office until the quarter is settled. */
  vatChange: Cents;
  incomeTaxChange: Cents;
  operating: Cents;
  assetPurchases: Cents;
  investing: Cents;
  equity: Cents;
  loansReceived: Cents;
  loanRepayments: Cents;
  grants: Cents;
  financing: Cents;
  netChange: Cents;
  cashAtStart: Cents;
  cashAtEnd: Cents;
}

/** The balance sheet at the end of a period. */
export interface BalanceSheet {
  cash: Cents;
  receivables: Cents;
  netFixedAssets: Cents;
  totalAssets: Cents;
  payables: Cents;
  /** VAT owed to the tax office (negative: a refund due). */
  vatOwed: Cents;
  incomeTaxOwed: Cents;
  loans: Cents;
  totalLiabilities: Cents;
  /** Starting cash and every equity line received. */
  paidInEquity: Cents;
  grants: Cents;
  retainedEarnings: Cents;
  totalEquity: Cents;
  totalLiabilitiesAndEquity: Cents;
}

export const PROFIT_AND_LOSS_SUMS = [
  'revenue',
  'costOfSales',
  'grossMargin',
  'payrollCharges',
  'totalOperatingExpenses',
  'ebitda',
  'depreciation',
  'interest',
  'profitBeforeTax',
  'incomeTax',
  'netProfit',
] as const satisfies readonly (keyof ProfitAndLoss)[];

/** Every line of the balance sheet, in the order a lender reads it. */
export const BALANCE_SHEET_LINES = [
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
] as const satisfies readonly (keyof BalanceSheet)[];

/** The cash-flow lines that add up over months (the cash at the start and end do not). */
export const CASH_FLOW_SUMS = [
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
] as const satisfies readonly (keyof CashFlow)[];

/** Every line of the cash-flow statement. */
export const CASH_FLOW_LINES = [
  ...CASH_FLOW_SUMS,
  'cashAtStart',
  'cashAtEnd',
] as const satisfies readonly (keyof CashFlow)[];
