import { hasTable } from '../content.js';
import type { ForecastData, ScenarioName } from '../forecast/assumptions.js';
import { SCENARIO_NAMES } from '../forecast/assumptions.js';
import { fundingLine } from '../forecast/funding.js';
import { loanAmortisation } from '../forecast/loans.js';
import { MARKET_SOURCES, marketSize } from '../forecast/market-size.js';
import type { Cents } from '../forecast/money.js';
import { formatCents, formatMoney, sumCents } from '../forecast/money.js';
import { FORECAST_MONTHS, monthName, MONTHS_PER_YEAR } from '../forecast/months.js';
import { ForecastOverflowError } from '../forecast/project.js';
import type { Ratio, YearRatios } from '../forecast/ratios.js';
import { boardForecastOutcome } from '../forecast/representable.js';
import type { Forecast, ScenarioForecast } from '../forecast/scenarios.js';
import type { SensitivityRow } from '../forecast/sensitivity.js';
import { sensitivity } from '../forecast/sensitivity.js';
import { sourcesAndUses } from '../forecast/sources-uses.js';
import { forecastUrl } from '../sidebar.js';
import type { PlanBlock, PlanContext, PlanSection } from './plan-model.js';

/**
 * The lender's sections of the plan, each built from the one model of the money (`computeForecast`):
 * sources and uses, repayment capacity, the first year by month, scenarios and sensitivity, and the
 * market size. Their ids and titles, in the order `PLAN_SECTION_IDS` places them.
 */
export const LENDER_SECTIONS = {
  'market-size': 'Market size',
  'sources-and-uses': 'Sources and uses',
  'repayment-capacity': 'Repayment capacity',
  'first-year-by-month': 'The first year by month',
  'scenarios-and-sensitivity': 'Scenarios and sensitivity',
} as const;
export type LenderSectionId = keyof typeof LENDER_SECTIONS;

/** The ratios of the repayment capacity table, in the order a lender reads them. */
const RATIO_ROWS = [
  ['Debt service coverage (DSCR)', 'debtServiceCoverage', '×'],
  ['Interest cover', 'interestCover', '×'],
  ['Current ratio', 'currentRatio', '×'],
  ['Debt to equity', 'debtToEquity', '×'],
  ['Net margin', 'netMarginPercent', '%'],
] as const satisfies readonly (readonly [string, Exclude<keyof YearRatios, 'year'>, string])[];

const SCENARIO_TITLES = {
  conservative: 'Conservative',
  base: 'Base',
  ambitious: 'Ambitious',
} as const satisfies Record<ScenarioName, string>;

interface Money {
  data: ForecastData;
  forecast: Forecast;
  base: ScenarioForecast;
  /** Cents in a table cell ("1,234.50"). */
  cents: (cents: Cents) => string;
  /** Cents with the currency ("1,234.50 EUR"). */
  money: (cents: Cents) => string;
}

/** The board's forecast (the one decision, `boardForecastOutcome`); null when there is none or it cannot be computed. */
export function planForecast(ctx: PlanContext): Money | null {
  const data = ctx.board.forecastData;
  const forecast = boardForecastOutcome(ctx.board)?.forecast ?? null;
  if (!data || !forecast) return null;
  const currency = forecast.currency;
  return {
    data,
    forecast,
    base: forecast.scenarios.base,
    cents: (c) => formatCents(c, ctx.locale),
    money: (c) => formatMoney(c, currency, ctx.locale),
  };
}

/** "Month 16 (April 2028)", or "Not within 36 months". */
export function monthLabel(month: number | null, firstMonth: string): string {
  return month === null
    ? `Not within ${FORECAST_MONTHS} months`
    : `Month ${month} (${monthName(firstMonth, month)})`;
}

/** A ratio's value as a table shows it: "3.63×", "12.5%", or "n/a" when it has no meaning that year. */
export function ratioValue(ratio: Ratio, unit: string): string {
  return ratio.value === null ? 'n/a' : `${ratio.value}${unit}`;
}

/**
 * One sentence on the conservative case: "In the conservative case cash runs out in month 8 (August
 * 2027)." or, when it never does, where its cash is lowest.
 */
