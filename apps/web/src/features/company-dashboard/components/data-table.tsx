import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type PaginationState,
  useReactTable,
} from '@tanstack/react-table';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface DataTableProps<Row> {
  /** Names the table and its scroll region for assistive technology. */
  label: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  total: number;
  pagination: PaginationState;
  onPaginationChange: (pagination: PaginationState) => void;
  getRowId: (row: Row) => string;
  busy?: boolean;
}

/**
 * A read-only table of one server page (TanStack Table in manual pagination mode): the server pages,
 * so large companies only ever send one page of rows.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  total,
  pagination,
  onPaginationChange,
  getRowId,
  busy = false,
}: DataTableProps<Row>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns unmemoizable functions; the compiler skips this component
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    state: { pagination },
    onPaginationChange: (updater) =>
      onPaginationChange(typeof updater === 'function' ? updater(pagination) : updater),
  });
  const pageCount = Math.max(1, table.getPageCount());

  return (
    <div className="grid gap-3">
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <ScrollRegion aria-label={label} className="relative w-full overflow-x-auto rounded-md border bg-card">
        <table className="w-full caption-bottom text-sm" aria-busy={busy}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead key={header.id} className="px-2 first:pl-3 last:pr-3">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.length > 0 ? (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className="px-2 first:pl-3 last:pr-3">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow>
                <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground">
                  No results.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </table>
      </ScrollRegion>
      {pageCount > 1 && (
        <nav aria-label={`${label} pages`} className="flex items-center justify-end gap-2 text-sm">
          <span className="text-muted-foreground">
            Page {pagination.pageIndex + 1} of {pageCount} ({total} rows)
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            <ChevronLeftIcon aria-hidden />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            Next
            <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
