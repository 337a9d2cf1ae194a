import { render } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter } from 'react-router';

import { AuthContext, type AuthContextValue } from '@/features/auth/hooks/use-auth';

/** Renders a screen inside a router with an auth context whose actions the test supplies. */
export function renderWithAuth(ui: React.ReactElement, actions: Partial<AuthContextValue> = {}) {
  const value: AuthContextValue = {
    user: null,
    isAdmin: false,
    token: null,
    loading: false,
    authError: false,
    login: async () => undefined,
    googleSignIn: async () => undefined,
    register: async () => undefined,
    resetPassword: async () => undefined,
    logout: async () => undefined,
    refresh: async () => undefined,
    ...actions,
  };
  return render(
    <MemoryRouter>
      <AuthContext.Provider value={value}>{ui}</AuthContext.Provider>
    </MemoryRouter>,
  );
}