export function conservativeSentence(forecast: Forecast, money: (cents: Cents) => string): string {
  const c = forecast.scenarios.conservative;
  if (c.runwayMonths !== null) {
    const month = c.runwayMonths + 1;
    return `In the conservative case cash runs out in month ${month} (${monthName(forecast.firstMonth, month)}) without the amount still to find.`;
  }
  return `In the conservative case cash stays above zero: lowest ${money(c.fundingNeed.lowestCash)} in month ${c.fundingNeed.lowestCashMonth}.`;
}

function missing(ctx: PlanContext, label: string): PlanBlock {
  return {
    kind: 'missing',
    label,
    writtenBy: {
      stage: null,
      stageName: null,
      step: null,
      stepName: 'Forecast',
      url: ctx.audience === 'page' ? forecastUrl(ctx.board.id) : null,
    },
  };
}

type Table = Extract<PlanBlock, { kind: 'table' }>;

function table(label: string, columns: string[], rows: string[][], totals: string[] | null = null): Table {
  return {
    kind: 'table',
    label,
    columns,
    align: columns.map((_, i) => (i === 0 ? 'start' : 'end')),
    rows,
    totals,
  };
}

/** Sources against uses in one table, each side totalled; the two totals are equal. */
function sourcesAndUsesBlocks(m: Money): PlanBlock[] {
  const table = sourcesAndUses(m.data, m.base);
  const length = Math.max(table.sources.length, table.uses.length);
  const rows = Array.from({ length }, (_, i) => {
    const source = table.sources[i];
    const use = table.uses[i];
    return [
      source?.label ?? '',
      source ? m.cents(source.cents) : '',
      use?.label ?? '',
      use ? m.cents(use.cents) : '',
    ];
  });
  return [
    {
      kind: 'text',
      label: 'Funding need',
      markdown: `${fundingLine(m.base.fundingNeed, m.data.firstMonth, m.forecast.currency)}. The table runs to that lowest cash point, month ${table.throughMonth}, in the base scenario.`,
      status: 'final',
    },
    {
      kind: 'table',
      label: `Sources and uses, base scenario (${m.forecast.currency})`,
      columns: ['Source', 'Amount', 'Use', 'Amount'],
      align: ['start', 'end', 'start', 'end'],
      rows,
      totals: ['Total sources', m.cents(table.sourcesTotal), 'Total uses', m.cents(table.usesTotal)],
    },
  ];
}

/** The ratios per year with their readings, and each loan's amortisation by year. */
function repaymentBlocks(m: Money): PlanBlock[] {
  const ratios = m.base.ratios;
  const rows = RATIO_ROWS.flatMap(([name, key, unit]) =>
    ratios.map((y) => [name, `Year ${y.year}`, ratioValue(y[key], unit), y[key].reading]),
  );
  const loans = m.data.loans.map((loan, i): PlanBlock => {
    const schedule = m.base.loanSchedules[i];
    const years = schedule ? loanAmortisation(loan, schedule, 'year').periods : [];
    const t = schedule ? loanAmortisation(loan, schedule, 'year').totals : null;
    return table(
      `Loan schedule: ${loan.name} (${m.forecast.currency})`,
      ['Year', 'Opening balance', 'Received', 'Interest', 'Principal', 'Payment', 'Closing balance'],
      years.map((p) => [
        p.label,
        m.cents(p.opening),
        m.cents(p.received),
        m.cents(p.interest),
        m.cents(p.principal),
        m.cents(p.payment),
        m.cents(p.closing),
      ]),
      t
        ? [
            'Total',
            '',
            m.cents(t.received),
            m.cents(t.interest),
            m.cents(t.principal),
            m.cents(t.payment),
            '',
          ]
        : null,
    );
  });
  const ratioTable: Table = {
    ...table('Ratios, base scenario', ['Ratio', 'Year', 'Value', 'Reading'], rows),
    align: ['start', 'start', 'end', 'start'],
  };
  return [ratioTable, ...loans];
}

/** Revenue, costs, net profit and closing cash of months 1-12, with the year's totals. */
function firstYearTable(m: Money): PlanBlock {
  const months = m.base.months.slice(0, MONTHS_PER_YEAR);
  const costs = (p: ScenarioForecast['months'][number]) => p.revenue - p.netProfit;
  return table(
    `Months 1-${MONTHS_PER_YEAR}, base scenario (${m.forecast.currency})`,
    ['Month', 'Revenue', 'Costs', 'Net profit', 'Closing cash'],
    months.map((p, i) => [
      `${i + 1} (${p.label})`,
      m.cents(p.revenue),
      m.cents(costs(p)),
      m.cents(p.netProfit),
      m.cents(p.cash),
    ]),
    [
      'Year 1',
      m.cents(sumCents(months.map((p) => p.revenue))),
      m.cents(sumCents(months.map(costs))),
      m.cents(sumCents(months.map((p) => p.netProfit))),
      m.cents(months[months.length - 1]?.cash ?? 0),
    ],
  );
}

