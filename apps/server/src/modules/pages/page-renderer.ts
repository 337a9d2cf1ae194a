import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { App } from '../../lib/fastify.js';
import type { PageTemplate } from './page-template.js';
import { cutAtRoot } from './page-template.js';
import { renderSignedInPage } from './render-signed-in-page.js';
import { webSsrFile, webSsrLoader } from './web-ssr.js';

/** The screens rendered on the server for a signed-in user: the two a phone opens first. */
const RENDERED_SCREENS = ['home', 'board-stage'];

export interface PageRenderer {
  /** Sends the signed-in screen and answers true, or answers false: the caller sends the static page. */
  send(request: FastifyRequest, reply: FastifyReply, screen: string): Promise<boolean>;
}

/** Reads the screens' built pages once, here at start; the web server entry is imported on first use. */
export function createPageRenderer(app: App, webDist: string): PageRenderer {
  const templates = new Map<string, PageTemplate>();
  if (fs.existsSync(webSsrFile(webDist))) {
    for (const screen of RENDERED_SCREENS) {
      const file = path.join(webDist, 'routes', `${screen}.html`);
      if (!fs.existsSync(file)) continue;
      const template = cutAtRoot(fs.readFileSync(file, 'utf8'));
      if (template) templates.set(screen, template);
      else app.log.warn({ file }, 'No <div id="root"> closing <body> in this page: it is not rendered');
    }
  }
  const loadSsr = webSsrLoader(webDist, app.log);
  return {
    async send(request, reply, screen) {
      const template = templates.get(screen);
      if (!template || request.method !== 'GET') return false;
      try {
        const ssr = await loadSsr();
        const html = ssr && (await renderSignedInPage(app, ssr, request, template));
        if (!html) return false;
        await sendHtml(request, reply, html);
        return true;
      } catch (err) {
        request.log.warn({ err, screen }, 'Server rendering failed: the static page was sent');
        return false;
      }
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Quality 5: most of brotli's gain on HTML at a few milliseconds (11 suits build-time assets). */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The codings the request accepts (`accept-encoding`, those with q=0 left out). */
function acceptedCodings(request: FastifyRequest): Set<string> {
  const header = String(request.headers['accept-encoding'] ?? '');
  return new Set(
    header.split(',').flatMap((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
      return name && !refused ? [name] : [];
    }),
  );
}

/** A page made for one user: never stored by a cache, compressed as the browser accepts. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<void> {
  const codings = acceptedCodings(request);
  const coding = codings.has('br') ? 'br' : codings.has('gzip') ? 'gzip' : null;
  const body =
    coding === 'br' ? await brotli(html, BROTLI_OPTIONS) : coding === 'gzip' ? await gzip(html) : html;
  if (coding) reply.header('content-encoding', coding);
  reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'Cookie, accept-encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}
