import type { ForecastData } from '../forecast/assumptions.js';
import { PRICING_MODEL_NAMES } from '../forecast/assumptions.js';
import { forecastCurrency } from '../forecast/budget-lines.js';
import type { Cents } from '../forecast/money.js';
import { formatCents, formatMoney, sumCents, toCents } from '../forecast/money.js';
import { FORECAST_MONTHS, monthName } from '../forecast/months.js';
import { forecastOutcome, forecastProblemSentence } from '../forecast/representable.js';
import type { ScenarioForecast } from '../forecast/scenarios.js';
import { breakEvenLine, runwayLine } from '../forecast/summary.js';
import type { PlanBlock, PlanBoard, PlanSection } from './plan.js';

/** The forecast screen's path, where a missing forecast gets written. */
export function forecastUrl(boardId: string): string {
  return `/${boardId}/forecast`;
}

/** The yearly table's columns, each a figure of a forecast year; net profit is what is left after tax. */
const YEAR_COLUMNS = [
  ['Revenue', (y) => y.revenue],
  ['Cost of sales', (y) => y.costOfSales],
  ['Operating costs', (y) => y.operatingCosts],
  ['Tax', (y) => y.tax],
  ['Net profit', (y) => y.netProfit],
] as const satisfies readonly (readonly [string, (y: ScenarioForecast['years'][number]) => Cents])[];

const percent = (value: number) => `${value} %`;

function assumptionsTable(data: ForecastData, currency: string): PlanBlock {
  return {
    kind: 'table',
    label: 'Assumptions',
    columns: ['Assumption', 'Value'],
    rows: [
      ['Starting cash', formatMoney(toCents(data.startingCash), currency)],
      ['First month', monthName(data.firstMonth, 1)],
      ['Cost of sales', `${percent(data.costOfSalesPercent)} of revenue`],
      ['Tax rate on profit', percent(data.taxRatePercent)],
    ],
    totals: null,
  };
}

function streamsTable(data: ForecastData, currency: string): PlanBlock {
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
    rows: data.streams.map((s) => [
      s.name,
      PRICING_MODEL_NAMES[s.pricingModel],
      formatMoney(toCents(s.price), currency),
      s.volume.toLocaleString('en-GB'),
      percent(s.growthPercent),
      // Churn only applies to subscribers.
      s.pricingModel === 'subscription' ? percent(s.churnPercent) : 'n/a',
    ]),
    totals: null,
  };
}

/** The base scenario per forecast year, with a Total row that is the sum of the years to the cent. */
function yearlyTable(base: ScenarioForecast, currency: string): PlanBlock {
  return {
    kind: 'table',
    label: `Yearly forecast, base scenario (${currency})`,
    columns: ['Year', ...YEAR_COLUMNS.map(([name]) => name)],
    rows: base.years.map((y) => [y.label, ...YEAR_COLUMNS.map(([, pick]) => formatCents(pick(y)))]),
    totals: ['Total', ...YEAR_COLUMNS.map(([, pick]) => formatCents(sumCents(base.years.map(pick))))],
  };
}

function charts(base: ScenarioForecast, firstMonth: string, currency: string, lines: string): PlanBlock[] {
  const months = `each of the ${FORECAST_MONTHS} months of the base scenario`;
  const labels = base.months.map((m) => m.label);
  const markers = (kinds: ('break-even' | 'runway')[]) =>
    kinds.flatMap((kind) => {
      const month =
        kind === 'break-even'
          ? base.breakEvenMonth
          : base.runwayMonths === null
            ? null
            : base.runwayMonths + 1;
      if (month === null) return [];
      const label = kind === 'break-even' ? 'Break-even' : 'Cash runs out';
      return [{ label: `${label}: ${monthName(firstMonth, month)}`, month }];
    });
  return [
    {
      kind: 'chart',
      label: 'Revenue against total costs per month',
      summary: `Revenue and total costs (cost of sales, operating costs and tax) in ${months}. ${lines}`,
      labels,
      currency,
      series: [
        { name: 'Revenue', values: base.months.map((m) => m.revenue) },
        { name: 'Total costs', values: base.months.map((m) => m.costOfSales + m.operatingCosts + m.tax) },
      ],
      markers: markers(['break-even']),
    },
    {
      kind: 'chart',
      label: 'Cumulative cash',
      summary: `Cash at the end of ${months}. ${lines}`,
      labels,
      currency,
      series: [{ name: 'Cash', values: base.months.map((m) => m.cash) }],
      markers: markers(['break-even', 'runway']),
    },
  ];
}

/**
 * The plan's forecast: the assumptions, the base scenario's years, the break-even and runway lines and
 * the two main charts (drawn by the PDF; elsewhere their summary, next to the yearly table).
 */
export function forecastSection(board: PlanBoard, origin: string): PlanSection {
  const section = { id: 'forecast', title: 'Forecast', stage: null };
  const data = board.forecastData;
  if (!data) {
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
            url: `${origin}${forecastUrl(board.id)}`,
          },
        },
      ],
    };
  }
  const { forecast, problem } = forecastOutcome(data, board.budgetingData.budget);
  if (problem) {
    // The rest of the plan (and a backup) is never blocked by a projection that cannot be computed.
    const currency = forecastCurrency(board.budgetingData.budget);
    const markdown = forecastProblemSentence(problem);
    return {
      ...section,
      blocks: [
        assumptionsTable(data, currency),
        streamsTable(data, currency),
        { kind: 'text', label: 'Forecast', markdown, status: 'final' },
      ],
    };
  }
  const base = forecast.scenarios.base;
  const lines = [breakEvenLine(base, data.firstMonth, forecast.currency), runwayLine(base, data.firstMonth)];
  return {
    ...section,
    blocks: [
      assumptionsTable(data, forecast.currency),
      streamsTable(data, forecast.currency),
      yearlyTable(base, forecast.currency),
      {
        kind: 'text',
        label: 'Break-even and runway',
        markdown: lines.map((l) => `- ${l}`).join('\n'),
        status: 'final',
      },
      ...charts(base, data.firstMonth, forecast.currency, `${lines.join('. ')}.`),
    ],
  };
}
