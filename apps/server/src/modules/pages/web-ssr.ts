import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { AuthUser } from '@planner/domain';
import type { FastifyBaseLogger } from 'fastify';

/** What the web build's server entry (`apps/web/dist-ssr/entry-server.js`) exports. */
export interface WebSsr {
  /** The API GET paths (`/api/boards`, `/api/boards/<id>`...) the screen at `pathname` reads first. */
  firstReadPaths(pathname: string): string[];
  /**
   * The HTML inside `<div id="root">` for `user`, given `reads` (path -> the JSON of that GET's 200)
   * and `cookie`, the request's Cookie header without the session's (the sidebar's state, say).
   */
  renderPage(input: {
    url: string;
    user: AuthUser;
    reads: Record<string, unknown>;
    cookie: string;
  }): Promise<string>;
}

/** Beside WEB_DIST, not in it: the server entry is never sent as a static file. */
export function webSsrFile(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * Imports the web build's server entry on first use, once. Null when the build wrote none (pages
 * are then served as they were) or when it cannot be loaded (logged once).
 */
export function webSsrLoader(webDist: string, log: FastifyBaseLogger): () => Promise<WebSsr | null> {
  const file = webSsrFile(webDist);
  if (!fs.existsSync(file)) return async () => null;
  let loading: Promise<WebSsr | null> | undefined;
  const load = async (): Promise<WebSsr | null> => {
    try {
      const entry = (await import(pathToFileURL(file).href)) as Partial<WebSsr>;
      if (typeof entry.firstReadPaths === 'function' && typeof entry.renderPage === 'function') {
        return entry as WebSsr;
      }
      log.warn({ file }, 'The web server entry exports no firstReadPaths/renderPage: pages are not rendered');
    } catch (err) {
      log.warn({ err, file }, 'The web server entry could not be loaded: pages are not rendered');
    }
    return null;
  };
  return () => (loading ??= load());
}
