import * as React from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/**
 * A chart with its text summary as caption and its numbers as a table under "Show as table", so
 * screen readers and keyboards get everything the picture shows.
 */
export function ChartFigure({
  title,
  summary,
  columns,
  rows,
  children,
}: {
  title: string;
  summary: string;
  columns: string[];
  rows: (string | number)[][];
  children: React.ReactNode;
}) {
  return (
    <figure className="grid min-w-0 gap-2 rounded-lg border p-3">
      <figcaption>
        <span className="block text-sm font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{summary}</span>
      </figcaption>
      <div aria-hidden className="min-w-0">
        <React.Suspense fallback={<Skeleton className="h-[260px] w-full" />}>{children}</React.Suspense>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">
          Show {title.toLowerCase()} as a table
        </summary>
        <div
          className="mt-2 max-h-80 overflow-auto [&>[data-slot=table-container]]:overflow-visible"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={`${title} table`}
        >
          <Table stickyFirstColumn>
            <caption className="sr-only">{title}</caption>
            <TableHeader>
              <TableRow>
                {columns.map((c, i) => (
                  <TableHead key={c} scope="col" numeric={i > 0}>
                    {c}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <TableHead key={i} scope="row">
                        {cell}
                      </TableHead>
                    ) : (
                      <TableCell key={i} numeric>
                        {cell}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </figure>
  );
}
