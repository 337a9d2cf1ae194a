import { sumCents } from './money.js';
import { MONTHS_PER_QUARTER, MONTHS_PER_YEAR } from './months.js';
import type { ForecastPeriod } from './project.js';

export const PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export type PeriodKind = (typeof PERIODS)[number];

/** The sum of consecutive months: every amount added up, cash as at the last month. */
export function sumPeriods(months: readonly ForecastPeriod[], label: string): ForecastPeriod {
  const last = months[months.length - 1];
  const column = (pick: (p: ForecastPeriod) => number[]) =>
    (last ? pick(last) : []).map((_, i) => sumCents(months.map((m) => pick(m)[i] ?? 0)));
  const total = (pick: (p: ForecastPeriod) => number) => sumCents(months.map(pick));
  return {
    label,
    revenueByStream: column((p) => p.revenueByStream),
    revenue: total((p) => p.revenue),
    costOfSales: total((p) => p.costOfSales),
    grossMargin: total((p) => p.grossMargin),
    costsByCategory: column((p) => p.costsByCategory),
    operatingCosts: total((p) => p.operatingCosts),
    operatingProfit: total((p) => p.operatingProfit),
    tax: total((p) => p.tax),
    netProfit: total((p) => p.netProfit),
    cash: last?.cash ?? 0,
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
