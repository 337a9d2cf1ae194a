import type { ForecastData } from '../forecast/assumptions.js';
import { PRICING_MODEL_NAMES } from '../forecast/assumptions.js';
import { forecastCurrency } from '../forecast/budget-lines.js';
import type { FundingNeed } from '../forecast/funding.js';
import type { Cents } from '../forecast/money.js';
import { formatCents, formatMoney, sumCents, toCents } from '../forecast/money.js';
import { monthName } from '../forecast/months.js';
import { boardForecastOutcome, forecastProblemSentence } from '../forecast/representable.js';
import type { ScenarioForecast } from '../forecast/scenarios.js';
import { STATEMENT_TITLES, statementLines, STATEMENTS } from '../forecast/statement-lines.js';
import { breakEvenLine, runwayLine } from '../forecast/summary.js';
import { capacityLines } from '../forecast/warnings.js';
import { forecastUrl } from '../sidebar.js';
import type { PlanBlock, PlanContext, PlanSection } from './plan-model.js';

/** The yearly table's columns, each a figure of a forecast year; net profit is what is left after tax. */
const YEAR_COLUMNS = [
  ['Revenue', (y) => y.revenue],
  ['Cost of sales', (y) => y.costOfSales],
  ['Operating costs', (y) => y.operatingCosts],
  ['Tax', (y) => y.tax],
  ['Net profit', (y) => y.netProfit],
] as const satisfies readonly (readonly [string, (y: ScenarioForecast['years'][number]) => Cents])[];

const percent = (value: number) => `${value} %`;

function assumptionsTable(data: ForecastData, currency: string, locale: string): PlanBlock {
  return {
    kind: 'table',
    label: 'Assumptions',
    columns: ['Assumption', 'Value'],
    align: ['start', 'end'],
    rows: [
      ['Starting cash', formatMoney(toCents(data.startingCash), currency, locale)],
      ['First month', monthName(data.firstMonth, 1)],
      ['Cost of sales', `${percent(data.costOfSalesPercent)} of revenue`],
      ['Tax rate on profit', percent(data.taxRatePercent)],
      ['Sales tax / VAT', percent(data.salesTaxPercent)],
      ['Employer payroll charges', `${percent(data.payrollChargesPercent)} of salaries`],
      ['Days customers take to pay', String(data.receivableDays)],
      ['Days taken to pay suppliers', String(data.payableDays)],
    ],
    totals: null,
  };
}

/** Equity, loans, grants and assets, one row each (none: no table). */
function fundingTable(data: ForecastData, currency: string, locale: string): PlanBlock[] {
  const money = (amount: number) => formatMoney(toCents(amount), currency, locale);
  const rows = [
    ...data.equity.map((e) => [e.name, 'Equity', money(e.amount), String(e.month), '']),
    ...data.loans.map((l) => [
      l.name,
      'Loan',
      money(l.principal),
      String(l.month),
      `${percent(l.annualInterestPercent)} a year over ${l.termMonths} months${l.interestOnlyMonths > 0 ? `, ${l.interestOnlyMonths} interest-only` : ''}`,
    ]),
    ...data.grants.map((g) => [g.name, 'Grant', money(g.amount), String(g.month), '']),
    ...data.assets.map((a) => [
      a.name,
      'Asset',
      money(a.amount),
      String(a.month),
      `Depreciated over ${a.usefulLifeMonths} months`,
    ]),
  ];
  if (rows.length === 0) return [];
  return [
    {
      kind: 'table',
      label: 'Funding and assets',
      columns: ['Name', 'Kind', 'Amount', 'Month', 'Terms'],
      align: ['start', 'start', 'end', 'end', 'start'],
      rows,
      totals: null,
    },
  ];
}

/** The three statements of the base scenario per forecast year. */
function statementTables(base: ScenarioForecast, currency: string, locale: string): PlanBlock[] {
  return STATEMENTS.map((statement) => ({
    kind: 'table',
    label: `${STATEMENT_TITLES[statement]}, base scenario (${currency})`,
    columns: [STATEMENT_TITLES[statement], ...base.years.map((y) => y.label)],
    align: ['start', ...base.years.map(() => 'end' as const)],
    rows: statementLines(statement, base.years, base.categories).map((line) => [
      line.label,
      ...line.values.map((v) => formatCents(v, locale)),
    ]),
    totals: null,
  }));
}

/** The warnings and capacity lines, when there are any. */
function checkBlocks(lines: string[]): PlanBlock[] {
  if (lines.length === 0) return [];
  return [
    {
      kind: 'text',
      label: 'Check these numbers',
      markdown: lines.map((l) => `- ${l}`).join('\n'),
      status: 'final',
    },
  ];
}

