import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it } from 'vitest';

import { NativeSelect, NativeSelectOptions } from './native-select';

const ROLES = [
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

function RolePicker() {
  const [role, setRole] = React.useState('editor');
  return (
    <>
      <NativeSelect aria-label="Role" variant="inline" value={role} onChange={(e) => setRole(e.target.value)}>
        <NativeSelectOptions options={ROLES} />
      </NativeSelect>
      <p>Chosen: {role}</p>
    </>
  );
}

describe('NativeSelect', () => {
  it('should be the browser select, named and offering its options in order', () => {
    render(<RolePicker />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Editor', 'Viewer']);
    expect(select).toHaveValue('editor');
  });

  it('should report the choice a person makes', async () => {
    render(<RolePicker />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Viewer');
    expect(screen.getByText('Chosen: viewer')).toBeInTheDocument();
  });
});