/**
 * The two charts a reader looks at first, over the 36 months of the base scenario: revenue and net
 * profit, and closing cash against the minimum cash buffer with the conservative case's cash.
 */
export function lenderCharts(m: Money): PlanBlock[] {
  const base = m.base;
  const labels = base.months.map((p) => p.label);
  const markers = (month: number | null, label: string) =>
    month === null ? [] : [{ label: `${label}: ${monthName(m.data.firstMonth, month)}`, month }];
  const need = base.fundingNeed;
  const conservative = m.forecast.scenarios.conservative;
  return [
    {
      kind: 'chart',
      label: 'Revenue and net profit by month',
      summary: `Revenue and net profit in each of the ${FORECAST_MONTHS} months of the base scenario; break-even (sustained) ${base.breakEvenMonth === null ? `not within ${FORECAST_MONTHS} months` : `in month ${base.breakEvenMonth}`}. Months 1-${MONTHS_PER_YEAR} are in the table above.`,
      labels,
      currency: m.forecast.currency,
      series: [
        { name: 'Revenue', values: base.months.map((p) => p.revenue) },
        { name: 'Net profit', values: base.months.map((p) => p.netProfit) },
      ],
      markers: markers(base.breakEvenMonth, 'Break-even'),
    },
    {
      kind: 'chart',
      label: 'Closing cash against the minimum cash buffer',
      summary: `Closing cash of each month in the base and the conservative scenario, against the minimum cash buffer of ${m.money(need.minimumCash)}; the base case is lowest in month ${need.lowestCashMonth} at ${m.money(need.lowestCash)}.`,
      labels,
      currency: m.forecast.currency,
      series: [
        { name: 'Closing cash, base', values: base.months.map((p) => p.cash) },
        { name: 'Minimum cash buffer', values: base.months.map(() => need.minimumCash) },
        { name: 'Closing cash, conservative', values: conservative.months.map((p) => p.cash) },
      ],
      markers: markers(need.lowestCashMonth, 'Lowest cash'),
    },
  ];
}

/** The three scenarios side by side. */
function scenariosTable(m: Money): PlanBlock {
  const scenarios = SCENARIO_NAMES.map((name) => m.forecast.scenarios[name]);
  const row = (label: string, cell: (s: ScenarioForecast) => string) => [label, ...scenarios.map(cell)];
  const yearly = (label: string, pick: (y: ScenarioForecast['years'][number]) => Cents) =>
    [0, 1, 2].map((i) => row(`${label}, year ${i + 1}`, (s) => m.cents(s.years[i] ? pick(s.years[i]) : 0)));
  return table(
    `The three scenarios (${m.forecast.currency})`,
    ['Figure', ...SCENARIO_NAMES.map((n) => SCENARIO_TITLES[n])],
    [
      ...yearly('Revenue', (y) => y.revenue),
      ...yearly('Net profit', (y) => y.netProfit),
      row(
        'Lowest cash',
        (s) => `${m.cents(s.fundingNeed.lowestCash)} (month ${s.fundingNeed.lowestCashMonth})`,
      ),
      row('Break-even', (s) => (s.breakEvenMonth === null ? 'None' : `Month ${s.breakEvenMonth}`)),
      ...[0, 1, 2].map((i) =>
        row(`DSCR, year ${i + 1}`, (s) =>
          s.ratios[i] ? ratioValue(s.ratios[i].debtServiceCoverage, '×') : 'n/a',
        ),
      ),
    ],
  );
}

/** The sensitivity rows, or null when a changed case grows past what the forecast keeps exact. */
function sensitivityRows(data: ForecastData): SensitivityRow[] | null {
  try {
    return sensitivity(data);
  } catch (error) {
    if (error instanceof ForecastOverflowError) return null;
    throw error;
  }
}

