import { type Budget, budgetFromCompletion, budgetToRows, budgetTotals } from '@planner/domain';

import { TableEditor } from './table-editor';

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

interface BudgetEditorProps {
  budget: Budget;
  onChange: (budget: Budget) => void;
  disabled?: boolean;
}

/** The budget as an editable table (stored as column -> values) with the domain's column totals. */
export function BudgetEditor({ budget, onChange, disabled }: BudgetEditorProps) {
  const { columns, rows } = budgetToRows(budget);
  const totals = budgetTotals(budget);
  const footer = columns.map((column, index) => {
    const total = totals[column];
    if (total !== undefined) return <span aria-label={`Total ${column}`}>{amount.format(total)}</span>;
    return index === 0 ? 'Total' : '';
  });
  return (
    <TableEditor
      label="Budget"
      columns={columns}
      rows={rows}
      disabled={disabled}
      onChange={(next) => onChange(budgetFromCompletion({ columns, rows: next }))}
      footer={footer}
    />
  );
}
