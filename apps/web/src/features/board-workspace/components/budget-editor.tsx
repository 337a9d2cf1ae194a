import {
  amountMessage,
  type Budget,
  budgetCents,
  budgetCurrency,
  budgetFromCompletion,
  budgetMoneyColumns,
  budgetNumberColumns,
  budgetToRows,
  budgetTotals,
  type BudgetValue,
  formatAmount,
  marketLocale,
  parseAmount,
  recomputeBudget,
} from '@planner/domain';
import * as React from 'react';

import { TableEditor } from '@/components/table-editor';
import { useReaderLocale } from '@/hooks/use-reader-locale';

interface BudgetEditorProps {
  budget: Budget;
  onChange: (budget: Budget) => void;
  disabled?: boolean;
}

const cellKey = (row: number, column: number) => `${row}:${column}`;

/**
 * The budget as an editable table (stored as column -> values) with the domain's column totals.
 * Amounts are written and read in the reader's locale (the browser's language), with the
 * other common form accepted when unambiguous; text a draft stored the market's way is read that way.
 * A refused value stays in its cell with a message and is not stored. First 12 months is derived and
 * recomputed as the user types.
 */
export function BudgetEditor({ budget, onChange, disabled }: BudgetEditorProps) {
  // What the user is typing (or typed and was refused), by cell: shown instead of the stored amount.
  const [typing, setTyping] = React.useState<Record<string, string>>({});
  const { columns, rows } = budgetToRows(budget);
  const locale = useReaderLocale();
  const stored = marketLocale(budgetCurrency(budget));
  const numberColumns = budgetNumberColumns(budget);
  const money = budgetMoneyColumns(budget);
  const derived = money.oneOff && money.monthly ? money.firstYear : undefined;
  const totals = budgetTotals(budget);

  const shown = (value: BudgetValue | undefined) => {
    const cents = value === '' ? null : budgetCents(value, stored);
    return cents === null ? String(value ?? '') : formatAmount(cents, locale);
  };

  function store(rowIndex: number, columnIndex: number, value: BudgetValue) {
    const next = rows.map((row, r) =>
      r === rowIndex ? row.map((c, i) => (i === columnIndex ? value : c)) : row,
    );
    onChange(recomputeBudget(budgetFromCompletion({ columns, rows: next })));
  }

  function changeCell(rowIndex: number, columnIndex: number, text: string) {
    const column = columns[columnIndex] ?? '';
    if (!numberColumns.includes(column)) return store(rowIndex, columnIndex, text);
    setTyping((t) => ({ ...t, [cellKey(rowIndex, columnIndex)]: text }));
    if (text.trim() === '') return store(rowIndex, columnIndex, '');
    const cents = parseAmount(text, locale);
    if (cents !== null) store(rowIndex, columnIndex, cents / 100);
  }

  function refused(rowIndex: number, columnIndex: number): boolean {
    const text = typing[cellKey(rowIndex, columnIndex)];
    return text !== undefined && text.trim() !== '' && parseAmount(text, locale) === null;
  }

  const footer = columns.map((column, index) => {
    const total = totals[column];
    if (total !== undefined) {
      return <span aria-label={`Total ${column}`}>{formatAmount(Math.round(total * 100), locale)}</span>;
    }
    return index === 0 ? 'Total' : '';
  });
  return (
    <TableEditor
      label="Budget"
      columns={columns}
      numericColumns={numberColumns}
      rows={rows}
      disabled={disabled}
      onChange={(next) => {
        // Rows were added or removed: positions moved, so what was being typed no longer applies.
        setTyping({});
        onChange(recomputeBudget(budgetFromCompletion({ columns, rows: next })));
      }}
      onCellChange={changeCell}
      cellProps={(rowIndex, columnIndex) => {
        const column = columns[columnIndex] ?? '';
        if (!numberColumns.includes(column)) return {};
        const key = cellKey(rowIndex, columnIndex);
        return {
          numeric: true,
          readOnly: column === derived,
          text: typing[key] ?? shown(rows[rowIndex]?.[columnIndex]),
          error: refused(rowIndex, columnIndex) ? amountMessage(locale) : undefined,
          // Leaving an accepted cell shows the stored amount as the reader writes it.
          onBlur: () =>
            refused(rowIndex, columnIndex) ||
            setTyping((t) => Object.fromEntries(Object.entries(t).filter(([k]) => k !== key))),
        };
      }}
      footer={footer}
    />
  );
}
