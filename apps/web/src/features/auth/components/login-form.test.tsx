import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-error';
import { renderWithAuth } from '@/test/render-with-auth';

import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('should show "Invalid email" when the email field loses focus with a bad address', async () => {
    const user = userEvent.setup();
    renderWithAuth(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('should accept any password and send the credentials to login', async () => {
    const user = userEvent.setup();
    const calls: [string, string][] = [];
    renderWithAuth(<LoginForm />, { login: async (email, password) => void calls.push([email, password]) });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(calls).toEqual([['ada@example.com', 'x']]));
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
  });

  it('should show "Invalid Email/Password" in a red box when the credentials are refused', async () => {
    const user = userEvent.setup();
    renderWithAuth(<LoginForm />, {
      login: async () => {
        throw new ApiError(401, 'auth/invalid-credential', 'Wrong email or password.');
      },
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Email/Password');
    expect(alert.className).toContain('bg-red-50');
  });

  it('should link to /register and open the Reset Password dialog from "Forgot password?"', async () => {
    const user = userEvent.setup();
    renderWithAuth(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  });
});
