import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { STAGE_SLUGS } from '@planner/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { openDatabase } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { canonicalIdsInUrl } from './lib/canonical-ids.js';
import { registerCleanInput } from './lib/clean-input.js';
import { trackConnections } from './lib/drain.js';
import { registerErrorHandler, sendError } from './lib/error-handler.js';
import type { App } from './lib/fastify.js';
import type { Mailer } from './lib/mailer.js';
import { createMailer } from './lib/mailer.js';
import { API_DESCRIPTION, documentErrors, documentTransform } from './lib/openapi.js';
import { databaseRateLimitStore, sweepEndedWindows } from './lib/rate-limits.js';
import { MAX_URL_LENGTH, registerRequestLimits } from './lib/request-limits.js';
import { isSharedUrl, registerSecurityHeaders, SHARED_HEADERS } from './lib/security-headers.js';
import type { AddressClaims } from './modules/auth/address-claims.js';
import { registerAuthenticate } from './modules/auth/authenticate.js';
import { authRoutes } from './modules/auth/routes.js';
import { createTokenService } from './modules/auth/tokens.js';
import { boardsRoutes } from './modules/boards/routes.js';
import { commentsRoutes } from './modules/comments/routes.js';
import { activatePendingInvites } from './modules/companies/company-store.js';
import { companiesRoutes } from './modules/companies/routes.js';
import { completionsRoutes } from './modules/completions/routes.js';
import { createRenderPool, defaultRenderWorkers } from './modules/exports/render-pool.js';
import { exportsRoutes } from './modules/exports/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { oidcRoutes } from './modules/oidc/routes.js';
import { createPageRenderer } from './modules/pages/page-renderer.js';
import { promptsRoutes } from './modules/prompts/routes.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { sharingRoutes } from './modules/sharing/routes.js';
import { activateInvitations } from './modules/sharing/sharing-store.js';

export interface AppOptions {
  config: Config;
  /** An open database (tests share one); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
}

/** Never log these: credentials travel in them. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'newPassword',
  'idToken',
];

/** Builds the whole app: external plugins, then app plugins, then routes. `server.ts` only listens. */
export async function buildApp({ config, database, mailer, logStream }: AppOptions): Promise<App> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: REDACT, censor: '[redacted]' },
            ...(logStream ? { stream: logStream } : {}),
          },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // While closing, requests already on their way are served, not refused (lib/drain.ts).
    return503OnClosing: false,
    // A long path parameter reaches its route, whose validation answers it in the app's shape (400 or
    // 404), instead of the router's bare 414; the whole URL stays bounded by MAX_URL_LENGTH.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // An id in capitals is the same board (lib/canonical-ids.ts).
    rewriteUrl: (request) => canonicalIdsInUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('drain', trackConnections(app.server));
  // A connection accepted while the listener closes gets an answer, not a reset (lib/drain.ts).
  // Callback hooks here and in lib/: every request runs them, and a promise each costs throughput.
  app.addHook('onRequest', (request, _reply, done) => {
    const late = app.drain.lateAnswer(request.raw.socket);
    if (!late) return done();
    void late.then(() => done(new AppError('unavailable', 'The server is shutting down.')));
  });

  for (const warning of config.startWarnings) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app);
  registerRequestLimits(app);
  registerCleanInput(app);
  app.addHook('onRoute', documentErrors);

  // External plugins.
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Planning Workspace API', version: '1.0.0', description: API_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentTransform(config),
  });
  // No CSP of its own (it allowed framing by 'self' and the outside validator): the document policy
  // of every other page applies, and without the validator nothing loads from another host.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  // App plugins.
  const handle =
    database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'db'),
      onChangeFeedError: (err) =>
        app.log.warn({ err }, 'Database change feed: caches bypassed until it listens again'),
    }));
  if (handle.created) {
    const { from, reason } = handle.created;
    app.log.info({ from, reason }, `Created the embedded database in ${config.DATA_DIR} (${from})`);
  }
  // Limits count in the database, so several server processes share them (lib/rate-limits.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(handle.db) });
  const stopSweeping = sweepEndedWindows(handle.db);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('changes', handle.changes);
  app.decorate('tokens', await createTokenService(config));
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  // A proven address claims what the modules above auth sent to it (modules/auth/address-claims.ts).
  app.decorate('addressClaims', {
    companyInvites: activatePendingInvites,
    boardInvitations: (tx, { uid, email }) => activateInvitations(tx, uid, email),
  } satisfies AddressClaims);
  app.decorate(
    'renderPool',
    createRenderPool({
      workers: config.EXPORT_WORKERS ?? defaultRenderWorkers(),
      queue: config.EXPORT_QUEUE_LIMIT,
      timeoutSeconds: config.EXPORT_TIMEOUT_SECONDS,
      workerHeapMb: config.EXPORT_WORKER_HEAP_MB,
    }),
  );
  registerAuthenticate(app);
  registerErrorHandler(app);
  app.addHook('onClose', async () => {
    stopSweeping();
    await app.renderPool.close();
    await app.mailer.close();
    if (!database) await handle.close();
  });

  // Routes.
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      // A proxy stops sending here first, while the requests it already sent are still served.
      if (app.drain.draining) throw new AppError('unavailable', 'The server is shutting down.');
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
  await app.register(
    async (api) => {
      const scoped = api.withTypeProvider<ZodTypeProvider>();
      await scoped.register(authRoutes);
      await scoped.register(boardsRoutes);
      await scoped.register(sharingRoutes);
      await scoped.register(exportsRoutes);
      await scoped.register(promptsRoutes);
      await scoped.register(completionsRoutes);
      await scoped.register(companiesRoutes);
      await scoped.register(reviewsRoutes);
      await scoped.register(commentsRoutes);
      await scoped.register(liveRoutes);
      await scoped.register(oidcRoutes);
    },
    { prefix: '/api' },
  );

  registerWebApp(app, config.WEB_DIST);
  return app;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The screens the web build gives their own page (apps/web/index-html.ts), by the paths they answer. */
