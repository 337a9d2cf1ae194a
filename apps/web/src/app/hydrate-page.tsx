import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes } from 'react-router';

import { boardIdsRead, primePage } from '@/app/page-state';
import { routes } from '@/app/router';
import { store } from '@/app/store';
import { setToken } from '@/features/auth/stores/auth-slice';
import { readDraftEntries } from '@/lib/draft-storage';
import { PAGE_STATE_ID } from '@/lib/first-reads';

/** The reads this page was server-rendered with (`#page-state`), or null when it has none. */
function pageStateReads(): Record<string, unknown> | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return (JSON.parse(text) as { reads: Record<string, unknown> }).reads;
  } catch {
    return null;
  }
}

/**
 * The router for a page the server rendered: the page's lazy routes are loaded first and its
 * loaders count as done (the page came with its data), so the first render is the server's.
 */
async function createHydratingRouter(): Promise<DataRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const loaderData = Object.fromEntries(
    matches.flatMap(({ route }) => (route.loader && route.id ? [[route.id, null]] : [])),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}

/** Ends the task: the browser paints and takes input before the hydration's next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Lifts the server's `inert` from the page once the app runs it: from then on, typing is the app's. */
function Interactive({ container, children }: { container: HTMLElement; children: React.ReactNode }) {
  React.useEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

/**
 * Hydrates a page the server rendered for the signed-in user (apps/server, entry-server.tsx), with
 * the reads it was rendered with and the session's ID token. False, and nothing done, when the page
 * has no reads or this browser holds unsaved edits of its board, which the server's page lacks:
 * the app then renders the page anew.
 */
export async function hydratePage(
  container: HTMLElement,
  idToken: string,
  app: (router: DataRouter) => React.ReactNode,
): Promise<boolean> {
  const reads = pageStateReads();
  if (!reads) return false;
  if (boardIdsRead(reads).some((id) => Object.keys(readDraftEntries(id)).length > 0)) return false;
  // Each step is a task of its own (nextTask): on a phone, none is long enough to block input.
  await nextTask();
  await primePage(store.dispatch, reads, readDraftEntries);
  store.dispatch(setToken(idToken));
  await nextTask();
  const router = await createHydratingRouter();
  await nextTask();
  // As a transition, hydration works in slices that yield to the browser: no long task on a phone.
  React.startTransition(() => {
    hydrateRoot(container, <Interactive container={container}>{app(router)}</Interactive>);
  });
  return true;
}
