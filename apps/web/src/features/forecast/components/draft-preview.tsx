import { breakEvenLine, type ForecastData, forecastOutcome, streamsTable } from '@planner/domain';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useReaderLocale } from '@/hooks/use-reader-locale';

import { OfflineNotice } from '../../board-workspace/components/offline-notice';
import { ScrollRegion } from './scroll-region';

/**
 * What "Draft assumptions" would set, shown before anything changes: the drafted revenue
 * streams (prices the founder wrote are kept as written) and the base scenario's break-even. "Apply"
 * saves them; "Discard" leaves the assumptions as they were.
 */
export function DraftPreview({
  draft,
  currency,
  offline,
  applying,
  onApply,
  onDiscard,
}: {
  draft: ForecastData;
  currency: string;
  offline: boolean;
  applying: boolean;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const locale = useReaderLocale();
  const table = streamsTable(draft, currency, locale);
  const { forecast, problem } = forecastOutcome(draft, null);
  const outcome = forecast ? breakEvenLine(forecast.scenarios.base, draft.firstMonth) : problem.reason;
  return (
    <section
      aria-labelledby="draft-preview-heading"
      className="grid gap-3 rounded-lg border border-primary/40 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="draft-preview-heading" className="text-base font-semibold">
          Drafted assumptions
        </h3>
        <Badge variant="outline">Proposed</Badge>
        {offline && <Badge variant="secondary">Offline draft</Badge>}
      </div>
      <p className="text-sm">
        Nothing has changed yet: apply these revenue streams to replace yours, or discard them. Prices you
        wrote in your revenue streams are kept as written.
      </p>
      {offline && <OfflineNotice />}
      <ScrollRegion label="Drafted revenue streams">
        <Table>
          <caption className="sr-only">Drafted revenue streams</caption>
          <TableHeader>
            <TableRow>
              {table.columns.map((column) => (
                <TableHead key={column} scope="col">
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map(([name, ...cells]) => (
              <TableRow key={name}>
                <TableHead scope="row">{name}</TableHead>
                {cells.map((cell, i) => (
                  <TableCell key={table.columns[i + 1]} numeric={i !== 0}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <p className="text-sm font-medium">With them: {outcome}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onApply} disabled={applying}>
          {applying && <Spinner />}
          Apply
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard} disabled={applying}>
          Discard
        </Button>
      </div>
    </section>
  );
}
