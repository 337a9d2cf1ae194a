import type { AuthUser } from '@planner/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';

import { primePage } from '@/app/page-state';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { PresetSessionContext } from '@/features/auth/components/auth-provider';
import { setToken } from '@/features/auth/stores/auth-slice';
import { PageCookiesContext } from '@/lib/page-cookies';

/**
 * The server's render of a signed-in page (apps/server: built to dist-ssr/entry-server.js): the
 * first screen as HTML, drawn by the app's own routes and components from the reads the server made
 * for the user, so a phone paints it before the app's scripts arrive; app/hydrate-page.tsx then
 * hydrates it.
 */
export { firstReadPaths } from '@/lib/first-reads';

/** The routes without their loaders: in the browser they wait for the page's probe; here the reads are given. */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map(
    ({ loader: _loader, children, ...route }) =>
      ({ ...route, children: children && withoutLoaders(children) }) as RouteObject,
  );
}

const handler = createStaticHandler(withoutLoaders(routes));

/**
 * The HTML inside `<div id="root">` for `url`, signed in as `user`, with `reads` (API path -> answer)
 * and the request's `cookie` header (the session's taken out: the sidebar's state, say).
 */
export async function renderPage({
  url,
  user,
  reads,
  cookie,
}: {
  url: string;
  user: AuthUser;
  reads: Record<string, unknown>;
  cookie: string;
}): Promise<string> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`renderPage: ${url} answered ${context.status}`);
  // A store per page: nothing of one user's page is in another's.
  const store = makeStore();
  // No unsaved edits here: a browser holding some renders the page anew (app/hydrate-page.tsx).
  await primePage(store.dispatch, reads, () => ({}));
  // The guards show a signed-in screen for a token; this one is never sent anywhere.
  const session = { idToken: 'server-render', expiresIn: 0, user };
  store.dispatch(setToken(session.idToken));
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider store={store}>
        <PresetSessionContext value={{ session }}>
          <PageCookiesContext value={cookie}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </PageCookiesContext>
        </PresetSessionContext>
      </AppProvider>
    </StrictMode>,
    // Every boundary stays in place: an outlined one is revealed by an inline script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
