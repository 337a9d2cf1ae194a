import type { IncomingMessage, ServerResponse } from 'node:http';

import { SHARED_PATH } from '@planner/domain';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * What every answer carries, JSON, 204, event streams and documents alike: never sniffed, never
 * framed (X-Frame-Options agrees with CSP frame-ancestors 'none'), HTTPS only, no referrer sent on.
 */
const COMMON_HEADERS = {
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * What every JSON answer carries, after the OWASP REST Security Cheat Sheet: data is never cached,
 * sniffed, framed or run. Browsers apply the rest of a document policy only to documents.
 */
export const API_SECURITY_HEADERS = {
  ...COMMON_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;
const API_HEADER_ENTRIES = Object.entries(API_SECURITY_HEADERS);

/** The document policy: the SPA, the sign-in popup and the API docs page all get exactly this one. */
const DOCUMENT_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The full policy for documents and assets (the SPA, the sign-in popup, the API docs). */
const documentHeaders = helmet({
  contentSecurityPolicy: { directives: { ...DOCUMENT_CSP_DIRECTIVES, upgradeInsecureRequests: null } },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: COMMON_HEADERS['referrer-policy'] },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

const ignore = () => undefined;

/**
 * Sets the security headers once the answer's type is known: JSON gets the short API set (and
 * `no-store` unless the route chose its caching), anything else helmet's document set. Helmet's
 * middleware is built once here: `@fastify/helmet` rebuilds it on every request, which halved the
 * API's throughput. A route's own header wins over both (a hijacked stream copies the API set).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // Before anything can answer, so a refusal (400, 404) under /shared/ carries them too.
  app.addHook('onRequest', (request, reply, done) => {
    if (isSharedUrl(request.url)) reply.headers(SHARED_HEADERS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      for (const [name, value] of API_HEADER_ENTRIES) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else {
      documentHeaders(request.raw as IncomingMessage, reply.raw as ServerResponse, ignore);
    }
    done(null, payload);
  });
}

/**
 * What every answer under a view-only link's paths (`/shared/...`, `/api/shared/...`) carries
 * besides the usual headers, whatever its status: never indexed, never stored, no referrer (the
 * token is in the URL).
 */
export const SHARED_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

const SHARED_URL = new RegExp(`^(/api)?${SHARED_PATH}(/|\\?|$)`);

/** A view-only link's page or API path, with any token (a malformed one included). */
export function isSharedUrl(url: string): boolean {
  return SHARED_URL.test(url);
}