/** The rows of the use of funds up to the lowest cash month (the forecast screen shows the same). */
export function useOfFundsRows(need: FundingNeed): [string, Cents][] {
  return [
    ['Assets', need.useOfFunds.assets],
    ['Budget lines and running costs, less revenue', need.useOfFunds.budgetLines],
    ['Working capital', need.useOfFunds.workingCapital],
    ['Loan repayments', need.useOfFunds.loanRepayments],
    ['Minimum cash', need.useOfFunds.reserve],
    ['Total to fund', need.useOfFunds.total],
    ['Funding received by then (starting cash, equity, loans, grants)', need.sources.total],
  ];
}

/** The funding in the plan by source, what is still to find and what is required in all. */
export function fundingRows(need: FundingNeed): [string, Cents][] {
  return [
    ['Starting cash', need.planned.startingCash],
    ['Equity', need.planned.equity],
    ['Loans', need.planned.loans],
    ['Grants', need.planned.grants],
    ['Planned funding', need.planned.total],
    ['Still to find', need.stillToFind],
  ];
}

/** The revenue streams as a table (the plan, and the forecast screen's drafted-assumptions preview). */
export function streamsTable(
  data: ForecastData,
  currency: string,
  locale = 'en-GB',
): PlanBlock & { kind: 'table' } {
  return {
    kind: 'table',
    label: 'Revenue streams',
    columns: [
      'Revenue stream',
      'Pricing model',
      'Price',
      'First-month volume',
      'Monthly growth',
      'Monthly churn',
    ],
    align: ['start', 'start', 'end', 'end', 'end', 'end'],
    rows: data.streams.map((s) => [
      s.name,
      PRICING_MODEL_NAMES[s.pricingModel],
      formatMoney(toCents(s.price), currency, locale),
      s.volume.toLocaleString(locale),
      percent(s.growthPercent),
      // Churn only applies to subscribers.
      s.pricingModel === 'subscription' ? percent(s.churnPercent) : 'n/a',
    ]),
    totals: null,
  };
}

/** The base scenario per forecast year, with a Total row that is the sum of the years to the cent. */
function yearlyTable(base: ScenarioForecast, currency: string, locale: string): PlanBlock {
  const money = (cents: number) => formatCents(cents, locale);
  return {
    kind: 'table',
    label: `Yearly forecast, base scenario (${currency})`,
    columns: ['Year', ...YEAR_COLUMNS.map(([name]) => name)],
    align: ['start', ...YEAR_COLUMNS.map(() => 'end' as const)],
    rows: base.years.map((y) => [y.label, ...YEAR_COLUMNS.map(([, pick]) => money(pick(y)))]),
    totals: ['Total', ...YEAR_COLUMNS.map(([, pick]) => money(sumCents(base.years.map(pick))))],
  };
}

/**
 * The plan's forecast: the assumptions, the base scenario's years, the break-even and runway lines and
 * the three statements. The funding need, the charts and the other scenarios are the lender's
 * sections' (`plan-lender.ts`), so each figure is said once.
 */
export function forecastSection(ctx: PlanContext): Omit<PlanSection, 'written' | 'inExports'> {
  const { board, locale } = ctx;
  const section = { id: 'forecast', title: 'Forecast', stage: null };
  const data = board.forecastData;
  const outcome = boardForecastOutcome(board);
  if (!data || !outcome) {
    return {
      ...section,
      blocks: [
        {
          kind: 'missing',
          label: 'Forecast',
          writtenBy: {
            stage: null,
            stageName: null,
            step: null,
            stepName: 'Forecast',
            url: ctx.audience === 'page' ? forecastUrl(board.id) : null,
          },
        },
      ],
    };
  }
  const { forecast, problem } = outcome;
  if (problem) {
    // The rest of the plan (and a backup) is never blocked by a projection that cannot be computed.
    const currency = forecastCurrency(board.budgetingData.budget);
    const markdown = forecastProblemSentence(problem);
    return {
      ...section,
      blocks: [
        assumptionsTable(data, currency, locale),
        streamsTable(data, currency, locale),
        { kind: 'text', label: 'Forecast', markdown, status: 'final' },
      ],
    };
  }
  const base = forecast.scenarios.base;
  const lines = [breakEvenLine(base, data.firstMonth), runwayLine(base, data.firstMonth)];
  return {
    ...section,
    blocks: [
      assumptionsTable(data, forecast.currency, locale),
      streamsTable(data, forecast.currency, locale),
      ...fundingTable(data, forecast.currency, locale),
      yearlyTable(base, forecast.currency, locale),
      {
        kind: 'text',
        label: 'Break-even and runway',
        markdown: lines.map((l) => `- ${l}`).join('\n'),
        status: 'final',
      },
      ...checkBlocks([...base.warnings, ...capacityLines(base.capacity, data.firstMonth)]),
      ...statementTables(base, forecast.currency, locale),
    ],
  };
}
