import '@/lib/zod-jitless';
import './styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { pendingSessionRestore, startSessionRestore } from '@/features/auth/api/auth-client';
import { PAGE_STATE_ID } from '@/lib/first-reads';
import { sessionProbe } from '@/session-probe';

// The session probe left before this bundle arrived; its answer is read while the first render runs.
startSessionRestore(sessionProbe);

function app(router: DataRouter) {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * A page the server rendered for a signed-in user (`#page-state`) is hydrated once the probe
 * confirms the session (app/hydrate-page.tsx); otherwise the app renders.
 */
async function start(container: HTMLElement) {
  const session =
    document.getElementById(PAGE_STATE_ID) && (await pendingSessionRestore()?.catch(() => null));
  if (session) {
    // A failure before hydrating (its chunk not loaded, say) leaves the page to render anew.
    const hydrated = await import('@/app/hydrate-page')
      .then(({ hydratePage }) => hydratePage(container, session.idToken, app))
      .catch(() => false);
    if (hydrated) return;
  }
  // A server-rendered page the app renders anew: the screen it draws takes input at once.
  container.removeAttribute('inert');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser: no long task while a phone starts up.
  startTransition(() => root.render(app(createAppRouter())));
}

void start(document.getElementById('root')!);
