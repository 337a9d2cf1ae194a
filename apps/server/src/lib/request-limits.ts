import type { FastifyInstance, RouteOptions } from 'fastify';

import { AppError } from './app-error.js';

/** The longest request target (path and query) answered; longer is 414. Node answers 431 past 16 KiB of headers. */
export const MAX_URL_LENGTH = 4096;

/** `/api/boards/:id` as a pattern of the paths it answers. */
function pathPattern(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Two answers about the request itself, before any route's own hooks: a URL longer than
 * `MAX_URL_LENGTH` is 414, and a method a known /api path does not have is 405 with `Allow`.
 */
export function registerRequestLimits(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    routes.push({ pattern: pathPattern(route.url), methods: [route.method].flat() });
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return done(new AppError('uri-too-long', `The URL is too long: at most ${MAX_URL_LENGTH} characters.`));
    }
    if (!request.is404) return done();
    const path = request.url.split('?')[0] ?? '';
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (allowed.size === 0) return done();
    const allow = [...allowed].sort().join(', ');
    reply.header('allow', allow);
    done(new AppError('method-not-allowed', `${request.method} is not allowed on ${path}: use ${allow}.`));
  });
}
