import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithAuth } from '@/test/render-with-auth';

import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it('should show the validation message of every field', async () => {
    const user = userEvent.setup();
    renderWithAuth(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByText('Invalid email')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  it('should check the email on blur', async () => {
    const user = userEvent.setup();
    renderWithAuth(<RegisterForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeVisible();
  });

  it('should start with the invited email and register with name, email and password', async () => {
    const user = userEvent.setup();
    const calls: string[][] = [];
    renderWithAuth(<RegisterForm defaultEmail="invited@example.com" />, {
      register: async (email, password, name) => void calls.push([email, password, name]),
    });
    expect(screen.getByLabelText('Email')).toHaveValue('invited@example.com');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls).toEqual([['invited@example.com', 'secret1', 'Ada']]));
  });
});
