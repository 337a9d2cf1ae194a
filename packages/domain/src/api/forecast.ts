import { z } from 'zod';

import type { ScenarioName } from '../forecast/assumptions.js';
import { fundingLine } from '../forecast/funding.js';
import { MASTER_CHECK_IDS } from '../forecast/master-check.js';
import type { ForecastPeriod } from '../forecast/project.js';
import type { Forecast, ScenarioForecast } from '../forecast/scenarios.js';
import { BALANCE_SHEET_LINES, CASH_FLOW_LINES } from '../forecast/statements.js';

/** Amounts are integers in cents (hundredths of the currency unit): 123456 = 1,234.56. */
const Cents = z.number().int();
const amounts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, Cents])) as Record<K, typeof Cents>);

export const ProfitAndLossSchema = z.object({
  revenue: Cents,
  costOfSales: Cents,
  grossMargin: Cents,
  /** Per budget category; hires under "Team" with their payroll charges. */
  operatingExpenses: z.array(z.object({ category: z.string(), amount: Cents })),
  payrollCharges: Cents,
  totalOperatingExpenses: Cents,
  ebitda: Cents,
  depreciation: Cents,
  interest: Cents,
  profitBeforeTax: Cents,
  incomeTax: Cents,
  netProfit: Cents,
});

/** Money in positive, money out negative. */
export const CashFlowSchema = amounts(CASH_FLOW_LINES);

export const BalanceSheetSchema = amounts(BALANCE_SHEET_LINES);

const Statements = {
  profitAndLoss: ProfitAndLossSchema,
  cashFlow: CashFlowSchema,
  balanceSheet: BalanceSheetSchema,
};

const MonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  revenue: Cents,
  costOfSales: Cents,
  operatingCosts: Cents,
  tax: Cents,
  profit: Cents,
  cash: Cents,
  ...Statements,
});

const YearSchema = z.object({
  year: z.number().int().min(1).max(3),
  revenue: Cents,
  costOfSales: Cents,
  operatingCosts: Cents,
  tax: Cents,
  profit: Cents,
  ...Statements,
});

const RatioSchema = z.object({ value: z.number().nullable(), reading: z.string() });

const FundingSourcesSchema = amounts(['startingCash', 'equity', 'loans', 'grants', 'total']);

/** See `FundingNeed` in the domain: `required = planned.total + stillToFind`; funded only when `stillToFind` is 0. */
export const FundingNeedSchema = z.object({
  minimumCash: Cents,
  lowestCash: Cents,
  lowestCashMonth: z.number().int().min(1).max(36),
  planned: FundingSourcesSchema,
  stillToFind: Cents,
  required: Cents,
  useOfFunds: amounts(['assets', 'budgetLines', 'workingCapital', 'loanRepayments', 'reserve', 'total']),
  sources: FundingSourcesSchema,
  /** "Still to find: 5,871.48 EUR, so that cash stays at or above the minimum of ..." or "Funded: ...". */
  summary: z.string(),
});

export const MasterCheckSchema = z.object({ id: z.enum(MASTER_CHECK_IDS), ok: z.boolean() });

export const ScenarioResponseSchema = z.object({
  months: z.array(MonthSchema),
  years: z.array(YearSchema),
  /** Sustained: the first month from which net profit is never negative again. */
  breakEvenMonth: z.number().int().nullable(),
  firstProfitableMonth: z.number().int().nullable(),
  runwayMonths: z.number().int().nullable(),
  fundingNeed: FundingNeedSchema,
  /** The master check; any `ok: false` means the model does not balance. */
  checks: z.array(MasterCheckSchema),
  ratios: z.array(
    z.object({
      year: z.number().int().min(1).max(3),
      grossMarginPercent: RatioSchema,
      netMarginPercent: RatioSchema,
      debtServiceCoverage: RatioSchema,
      interestCover: RatioSchema,
      currentRatio: RatioSchema,
      debtToEquity: RatioSchema,
      runwayMonths: RatioSchema,
    }),
  ),
  capacity: z.array(
    z.object({
      stream: z.string(),
      capacity: z.number().int().nullable(),
      reachedMonth: z.number().int().nullable(),
    }),
  ),
  warnings: z.array(z.string()),
});

/**
 * GET /api/boards/:id/forecast. `profit` is net profit: revenue - costOfSales - operatingCosts -
 * depreciation - interest - tax; each month and year also holds the three statements.
 */
export const ForecastResponseSchema = z.object({
  currency: z.string(),
  scenarios: z.object({
    conservative: ScenarioResponseSchema,
    base: ScenarioResponseSchema,
    ambitious: ScenarioResponseSchema,
  }),
});
export type ForecastResponse = z.infer<typeof ForecastResponseSchema>;

function periodFields(p: ForecastPeriod, categories: readonly string[]) {
  return {
    revenue: p.revenue,
    costOfSales: p.costOfSales,
    operatingCosts: p.operatingCosts,
    tax: p.tax,
    profit: p.netProfit,
    profitAndLoss: {
      ...p.profitAndLoss,
      operatingExpenses: categories.map((category, i) => ({
        category,
        amount: p.profitAndLoss.operatingExpenses[i] ?? 0,
      })),
    },
    cashFlow: { ...p.cashFlow },
    balanceSheet: { ...p.balanceSheet },
  };
}

function scenarioResponse(s: ScenarioForecast, forecast: Forecast): z.infer<typeof ScenarioResponseSchema> {
  return {
    months: s.months.map((m) => ({ month: m.label, ...periodFields(m, s.categories), cash: m.cash })),
    years: s.years.map((y, i) => ({ year: i + 1, ...periodFields(y, s.categories) })),
    breakEvenMonth: s.breakEvenMonth,
    firstProfitableMonth: s.firstProfitableMonth,
    runwayMonths: s.runwayMonths,
    fundingNeed: {
      ...s.fundingNeed,
      summary: fundingLine(s.fundingNeed, forecast.firstMonth, forecast.currency),
    },
    checks: s.checks.map((c) => ({ ...c })),
    ratios: s.ratios,
    capacity: s.capacity,
    warnings: s.warnings,
  };
}

/** The wire shape of a computed forecast. */
export function toForecastResponse(forecast: Forecast): ForecastResponse {
  const { conservative, base, ambitious } = forecast.scenarios;
  return {
    currency: forecast.currency,
    scenarios: {
      conservative: scenarioResponse(conservative, forecast),
      base: scenarioResponse(base, forecast),
      ambitious: scenarioResponse(ambitious, forecast),
    } satisfies Record<ScenarioName, unknown>,
  };
}
