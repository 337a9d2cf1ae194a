import type { CreateCompanyData } from '@planner/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CreateCompanyForm } from './create-company-form';

const noop = async () => undefined;

describe('CreateCompanyForm', () => {
  it('should show the title, the subtitle and the fields', () => {
    render(<CreateCompanyForm onCreate={noop} />);
    expect(screen.getByRole('heading', { name: 'Create Company' })).toBeVisible();
    expect(screen.getByText('Define the company, set a board quota, and assign admin users.')).toBeVisible();
    expect(screen.getByLabelText('Company Name')).toBeVisible();
    expect(screen.getByLabelText('Maximum Boards')).toBeVisible();
    expect(screen.getByLabelText('Admin Users (Emails)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Admin' })).toBeVisible();
  });

  it('should not say "Add at least one admin" before the list was touched, and drop it once an admin is added', async () => {
    const user = userEvent.setup();
    render(<CreateCompanyForm onCreate={noop} />);
    expect(screen.queryByText('Add at least one admin')).toBeNull();
    await user.type(screen.getByLabelText('Company Name'), 'Lyon Roasters');
    await user.tab();
    expect(screen.queryByText('Add at least one admin')).toBeNull();

    await user.click(screen.getByLabelText('Admin Users (Emails)'));
    await user.tab();
    expect(await screen.findByText('Add at least one admin')).toBeVisible();
    await user.type(screen.getByLabelText('Admin Users (Emails)'), 'owner@roasters.example');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await waitFor(() => expect(screen.queryByText('Add at least one admin')).toBeNull());
    await user.click(screen.getByLabelText('Admin Users (Emails)'));
    await user.tab();
    expect(screen.queryByText('Add at least one admin')).toBeNull();
  });

  it('should show the name, number and admin messages on blur', async () => {
    const user = userEvent.setup();
    render(<CreateCompanyForm onCreate={noop} />);
    await user.type(screen.getByLabelText('Company Name'), 'A');
    await user.clear(screen.getByLabelText('Maximum Boards'));
    await user.type(screen.getByLabelText('Maximum Boards'), '1.5');
    await user.click(screen.getByLabelText('Admin Users (Emails)'));
    await user.tab();
    expect(await screen.findByText('Company name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Must be an integer')).toBeVisible();
    expect(screen.getByText('Add at least one admin')).toBeVisible();

    await user.clear(screen.getByLabelText('Maximum Boards'));
    await user.type(screen.getByLabelText('Maximum Boards'), '0');
    await user.tab();
    expect(await screen.findByText('At least 1')).toBeVisible();
  });

  it('should add trimmed, lowercased admins with Enter and the button, ignore empty input and flag bad ones', async () => {
    const user = userEvent.setup();
    render(<CreateCompanyForm onCreate={noop} />);
    const box = screen.getByLabelText('Admin Users (Emails)');
    await user.type(box, '  Ada@Example.COM {Enter}');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await user.type(box, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await user.type(box, 'ADA@example.com{Enter}');

    const chips = screen.getByRole('list', { name: 'Admin users' });
    expect(chips).toHaveTextContent('ada@example.com');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(screen.getByText('Duplicate emails not allowed')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove not-an-email' }));
    await user.click(screen.getAllByRole('button', { name: 'Remove ada@example.com' })[1]!);
    await waitFor(() => expect(screen.queryByText('Invalid email')).toBeNull());
    expect(screen.queryByText('Duplicate emails not allowed')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('should send name, totalBoards and adminEmails, show Creating… while busy and reset after success', async () => {
    const user = userEvent.setup();
    const sent: CreateCompanyData[] = [];
    let finish!: () => void;
    render(
      <CreateCompanyForm
        onCreate={(data) => {
          sent.push(data);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.type(screen.getByLabelText('Maximum Boards'), '12');
    await user.type(screen.getByLabelText('Admin Users (Emails)'), 'Boss@Acme.io{Enter}');
    await user.type(screen.getByLabelText('Admin Users (Emails)'), 'second@acme.io{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));

    const busy = await screen.findByRole('button', { name: 'Creating…' });
    expect(busy).toBeDisabled();
    expect(sent).toEqual([
      { name: 'Acme', totalBoards: 12, adminEmails: ['boss@acme.io', 'second@acme.io'] },
    ]);
    finish();
    expect(await screen.findByRole('button', { name: 'Create Company' })).toBeEnabled();
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Admin users' })).toBeNull();
  });

  it('should show the error in a red banner above the form and still reset', async () => {
    const user = userEvent.setup();
    render(
      <CreateCompanyForm
        onCreate={async () => {
          throw new Error('A company needs a unique name');
        }}
      />,
    );
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.type(screen.getByLabelText('Maximum Boards'), '3');
    await user.type(screen.getByLabelText('Admin Users (Emails)'), 'boss@acme.io{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('A company needs a unique name');
    expect(banner.compareDocumentPosition(screen.getByRole('form'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
    expect(screen.getByLabelText('Maximum Boards')).toHaveValue(null);
  });
});