function sensitivityTable(m: Money): PlanBlock[] {
  const rows = sensitivityRows(m.data);
  if (!rows) return [];
  return [
    table(
      `Sensitivity of the base case, one change at a time (${m.forecast.currency})`,
      ['Case', 'Net profit, year 1', 'Net profit, year 2', 'Lowest cash', 'Break-even'],
      rows.map((r) => [
        r.label,
        m.cents(r.netProfitYear1),
        m.cents(r.netProfitYear2),
        `${m.cents(r.lowestCash)} (month ${r.lowestCashMonth})`,
        r.breakEvenMonth === null ? 'None' : `Month ${r.breakEvenMonth}`,
      ]),
    ),
  ];
}

/** Segments not counted yet that the market size names; more are counted. */
const UNCOUNTED_NAMED = 5;
const MARKET_NOT_COUNTED = 'Give a count in the size column of the market segmentation matrix';

/** Each segment sized, then the total, serviceable and obtainable market, every number with its source. */
function marketBlocks(ctx: PlanContext, m: Money): PlanBlock[] {
  const t = ctx.board.targetAudienceData;
  const matrix = hasTable(t.marketSegmentationMatrix) ? t.marketSegmentationMatrix : null;
  const size = marketSize(matrix, t.chosenTargetGroup, m.data, m.base);
  const count = (n: number | null) => (n === null ? 'Not counted yet' : n.toLocaleString(ctx.locale));
  const value = (cents: Cents | null) => (cents === null ? 'Not sized yet' : m.cents(cents));
  // Segments the matrix counts, each sized; the others are named once, as not counted yet.
  const counted = size.segments.filter((s) => s.customers !== null);
  const uncounted = size.segments.filter((s) => s.customers === null);
  const segments = counted.map((s) => [
    s.name,
    count(s.customers),
    m.cents(s.price),
    String(s.purchasesPerYear),
    value(s.cents),
    [
      `Customers: ${MARKET_SOURCES.customers}`,
      `price: ${MARKET_SOURCES.price(s.stream)}`,
      `purchases: ${s.purchasesPerYear === 12 ? MARKET_SOURCES.subscription : MARKET_SOURCES.purchases}`,
    ].join('; '),
  ]);
  if (uncounted.length > 0) {
    const names =
      uncounted.length <= UNCOUNTED_NAMED
        ? uncounted.map((s) => s.name).join(', ')
        : `${uncounted.length} segments`;
    segments.push([names, 'Not counted yet', '', '', 'Not sized yet', MARKET_NOT_COUNTED]);
  }
  const levels = (
    [
      ['Total market', size.total],
      ['Serviceable market', size.serviceable],
      ['Obtainable market', size.obtainable],
    ] as const
  ).map(([name, l]) => [
    name,
    l.customers === null ? '' : count(l.customers),
    '',
    '',
    value(l.cents),
    l.source,
  ]);
  return [
    {
      kind: 'table',
      label: `Market size a year, bottom-up (${m.forecast.currency})`,
      columns: ['Segment', 'Customers', 'Price', 'Purchases a year', 'Value a year', 'Source'],
      align: ['start', 'end', 'end', 'end', 'end', 'start'],
      rows: [...segments, ...levels],
      totals: null,
    },
  ];
}

/** The blocks of one lender section, or a note that the forecast writes it. */
function lenderBlocks(ctx: PlanContext, id: LenderSectionId): PlanBlock[] {
  const m = planForecast(ctx);
  if (!m) return [missing(ctx, LENDER_SECTIONS[id])];
  switch (id) {
    case 'market-size':
      return marketBlocks(ctx, m);
    case 'sources-and-uses':
      return sourcesAndUsesBlocks(m);
    case 'repayment-capacity':
      return repaymentBlocks(m);
    case 'first-year-by-month':
      return [firstYearTable(m), ...lenderCharts(m)];
    case 'scenarios-and-sensitivity':
      return [
        scenariosTable(m),
        {
          kind: 'text',
          label: 'The conservative case',
          markdown: conservativeSentence(m.forecast, m.money),
          status: 'final',
        },
        ...sensitivityTable(m),
      ];
  }
}

/** The lender's sections, for `buildPlan` to place by `PLAN_SECTION_IDS`. */
export function lenderSections(ctx: PlanContext): Omit<PlanSection, 'written' | 'inExports'>[] {
  return (Object.keys(LENDER_SECTIONS) as LenderSectionId[]).map((id) => ({
    id,
    title: LENDER_SECTIONS[id],
    stage: null,
    blocks: lenderBlocks(ctx, id),
  }));
}