const SCREEN_PATHS: [string, RegExp][] = [
  ['home', /^\/$/],
  ['login', /^\/login\/?$/],
  ['register', /^\/register\/?$/],
  ['board-stage', new RegExp(`^/${UUID}/(${STAGE_SLUGS.join('|')})/?$`, 'i')],
];

/** Under a dot folder such as the build's `.vite/` (its manifest is for the build's own tests). */
function isHiddenPath(url: string): boolean {
  return url.split('/').some((segment) => segment.startsWith('.'));
}

/** A file of the build anyone may fetch. */
function isPublicFile(url: string): boolean {
  return !url.endsWith('/') && !isHiddenPath(url);
}

/** Serves the built SPA with history fallback; unknown /api paths answer a JSON 404. */
function registerWebApp(app: App, webDist: string) {
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  const routesDir = path.join(webDist, 'routes');
  const routePages = new Set(
    fs.existsSync(routesDir)
      ? fs.readdirSync(routesDir).flatMap((file) => (file.endsWith('.html') ? [file.slice(0, -5)] : []))
      : [],
  );
  if (built) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => isPublicFile(pathName),
      // The web build writes .br/.gz beside each asset; sent when the browser accepts them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // A view-only link's page keeps the `no-store` its paths get (lib/security-headers.ts).
        if (isSharedUrl(res.request.url)) return void res.headers(SHARED_HEADERS);
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Home and a board's stage, rendered for a signed-in user (modules/pages/README.md).
  const pages = createPageRenderer(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/')) {
      return sendError(reply, 'not-found', `No route ${request.method} ${url}.`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 'not-found', `No route ${request.method} ${url}.`);
    }
    if (!built) {
      return sendError(reply, 'not-found', 'The web app is not built yet: run `npm run build`.');
    }
    // A missing asset is a 404, not the app's HTML (a stale tab would run HTML as a script).
    if (url.startsWith('/assets/') || isHiddenPath(url))
      return sendError(reply, 'not-found', `No file ${url}.`);
    const file = url.replace(/^\/+/, '');
    if (file && isPublicFile(url) && fs.existsSync(path.join(webDist, file)) && !file.includes('..')) {
      return reply.sendFile(file);
    }
    // A view-only link's page: the app renders it, or says the link opens nothing.
    if (isSharedUrl(url)) return reply.sendFile('index.html');
    // A screen with its own page (the web build's routes/<name>.html) also preloads its chunks.
    const screen = SCREEN_PATHS.find(([name, pattern]) => routePages.has(name) && pattern.test(url))?.[0];
    // Who is signed in changes the page: a cache keys it by the cookie.
    reply.header('vary', 'Cookie');
    if (screen && (await pages.send(request, reply, screen))) return reply;
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(screen ? `routes/${screen}.html` : 'index.html');
  });
}
