import {
  breakEvenLine,
  cashAtStart,
  cashAtStartLine,
  type Forecast,
  formatCents,
  formatMoney,
  MASTER_CHECK_NAMES,
  MODEL_DOES_NOT_BALANCE,
  modelBalances,
  runwayLine,
  type ScenarioName,
  sumCents,
} from '@planner/domain';
import * as React from 'react';

import { useReaderLocale } from '@/hooks/use-reader-locale';

import { chartPoints } from '../lib/chart-data';
import { ChartFigure } from './chart-figure';
import { ForecastTable } from './forecast-table';
import { FundingPanel } from './funding-panel';
import { StatementTables } from './statement-tables';
import { ToggleGroup } from './toggle-group';

// Recharts loads with the first chart, never with /login or the stage screens.
const charts = () => import('./forecast-charts');
const RevenueCostsChart = React.lazy(async () => ({ default: (await charts()).RevenueCostsChart }));
const CashChart = React.lazy(async () => ({ default: (await charts()).CashChart }));
const StreamsChart = React.lazy(async () => ({ default: (await charts()).StreamsChart }));

const SCENARIO_OPTIONS = [
  { value: 'conservative', label: 'Conservative' },
  { value: 'base', label: 'Base' },
  { value: 'ambitious', label: 'Ambitious' },
] as const satisfies readonly { value: ScenarioName; label: string }[];

/** The projection of the chosen scenario: summary lines, three charts with their tables, the table. */
export function ForecastView({ forecast }: { forecast: Forecast }) {
  const [name, setName] = React.useState<ScenarioName>('base');
  const scenario = forecast.scenarios[name];
  const { currency, firstMonth } = forecast;
  const points = React.useMemo(() => chartPoints(scenario), [scenario]);
  // Every amount in the reader's locale with the board's currency.
  const locale = useReaderLocale();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const amount = (cents: number) => formatCents(cents, locale);
  const first = scenario.months[0]!;
  const last = scenario.months[scenario.months.length - 1]!;
  const label = SCENARIO_OPTIONS.find((o) => o.value === name)!.label;
  const streamTotals = scenario.streams.map((_, i) =>
    sumCents(scenario.months.map((m) => m.revenueByStream[i] ?? 0)),
  );
  const top = streamTotals.indexOf(Math.max(...streamTotals));
  const month = (n: number | null) => (n === null ? null : (scenario.months[n - 1]?.label ?? null));

  return (
    <section className="grid gap-6" aria-labelledby="projection-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projection-heading" className="text-lg font-semibold">
          Projection
        </h2>
        <ToggleGroup label="Scenario" options={SCENARIO_OPTIONS} value={name} onChange={setName} />
      </div>
      <div className="grid gap-1 rounded-lg border bg-muted/30 p-4" data-testid="forecast-summary">
        <p className="text-sm text-muted-foreground">
          {label} scenario, 36 months from {firstMonth}, amounts in {currency}
        </p>
        <p className="font-semibold">{breakEvenLine(scenario, firstMonth)}</p>
        <p>{runwayLine(scenario, firstMonth)}</p>
        <p>{cashAtStartLine(cashAtStart(scenario.months), currency, locale)}</p>
      </div>
      {!modelBalances(scenario.checks) && (
        <div role="alert" className="rounded-lg border border-destructive p-4" data-testid="model-check">
          <p className="font-semibold text-destructive">{MODEL_DOES_NOT_BALANCE}</p>
          <p className="text-sm">
            These checks fail:{' '}
            {scenario.checks
              .filter((c) => !c.ok)
              .map((c) => MASTER_CHECK_NAMES[c.id])
              .join('; ')}
            . The figures below cannot be relied on.
          </p>
        </div>
      )}
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFigure
          title="Revenue and total costs"
          summary={`Revenue goes from ${money(first.revenue)} in month 1 to ${money(last.revenue)} in month 36; total costs from ${money(first.costOfSales + first.operatingCosts)} to ${money(last.costOfSales + last.operatingCosts)}.`}
          columns={['Month', `Revenue (${currency})`, `Total costs (${currency})`]}
          rows={scenario.months.map((m) => [
            m.label,
            amount(m.revenue),
            amount(m.costOfSales + m.operatingCosts),
          ])}
        >
          <RevenueCostsChart points={points} />
        </ChartFigure>
        <ChartFigure
          title="Cash"
          summary={`Cash at the end of month 36: ${money(last.cash)}. ${runwayLine(scenario, firstMonth)}.`}
          columns={['Month', `Cash (${currency})`]}
          rows={scenario.months.map((m) => [m.label, amount(m.cash)])}
        >
          <CashChart
            points={points}
            breakEven={month(scenario.breakEvenMonth)}
            runsOut={month(scenario.runwayMonths === null ? null : scenario.runwayMonths + 1)}
          />
        </ChartFigure>
        <ChartFigure
          title="Revenue by stream"
          summary={`Largest stream over 36 months: ${scenario.streams[top] ?? ''} (${money(streamTotals[top] ?? 0)}).`}
          columns={['Month', ...scenario.streams.map((s) => `${s} (${currency})`)]}
          rows={scenario.months.map((m) => [m.label, ...m.revenueByStream.map((v) => amount(v))])}
        >
          <StreamsChart points={points} streams={scenario.streams} />
        </ChartFigure>
      </div>
      <FundingPanel forecast={forecast} scenario={scenario} />
      <StatementTables scenario={scenario} currency={currency} />
      <ForecastTable scenario={scenario} currency={currency} locale={locale} title={`${label} scenario`} />
    </section>
  );
}
