import * as React from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { store } from '@/app/store';
import { useAfterPaint } from '@/hooks/use-after-paint';

/** Toasts are never needed for the first paint: the toaster loads once it is painted. */
const Toaster = React.lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

/** App-wide providers that do not need the router. */
export function AppProvider({ children }: { children: React.ReactNode }) {
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
