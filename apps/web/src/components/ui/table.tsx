import type * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * The first cell of every row stays in place while the table scrolls sideways (its background hides
 * what passes under it), so a row is always named on a phone.
 */
const STICKY_FIRST_COLUMN =
  '[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-10 [&_tr>*:first-child]:bg-card [&_tr>*:first-child]:shadow-[inset_-1px_0_0_var(--color-border)]';

/** Amounts: right-aligned with digits of one width, so their places line up down a column. */
const NUMERIC = 'text-right tabular-nums';

interface TableProps extends React.ComponentProps<'table'> {
  /** Keeps the first column in view when the table scrolls sideways. */
  stickyFirstColumn?: boolean;
  /**
   * Names the scrolling box: it becomes a focusable region, so keyboard users can scroll it (axe
   * scrollable-region-focusable). Omit when an outer box scrolls instead.
   */
  scrollLabel?: string;
}

/**
 * A table in a box that scrolls sideways when it is wider than the screen (the page never does).
 * Every table's rule: amounts right-aligned (`numeric` cells), the first column fixed.
 */
function Table({ className, stickyFirstColumn, scrollLabel, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto"
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', stickyFirstColumn && STICKY_FIRST_COLUMN, className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

/** `numeric`: the cell holds an amount (or heads a column of amounts). */
type CellProps<T extends 'th' | 'td'> = React.ComponentProps<T> & { numeric?: boolean };

function TableHead({ className, numeric, ...props }: CellProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0',
        numeric && NUMERIC,
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, numeric, ...props }: CellProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0',
        numeric && NUMERIC,
        className,
      )}
      {...props}
    />
  );
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow };
