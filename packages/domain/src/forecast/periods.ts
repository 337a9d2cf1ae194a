import { addCentsInto } from './money.js';
import { MONTHS_PER_QUARTER, MONTHS_PER_YEAR } from './months.js';
import type { ForecastPeriod } from './project.js';
import type { BalanceSheet, CashFlow, ProfitAndLoss } from './statements.js';
import { CASH_FLOW_SUMS, PROFIT_AND_LOSS_SUMS } from './statements.js';

export const PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export type PeriodKind = (typeof PERIODS)[number];

const EMPTY_BALANCE_SHEET: BalanceSheet = {
  cash: 0,
  receivables: 0,
  netFixedAssets: 0,
  totalAssets: 0,
  payables: 0,
  vatOwed: 0,
  incomeTaxOwed: 0,
  loans: 0,
  totalLiabilities: 0,
  paidInEquity: 0,
  grants: 0,
  retainedEarnings: 0,
  totalEquity: 0,
  totalLiabilitiesAndEquity: 0,
};

/**
 * The sum of consecutive months: every amount of the profit and loss and the cash flow added up,
 * cash at the start of the first month and at the end of the last, the balance sheet of the last.
 * (Plain loops: the forecast screen sums 15 periods per scenario on every keystroke.)
 */
export function sumPeriods(months: readonly ForecastPeriod[], label: string): ForecastPeriod {
  const first = months[0];
  const last = months[months.length - 1];
  const zeros = (values: readonly number[] | undefined) => new Array<number>(values?.length ?? 0).fill(0);
  const unitsByStream = zeros(last?.unitsByStream);
  const revenueByStream = zeros(last?.revenueByStream);
  const costsByCategory = zeros(last?.costsByCategory);
  const operatingExpenses = zeros(last?.profitAndLoss.operatingExpenses);
  const pl = Object.fromEntries(PROFIT_AND_LOSS_SUMS.map((k) => [k, 0])) as Record<
    (typeof PROFIT_AND_LOSS_SUMS)[number],
    number
  >;
  const cf = Object.fromEntries(CASH_FLOW_SUMS.map((k) => [k, 0])) as Record<
    (typeof CASH_FLOW_SUMS)[number],
    number
  >;
  let revenue = 0;
  let costOfSales = 0;
  let grossMargin = 0;
  let operatingCosts = 0;
  let operatingProfit = 0;
  let tax = 0;
  let netProfit = 0;
  for (const m of months) {
    addCentsInto(unitsByStream, m.unitsByStream);
    addCentsInto(revenueByStream, m.revenueByStream);
    addCentsInto(costsByCategory, m.costsByCategory);
    addCentsInto(operatingExpenses, m.profitAndLoss.operatingExpenses);
    for (const key of PROFIT_AND_LOSS_SUMS) pl[key] += m.profitAndLoss[key];
    for (const key of CASH_FLOW_SUMS) cf[key] += m.cashFlow[key];
    revenue += m.revenue;
    costOfSales += m.costOfSales;
    grossMargin += m.grossMargin;
    operatingCosts += m.operatingCosts;
    operatingProfit += m.operatingProfit;
    tax += m.tax;
    netProfit += m.netProfit;
  }
  const profitAndLoss: ProfitAndLoss = { ...pl, operatingExpenses };
  const cashFlow: CashFlow = {
    ...cf,
    cashAtStart: first?.cashFlow.cashAtStart ?? 0,
    cashAtEnd: last?.cashFlow.cashAtEnd ?? 0,
  };
  return {
    label,
    unitsByStream,
    revenueByStream,
    revenue,
    costOfSales,
    grossMargin,
    costsByCategory,
    operatingCosts,
    operatingProfit,
    tax,
    netProfit,
    cash: last?.cash ?? 0,
    profitAndLoss,
    cashFlow,
    balanceSheet: last ? { ...last.balanceSheet } : EMPTY_BALANCE_SHEET,
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** Quarters 1..12: "Q1 (2027-04 to 2027-06)". */
export function quarters(months: readonly ForecastPeriod[]): ForecastPeriod[] {
  return chunks(months, MONTHS_PER_QUARTER).map((q, i) =>
    sumPeriods(q, `Q${i + 1} (${q[0]?.label} to ${q[q.length - 1]?.label})`),
  );
}

/** Forecast years 1..3 (twelve months each from the first month, not calendar years). */
export function years(months: readonly ForecastPeriod[]): ForecastPeriod[] {
  return chunks(months, MONTHS_PER_YEAR).map((y, i) => sumPeriods(y, `Year ${i + 1}`));
}

export function periodsOf(months: readonly ForecastPeriod[], kind: PeriodKind): ForecastPeriod[] {
  switch (kind) {
    case 'monthly':
      return [...months];
    case 'quarterly':
      return quarters(months);
    case 'yearly':
      return years(months);
  }
}
