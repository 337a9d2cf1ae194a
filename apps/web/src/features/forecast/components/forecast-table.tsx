import {
  type ForecastPeriod,
  formatCents,
  type PeriodKind,
  quarters,
  type ScenarioForecast,
  years,
} from '@planner/domain';
import * as React from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

import { ScrollRegion } from './scroll-region';
import { ToggleGroup } from './toggle-group';

const PERIOD_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'yearly', label: 'Yearly' },
] as const satisfies readonly { value: PeriodKind; label: string }[];

const COLUMNS = [
  ['Revenue', (p) => p.revenue],
  ['Cost of sales', (p) => p.costOfSales],
  ['Gross margin', (p) => p.grossMargin],
  ['Operating costs', (p) => p.operatingCosts],
  ['Operating profit', (p) => p.operatingProfit],
  ['Tax', (p) => p.tax],
  ['Net profit', (p) => p.netProfit],
  ['Cash', (p) => p.cash],
] as const satisfies readonly (readonly [string, (p: ForecastPeriod) => number])[];

/** Each year's periods followed by the year's total row (the yearly view is the totals alone). */
function rowsOf(scenario: ScenarioForecast, kind: PeriodKind): { period: ForecastPeriod; total: boolean }[] {
  const totals = years(scenario.months);
  if (kind === 'yearly') return totals.map((period) => ({ period, total: true }));
  const perYear = kind === 'monthly' ? 12 : 4;
  const periods = kind === 'monthly' ? scenario.months : quarters(scenario.months);
  return totals.flatMap((total, y) => [
    ...periods.slice(y * perYear, (y + 1) * perYear).map((period) => ({ period, total: false })),
    { period: { ...total, label: `${total.label} total` }, total: true },
  ]);
}

/** The projection as a table: monthly, quarterly or yearly, each year closed by its totals. */
export function ForecastTable({
  scenario,
  currency,
  locale,
  title,
}: {
  scenario: ScenarioForecast;
  currency: string;
  /** The reader's locale: how amounts are written. */
  locale: string;
  title: string;
}) {
  const [kind, setKind] = React.useState<PeriodKind>('yearly');
  const rows = rowsOf(scenario, kind);
  return (
    <section className="grid gap-3" aria-labelledby="forecast-table-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="forecast-table-heading" className="text-base font-semibold">
          Projection table
        </h3>
        <ToggleGroup label="Period" options={PERIOD_OPTIONS} value={kind} onChange={setKind} />
      </div>
      <ScrollRegion label="Projection table" className="max-h-[32rem]">
        <Table stickyFirstColumn>
          <caption className="sr-only">
            {title}: {PERIOD_OPTIONS.find((o) => o.value === kind)?.label.toLowerCase()} projection in{' '}
            {currency}
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Period</TableHead>
              {COLUMNS.map(([label]) => (
                // Headings wrap so that every column fits beside the others at 1280 px.
                <TableHead key={label} scope="col" numeric className="min-w-24 whitespace-normal">
                  {label} ({currency})
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ period, total }) => (
              <TableRow key={period.label} className={total ? 'bg-muted/50 font-semibold' : undefined}>
                <TableHead scope="row" className="whitespace-nowrap">
                  {period.label}
                </TableHead>
                {COLUMNS.map(([label, pick]) => (
                  <TableCell key={label} numeric>
                    {formatCents(pick(period), locale)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </section>
  );
}
