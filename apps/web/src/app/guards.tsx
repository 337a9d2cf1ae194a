import type * as React from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { useAuth } from '@/features/auth/hooks/use-auth';

/** Where a guard sent the user from, so login can return them there. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Signed-in pages: no token -> /login, remembering where the user came from. */
export function RequireAuth({ children }: { children?: React.ReactNode }) {
  const { token } = useAuth();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location } satisfies FromState} />;
  return children ?? <Outlet />;
}

/** Platform-admin pages: no token -> /login, a signed-in non-admin -> /. */
export function RequireAdmin({ children }: { children?: React.ReactNode }) {
  const { token, isAdmin } = useAuth();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location } satisfies FromState} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/** /login and /register: a user with a session goes back where they came from, or to /. */
export function RequireAnonymous({ children }: { children?: React.ReactNode }) {
  const { token } = useAuth();
  const location = useLocation();
  if (token) {
    const from = (location.state as FromState | null)?.from;
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
    return <Navigate to={target} replace />;
  }
  return children ?? <Outlet />;
}
