import {
  formatCents,
  type PeriodKind,
  periodsOf,
  type ScenarioForecast,
  STATEMENT_TITLES,
  statementLines,
  type StatementName,
  STATEMENTS,
} from '@planner/domain';
import * as React from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useReaderLocale } from '@/hooks/use-reader-locale';
import { cn } from '@/lib/utils';

import { ScrollRegion } from './scroll-region';
import { ToggleGroup } from './toggle-group';

const STATEMENT_OPTIONS = STATEMENTS.map((value) => ({ value, label: STATEMENT_TITLES[value] }));
const PERIOD_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'yearly', label: 'Yearly' },
] as const satisfies readonly { value: PeriodKind; label: string }[];

/**
 * The three statements as a lender reads them: one line per row, one period per column.
 * Net profit and cash are rows, so no width hides them; the table scrolls inside its own box with
 * the first column fixed.
 */
export function StatementTables({ scenario, currency }: { scenario: ScenarioForecast; currency: string }) {
  const locale = useReaderLocale();
  const [statement, setStatement] = React.useState<StatementName>('profitAndLoss');
  const [kind, setKind] = React.useState<PeriodKind>('yearly');
  const periods = React.useMemo(() => periodsOf(scenario.months, kind), [scenario, kind]);
  const lines = statementLines(statement, periods, scenario.categories);
  const title = STATEMENT_TITLES[statement];
  return (
    <section className="grid gap-3" aria-labelledby="statements-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="statements-heading" className="text-base font-semibold">
          Financial statements
        </h3>
        <div className="flex flex-wrap gap-2">
          <ToggleGroup
            label="Statement"
            options={STATEMENT_OPTIONS}
            value={statement}
            onChange={setStatement}
          />
          <ToggleGroup label="Columns" options={PERIOD_OPTIONS} value={kind} onChange={setKind} />
        </div>
      </div>
      <ScrollRegion label={title} className="max-h-[36rem]">
        <Table>
          <caption className="sr-only">
            {title}, {PERIOD_OPTIONS.find((o) => o.value === kind)?.label.toLowerCase()}, in {currency}
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="sticky left-0 z-10 bg-card">
                {currency}
              </TableHead>
              {periods.map((p) => (
                <TableHead key={p.label} scope="col" className="text-right whitespace-nowrap">
                  {p.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.label} className={line.total ? 'font-semibold' : undefined}>
                <TableHead
                  scope="row"
                  className={cn(
                    'sticky left-0 z-10 bg-card whitespace-nowrap',
                    line.total && 'font-semibold',
                  )}
                >
                  {line.label}
                </TableHead>
                {line.values.map((value, i) => (
                  <TableCell key={periods[i]?.label} className="text-right whitespace-nowrap tabular-nums">
                    {formatCents(value, locale)}
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
