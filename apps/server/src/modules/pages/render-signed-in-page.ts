import type { FastifyRequest } from 'fastify';

import type { App } from '../../lib/fastify.js';
import type { LiveSession } from '../auth/account-store.js';
import {
  findLiveSession,
  presentedRefreshTokens,
  REFRESH_COOKIE,
  sessionResponse,
  toAuthUser,
} from '../auth/account-store.js';
import type { PageTemplate } from './page-template.js';
import { fillPage } from './page-template.js';
import type { WebSsr } from './web-ssr.js';

async function firstLiveSession(app: App, tokens: string[]): Promise<LiveSession | null> {
  for (const token of tokens) {
    const session = await findLiveSession(app, token);
    if (session) return session;
  }
  return null;
}

/** The request's cookies a screen may read (the sidebar's state); the session's never reach the render. */
function pageCookies(header: string | undefined): string {
  return (header ?? '')
    .split(/;\s*/)
    .filter((cookie) => cookie !== '' && !cookie.startsWith(`${REFRESH_COOKIE}=`))
    .join('; ');
}

/**
 * The screen rendered for the request's signed-in user, or null (no live session, a read that is
 * not a 200): the caller then sends the static page. Each read goes through the API itself, with a
 * fresh ID token of the cookie's session, so the page holds exactly what the API would answer.
 */
export async function renderSignedInPage(
  app: App,
  ssr: WebSsr,
  request: FastifyRequest,
  template: PageTemplate,
): Promise<string | null> {
  const session = await firstLiveSession(app, presentedRefreshTokens(request));
  if (!session) return null;
  const paths = ssr.firstReadPaths(request.url.split('?')[0] ?? '/');
  if (!paths.every((path) => path.startsWith('/api/')))
    throw new Error(`Not an API read: ${paths.join(', ')}`);
  const { idToken } = await sessionResponse(app, session.account, session.sessionId);
  // The page's request id on each read, so their log lines go with the page's.
  const headers = { authorization: `Bearer ${idToken}`, 'x-request-id': request.id };
  const answers = await Promise.all(paths.map((url) => app.inject({ method: 'GET', url, headers })));
  if (answers.some((answer) => answer.statusCode !== 200)) return null;
  const reads = Object.fromEntries(paths.map((path, i) => [path, answers[i]!.json() as unknown]));
  const rootHtml = await ssr.renderPage({
    url: request.url,
    user: toAuthUser(session.account),
    reads,
    cookie: pageCookies(request.headers.cookie),
  });
  if (typeof rootHtml !== 'string') throw new Error(`renderPage answered ${typeof rootHtml}, not HTML`);
  return fillPage(template, rootHtml, reads);
}
