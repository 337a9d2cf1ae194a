import * as React from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { type AppStore, store as appStore } from '@/app/store';
import { useAfterPaint } from '@/hooks/use-after-paint';

/** Toasts are never needed for the first paint: the toaster loads once it is painted. */
const Toaster = React.lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

/** App-wide providers that do not need the router; the server's page render gives a store per page. */
export function AppProvider({ children, store = appStore }: { children: React.ReactNode; store?: AppStore }) {
  const painted = useAfterPaint();
  return (
    <ReduxProvider store={store}>
      {children}
      {painted && (
        <React.Suspense fallback={null}>
          <Toaster />
        </React.Suspense>
      )}
    </ReduxProvider>
  );
}
