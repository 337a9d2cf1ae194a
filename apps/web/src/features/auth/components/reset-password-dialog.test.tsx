import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithAuth } from '@/test/render-with-auth';

import ResetPasswordDialog from './reset-password-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ResetPasswordDialog', () => {
  it('should show "Please enter a valid email address." for an address without a domain', async () => {
    const user = userEvent.setup();
    renderWithAuth(<ResetPasswordDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
  });

  it('should disable its controls while sending and close on success', async () => {
    const user = userEvent.setup();
    const sending = deferred();
    const openChanges: boolean[] = [];
    renderWithAuth(<ResetPasswordDialog open onOpenChange={(open) => openChanges.push(open)} />, {
      resetPassword: () => sending.promise,
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    sending.resolve();
    await waitFor(() => expect(openChanges).toEqual([false]));
  });

  it('should show "Failed to send reset email. Please try again." when sending fails', async () => {
    const user = userEvent.setup();
    renderWithAuth(<ResetPasswordDialog open onOpenChange={() => undefined} />, {
      resetPassword: async () => {
        throw new Error('network down');
      },
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});
