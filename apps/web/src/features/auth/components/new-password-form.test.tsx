import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { NewPasswordForm } from './new-password-form';

describe('NewPasswordForm', () => {
  it('should require at least 6 characters', async () => {
    const user = userEvent.setup();
    render(<NewPasswordForm onSubmit={async () => undefined} />);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
  });

  it('should say "Passwords do not match" when the confirmation differs', async () => {
    const user = userEvent.setup();
    render(<NewPasswordForm onSubmit={async () => undefined} />);
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
  });

  it('should submit the new password when both entries match', async () => {
    const user = userEvent.setup();
    const submitted: string[] = [];
    render(<NewPasswordForm onSubmit={async (password) => void submitted.push(password)} />);
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(submitted).toEqual(['secret1']));
  });
});
