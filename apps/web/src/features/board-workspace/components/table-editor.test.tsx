import type { Budget } from '@planner/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';

import { BudgetEditor } from './budget-editor';
import { type Cell, TableEditor } from './table-editor';

function Matrix({ initial, onRows }: { initial: Cell[][]; onRows?: (rows: Cell[][]) => void }) {
  const [rows, setRows] = React.useState(initial);
  return (
    <TableEditor
      label="Market segmentation matrix"
      columns={['Target group', 'Needs']}
      rows={rows}
      onChange={(next) => {
        setRows(next);
        onRows?.(next);
      }}
    />
  );
}

function Budgeted({ initial, onBudget }: { initial: Budget; onBudget: (b: Budget) => void }) {
  const [budget, setBudget] = React.useState(initial);
  return (
    <BudgetEditor
      budget={budget}
      onChange={(next) => {
        setBudget(next);
        onBudget(next);
      }}
    />
  );
}

describe('TableEditor', () => {
  it('should edit a cell through its labelled text box', async () => {
    let last: Cell[][] = [];
    render(<Matrix initial={[['Students', 'Cheap']]} onRows={(rows) => (last = rows)} />);

    const cell = screen.getByRole('textbox', { name: 'Needs, row 1' });
    await userEvent.clear(cell);
    await userEvent.type(cell, 'Time');

    expect(cell).toHaveValue('Time');
    expect(last).toEqual([['Students', 'Time']]);
  });

  it('should add an empty row and remove a chosen row', async () => {
    let last: Cell[][] = [];
    render(
      <Matrix
        initial={[
          ['Students', 'Cheap'],
          ['Parents', 'Fast'],
        ]}
        onRows={(rows) => (last = rows)}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('textbox', { name: 'Target group, row 3' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(last).toEqual([
      ['Parents', 'Fast'],
      ['', ''],
    ]);
  });

  it('should keep the last row (a matrix needs one)', () => {
    render(<Matrix initial={[['Students', 'Cheap']]} />);
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });
});

describe('BudgetEditor', () => {
  const budget: Budget = { Item: ['Rent', 'Website'], 'Monthly cost': [1200, '$300.50'], Notes: ['a', 'b'] };

  it('should show the domain totals of the numeric columns', () => {
    render(<Budgeted initial={budget} onBudget={() => {}} />);
    const table = screen.getByRole('table', { name: 'Budget' });
    expect(within(table).getByLabelText('Total Monthly cost')).toHaveTextContent('1,500.5');
    expect(within(table).getByText('Total')).toBeInTheDocument();
  });

  it('should store edits as column -> values and update the totals as the user types', async () => {
    let last: Budget = budget;
    render(<Budgeted initial={budget} onBudget={(b) => (last = b)} />);

    const cost = screen.getByRole('textbox', { name: 'Monthly cost, row 2' });
    await userEvent.clear(cost);
    await userEvent.type(cost, '800');

    expect(last).toEqual({ Item: ['Rent', 'Website'], 'Monthly cost': [1200, '800'], Notes: ['a', 'b'] });
    expect(screen.getByLabelText('Total Monthly cost')).toHaveTextContent('2,000');
  });

  it('should add a row to every column', async () => {
    let last: Budget = budget;
    render(<Budgeted initial={budget} onBudget={(b) => (last = b)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(last['Monthly cost']).toEqual([1200, '$300.50', '']);
    expect(last.Item).toHaveLength(3);
  });
});
