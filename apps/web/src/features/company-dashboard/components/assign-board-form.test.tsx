import type { AssignBoardForm as AssignBoardValues } from '@planner/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AssignBoardForm } from './assign-board-form';

describe('AssignBoardForm', () => {
  it('should start with an empty email and 1 in a number box with min 1 and step 1', () => {
    render(<AssignBoardForm onAssign={async () => undefined} />);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    const count = screen.getByLabelText('Number of boards');
    expect(count).toHaveValue(1);
    expect(count).toHaveAttribute('type', 'number');
    expect(count).toHaveAttribute('min', '1');
    expect(count).toHaveAttribute('step', '1');
  });

  it('should show "Invalid email", "Must be an integer" and "At least 1" on blur', async () => {
    const user = userEvent.setup();
    render(<AssignBoardForm onAssign={async () => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'someone@');
    await user.clear(screen.getByLabelText('Number of boards'));
    await user.type(screen.getByLabelText('Number of boards'), '2.5');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(screen.getByText('Must be an integer')).toBeVisible();

    await user.clear(screen.getByLabelText('Number of boards'));
    await user.type(screen.getByLabelText('Number of boards'), '0');
    await user.tab();
    expect(await screen.findByText('At least 1')).toBeVisible();
  });

  it('should send the values and reset the form after a success', async () => {
    const user = userEvent.setup();
    const sent: AssignBoardValues[] = [];
    render(<AssignBoardForm onAssign={async (values) => void sent.push(values)} />);
    await user.type(screen.getByLabelText('Email'), 'New.Person@Example.com');
    await user.clear(screen.getByLabelText('Number of boards'));
    await user.type(screen.getByLabelText('Number of boards'), '3');
    await user.click(screen.getByRole('button', { name: 'Assign Boards' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'New.Person@Example.com', assignedBoardsCount: 3 }]));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(screen.getByLabelText('Number of boards')).toHaveValue(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should show the failure under the form and reset it anyway', async () => {
    const user = userEvent.setup();
    render(
      <AssignBoardForm
        onAssign={async () => {
          throw new Error('This would assign 9 boards but the company has 5 in total; 0 remain.');
        }}
      />,
    );
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Assign Boards' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to invite user. Please try again. Error: This would assign 9 boards but the company has 5 in total; 0 remain.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Number of boards')).toHaveValue(1);
  });
});
