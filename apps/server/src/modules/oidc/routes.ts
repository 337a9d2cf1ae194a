import type { OidcPopupMessage } from '@planner/domain';
import {
  ErrorBodySchema,
  OIDC_POPUP_MESSAGE_TYPE,
  OidcProviderIdSchema,
  OidcProvidersResponseSchema,
} from '@planner/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

import { AppError, isAppError } from '../../lib/app-error.js';
import { logAppError } from '../../lib/error-handler.js';
import type { App } from '../../lib/fastify.js';
import { nonJsonAnswer } from '../../lib/openapi.js';
import { issueSession } from '../auth/account-store.js';
import { completeSignIn } from './complete-sign-in.js';
import { createProviderRegistry } from './oidc-providers.js';
import { POPUP_SCRIPT, renderPopupPage } from './popup-page.js';
import { PENDING_SIGN_IN_TTL_MS, startSignIn } from './start-sign-in.js';

/** Binds a pending sign-in to the browser that started it (login CSRF); Lax: the provider redirects back. */
const STATE_COOKIE = 'oidc_state';
const COOKIE_PATH = '/api/auth/oidc';

const ProviderParamsSchema = z.object({ provider: OidcProviderIdSchema }).strict();
const Param = z.string().max(4096).optional();
const CallbackQuerySchema = z.object({
  state: Param,
  code: Param,
  error: Param,
  error_description: Param,
  error_uri: Param,
  iss: Param,
  scope: Param,
  authuser: Param,
  hd: Param,
  prompt: Param,
  session_state: Param,
});

/** A failed sign-in answers the popup page that posts the error to the opener; a bad request, JSON. */
const POPUP_FAILURES = Object.fromEntries(
  [400, 401, 403, 404, 409, 500, 501, 503].map((status) => [
    status,
    {
      description: 'The popup page that posts the error to the opener (a malformed request: the error body)',
      content: { 'text/html': { schema: z.string() }, 'application/json': { schema: ErrorBodySchema } },
    },
  ]),
);

/** Sign-in with Google or another OpenID Connect issuer in a popup; mounted under /api. */
export async function oidcRoutes(app: App) {
  const registry = createProviderRegistry(app.config, app.log);
  const appOrigin = app.config.APP_ORIGIN;

  function sendPopup(reply: FastifyReply, status: number, message: OidcPopupMessage) {
    return (
      reply
        .status(status)
        .header('cache-control', 'no-store')
        // The popup comes back from the provider's origin: keep its link to the opener.
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(renderPopupPage(message, appOrigin))
    );
  }

  function sendFailure(reply: FastifyReply, error: unknown) {
    const known = isAppError(error)
      ? error
      : new AppError('internal', 'Something went wrong on our side. Please try again.', { cause: error });
    logAppError(reply.log, known, 'OpenID Connect sign-in failed');
    return sendPopup(reply, known.statusCode, {
      type: OIDC_POPUP_MESSAGE_TYPE,
      ok: false,
      code: known.code,
      message: known.message,
    });
  }

  app.get(
    '/auth/oidc/providers',
    { schema: { tags: ['auth'], response: { 200: OidcProvidersResponseSchema } } },
    async () => ({ providers: registry.list() }),
  );

  app.get(
    '/auth/oidc/popup.js',
    { schema: { hide: true, response: { 200: nonJsonAnswer('The popup script', ['text/javascript']) } } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(POPUP_SCRIPT),
  );

  app.get(
    '/auth/oidc/:provider/start',
    {
      schema: {
        tags: ['auth'],
        params: ProviderParamsSchema,
        response: { 302: z.null().describe("Redirect to the provider's sign-in page"), ...POPUP_FAILURES },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      try {
        const { url, state } = await startSignIn(app, registry, request.params.provider, appOrigin);
        reply.setCookie(STATE_COOKIE, state, {
          path: COOKIE_PATH,
          httpOnly: true,
          secure: app.config.COOKIE_SECURE,
          sameSite: 'lax',
          maxAge: PENDING_SIGN_IN_TTL_MS / 1000,
        });
        return reply.header('cache-control', 'no-store').redirect(url.href, 302);
      } catch (error) {
        return sendFailure(reply, error);
      }
    },
  );

  app.get(
    '/auth/oidc/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        params: ProviderParamsSchema,
        querystring: CallbackQuerySchema,
        response: {
          200: nonJsonAnswer('The popup page that posts the session to the opener', ['text/html']),
          ...POPUP_FAILURES,
        },
      },
    },
    async (request, reply) => {
      const browserState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      try {
        const rawQuery = request.url.split('?')[1] ?? '';
        const userId = await completeSignIn(
          app,
          registry,
          request.params.provider,
          request.query,
          rawQuery,
          browserState,
          appOrigin,
        );
        await issueSession(app, reply, userId);
        return sendPopup(reply, 200, { type: OIDC_POPUP_MESSAGE_TYPE, ok: true });
      } catch (error) {
        return sendFailure(reply, error);
      }
    },
  );
}
