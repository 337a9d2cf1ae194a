import * as React from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { store } from '@/app/store';

/** Toasts are never needed for the first paint: the toaster loads right after it. */
const Toaster = React.lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

/** App-wide providers that do not need the router. */
export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <ReduxProvider store={store}>
      {children}
      <React.Suspense fallback={null}>
        <Toaster />
      </React.Suspense>
    </ReduxProvider>
  );
}
