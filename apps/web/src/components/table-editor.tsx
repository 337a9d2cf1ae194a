import { PlusIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';

import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

export type Cell = string | number;

interface TableEditorProps {
  /** Names the table for assistive technology and the cell labels. */
  label: string;
  columns: string[];
  rows: Cell[][];
  onChange: (rows: Cell[][]) => void;
  /** Rows that must stay (the matrices need at least one). */
  minRows?: number;
  disabled?: boolean;
  /** One cell per column under the rows (the budget's totals). */
  footer?: React.ReactNode[];
  /** Columns of amounts: their heading and total are right-aligned like their cells. */
  numericColumns?: readonly string[];
  /** Per cell: the text shown instead of the stored value, read-only (derived), a refusal, on blur. */
  cellProps?: (rowIndex: number, columnIndex: number) => CellProps;
  /** Replaces the default edit (a new row array) for cells that need their own rules. */
  onCellChange?: (rowIndex: number, columnIndex: number, value: string) => void;
}

export interface CellProps {
  text?: string;
  readOnly?: boolean;
  error?: string;
  numeric?: boolean;
  onBlur?: () => void;
}

/** An editable table: every cell is a labelled text box; rows can be added and removed. */
export function TableEditor({
  label,
  columns,
  rows,
  onChange,
  minRows = 1,
  disabled,
  footer,
  numericColumns = [],
  cellProps,
  onCellChange,
}: TableEditorProps) {
  function setCell(rowIndex: number, columnIndex: number, value: string) {
    if (onCellChange) return onCellChange(rowIndex, columnIndex, value);
    onChange(
      rows.map((row, r) => (r === rowIndex ? row.map((cell, c) => (c === columnIndex ? value : cell)) : row)),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-lg border bg-card">
        <Table aria-label={label} stickyFirstColumn>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead
                  key={column}
                  scope="col"
                  numeric={numericColumns.includes(column)}
                  className="px-3.5 whitespace-normal"
                >
                  {column}
                </TableHead>
              ))}
              <TableHead className="w-12">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, rowIndex) => (
              // Rows have no identity of their own; the position is what the user edits.
              <TableRow key={rowIndex}>
                {columns.map((column, columnIndex) => {
                  const cell = cellProps?.(rowIndex, columnIndex) ?? {};
                  const name = `${column}, row ${rowIndex + 1}`;
                  const errorId = `${label}-${rowIndex}-${columnIndex}-error`.replace(/\s+/g, '-');
                  return (
                    <TableCell key={column} className="p-1.5 align-top">
                      <textarea
                        aria-label={name}
                        aria-invalid={cell.error ? true : undefined}
                        aria-describedby={cell.error ? errorId : undefined}
                        value={cell.text ?? String(row[columnIndex] ?? '')}
                        disabled={disabled}
                        readOnly={cell.readOnly}
                        inputMode={cell.numeric ? 'decimal' : undefined}
                        rows={1}
                        onChange={(event) => setCell(rowIndex, columnIndex, event.target.value)}
                        onBlur={cell.onBlur}
                        className={cn(
                          'field-sizing-content block min-h-9 w-full min-w-24 resize-none sm:min-w-32 rounded-md border border-transparent bg-transparent px-2 py-1.5 text-sm leading-6 outline-none hover:border-input focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-60',
                          cell.numeric && 'text-right tabular-nums',
                          cell.readOnly && 'text-muted-foreground hover:border-transparent',
                          cell.error && 'border-destructive hover:border-destructive',
                        )}
                      />
                      {cell.error && (
                        <p id={errorId} className="px-2 pt-1 text-xs text-destructive">
                          {cell.error}
                        </p>
                      )}
                    </TableCell>
                  );
                })}
                <TableCell className="p-1.5 align-top">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove row ${rowIndex + 1}`}
                    disabled={disabled || rows.length <= minRows}
                    onClick={() => onChange(rows.filter((_, r) => r !== rowIndex))}
                    className="text-muted-foreground hover:text-destructive"
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          {footer && (
            <TableFooter>
              <TableRow>
                {footer.map((cell, index) => (
                  <TableCell
                    key={index}
                    numeric={numericColumns.includes(columns[index] ?? '')}
                    className="px-3.5 font-semibold"
                  >
                    {cell}
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </div>
      <div>
        {/* Not a submit button: the table may sit in a form (the plan page's section editor). */}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onChange([...rows, columns.map(() => '')])}
        >
          <PlusIcon aria-hidden />
          Add row
        </Button>
      </div>
    </div>
  );
}
