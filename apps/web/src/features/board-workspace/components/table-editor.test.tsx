import type { Budget } from '@planner/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';

import { type Cell, TableEditor } from '@/components/table-editor';

import { BudgetEditor } from './budget-editor';

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

    expect(last).toEqual({ Item: ['Rent', 'Website'], 'Monthly cost': [1200, 800], Notes: ['a', 'b'] });
    expect(screen.getByLabelText('Total Monthly cost')).toHaveTextContent('2,000');
  });

  it('should add a row to every column', async () => {
    let last: Budget = budget;
    render(<Budgeted initial={budget} onBudget={(b) => (last = b)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(last['Monthly cost']).toEqual([1200, '$300.50', '']);
    expect(last.Item).toHaveLength(3);
  });

  const euros: Budget = {
    Category: ['Equipment', 'Marketing'],
    Item: ['Roaster', 'Ads'],
    'One-off (EUR)': [15000, 0],
    'Monthly (EUR)': [0, 300],
    'First 12 months (EUR)': [15000, 3600],
    Notes: ['', ''],
  };

  // Amounts follow the reader's locale (jsdom: en-US), not the EUR market's "6.000".
  it('should recompute First 12 months as the user types One-off and Monthly', async () => {
    let last: Budget = euros;
    render(<Budgeted initial={euros} onBudget={(b) => (last = b)} />);
    const oneOff = screen.getByRole('textbox', { name: 'One-off (EUR), row 1' });
    await userEvent.clear(oneOff);
    await userEvent.type(oneOff, '6000');
    expect(screen.getByRole('textbox', { name: 'First 12 months (EUR), row 1' })).toHaveValue('6,000');
    expect(screen.getByRole('textbox', { name: 'First 12 months (EUR), row 1' })).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Total First 12 months (EUR)')).toHaveTextContent('9,600');

    const monthly = screen.getByRole('textbox', { name: 'Monthly (EUR), row 2' });
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '1.200,50');
    expect(last['Monthly (EUR)']).toEqual([0, 1200.5]);
    expect(last['First 12 months (EUR)']).toEqual([6000, 14406]);
    expect(screen.getByLabelText('Total First 12 months (EUR)')).toHaveTextContent('20,406');
  });

  it('should read "3,000" and "3000" as three thousand for an English reader', async () => {
    let last: Budget = euros;
    render(<Budgeted initial={euros} onBudget={(b) => (last = b)} />);
    const oneOff = screen.getByRole('textbox', { name: 'One-off (EUR), row 1' });
    await userEvent.clear(oneOff);
    await userEvent.type(oneOff, '3,000');
    expect(last['One-off (EUR)']).toEqual([3000, 0]);
    await userEvent.clear(oneOff);
    await userEvent.type(oneOff, '3000');
    expect(last['One-off (EUR)']).toEqual([3000, 0]);
    expect(screen.getByLabelText('Total One-off (EUR)')).toHaveTextContent('3,000');
  });

  it('should refuse "abc" with a message, keep the total and store nothing', async () => {
    let last: Budget = euros;
    render(<Budgeted initial={euros} onBudget={(b) => (last = b)} />);
    const oneOff = screen.getByRole('textbox', { name: 'One-off (EUR), row 1' });
    await userEvent.clear(oneOff);
    await userEvent.type(oneOff, 'abc');
    expect(oneOff).toHaveValue('abc');
    expect(oneOff).toHaveAccessibleDescription('Enter an amount such as 1,200.50 or 1200.');
    expect(oneOff).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Total One-off (EUR)')).toHaveTextContent('0');
    expect(last['One-off (EUR)']).toEqual(['', 0]);
  });
});
