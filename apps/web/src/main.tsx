import '@/lib/zod-jitless';
import './styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { startSessionRestore } from '@/features/auth/api/auth-client';
import { sessionProbe } from '@/session-probe';

// The session probe left before this bundle arrived; its answer is read while the first render runs.
startSessionRestore(sessionProbe);
const router = createAppRouter();

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser: no long task while a phone starts up.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
