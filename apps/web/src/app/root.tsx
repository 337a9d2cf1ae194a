import * as React from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { LoadingScreen } from '@/components/layout/loading-screen';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useConnectivityToasts } from '@/features/connectivity/hooks/use-connectivity-toasts';
import { ViewerContext } from '@/lib/viewer';

function AuthGate() {
  const { loading, isAdmin } = useAuth();
  const viewer = React.useMemo(() => ({ isPlatformAdmin: isAdmin }), [isAdmin]);
  if (loading) return <LoadingScreen />;
  return (
    <ViewerContext.Provider value={viewer}>
      <Outlet />
    </ViewerContext.Provider>
  );
}

/** The root route: the session, connectivity toasts, and the loading screen until auth is known. */
export function Root() {
  useConnectivityToasts();
  return (
    <AuthProvider>
      <AuthGate />
      <ScrollRestoration />
    </AuthProvider>
  );
}
