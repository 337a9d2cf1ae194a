import {
  ActionResponseSchema,
  ApplyActionRequestSchema,
  callableRequest,
  callableResponse,
  CheckActionRequestSchema,
  MeResponseSchema,
  PasswordResetRequestSchema,
  SendVerificationRequestSchema,
  SessionResponseSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  UpdateUserRecordDataSchema,
  UpdateUserRecordResultSchema,
} from '@planner/domain';
import { z } from 'zod';

import { AppError } from '../../lib/app-error.js';
import type { App } from '../../lib/fastify.js';
import { applyActionCode } from './apply-action-code.js';
import { currentUser } from './authenticate.js';
import { checkActionCode } from './check-action-code.js';
import { getCurrentUser } from './get-current-user.js';
import { presentedRefreshTokens, requireAppOrigin } from './issue-session.js';
import { primeDummyHash } from './passwords.js';
import { refreshSession } from './refresh-session.js';
import { requestPasswordReset } from './request-password-reset.js';
import { sendVerification } from './send-verification.js';
import { signIn } from './sign-in.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { signOut } from './sign-out.js';
import { signOutEverywhere } from './sign-out-everywhere.js';
import { signUp } from './sign-up.js';
import { updateUserRecord } from './update-user-record.js';

const TAGS = ['auth'];
const BEARER = [{ bearer: [] }];
const NO_CONTENT = { 204: z.null().describe('No content') };
const NO_SESSION = { 204: z.null().describe('No session: the browser sent no refresh_token cookie') };

const TOO_MANY = () =>
  new AppError('auth/too-many-requests', 'Too many requests from this address. Please try again later.');

/** Per-IP caps on requests that create accounts (@fastify/rate-limit, counted in the database). */
function perIpPerHour(max: number) {
  return { rateLimit: { max, timeWindow: '1 hour', errorResponseBuilder: TOO_MANY } };
}

/** Routes of the auth module, mounted under /api. */
export async function authRoutes(app: App) {
  const { config } = app;
  const throttle = createSignInThrottle(app, {
    perAccountPerMinute: config.SIGN_IN_FAILURES_PER_MINUTE,
    perIpPer15Minutes: config.SIGN_IN_FAILURES_PER_15_MINUTES_PER_IP,
  });
  const fromAppOrigin = requireAppOrigin(config);
  // One count per IP for both emailing routes: AUTH_EMAILS_PER_HOUR_PER_IP is what they send together.
  const authEmailLimit = app.rateLimit({
    max: config.AUTH_EMAILS_PER_HOUR_PER_IP,
    timeWindow: '1 hour',
    keyGenerator: (request) => `auth-email:${request.ip}`,
    errorResponseBuilder: TOO_MANY,
  });
  void primeDummyHash();
  // Work that finishes after its answer (reset emails); closing the app waits for it.
  const pending = new Set<Promise<void>>();
  const background = (task: Promise<void>) => {
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/auth/sign-up',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an email + password account, sign it in and send the verification email',
        body: SignUpRequestSchema,
        response: { 200: SessionResponseSchema },
      },
      config: { ...perIpPerHour(config.SIGN_UPS_PER_HOUR_PER_IP), errorStatuses: [409] },
    },
    async (request, reply) => signUp(app, reply, request.body),
  );

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with email and password',
        body: SignInRequestSchema,
        response: { 200: SessionResponseSchema },
      },
      // Wrong credentials, a disabled account, the sign-in throttle.
      config: { errorStatuses: [401, 403, 429] },
    },
    async (request, reply) => signIn(app, reply, throttle, request.ip, request.body),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: TAGS,
        summary:
          'Exchange the refresh_token cookie for a new ID token (the cookie rotates); 204 when there is no cookie',
        response: { 200: SessionResponseSchema, ...NO_SESSION },
      },
      // An ended or a reused cookie; a disabled account; a request from another origin.
      config: { errorStatuses: [401, 403] },
      onRequest: fromAppOrigin,
    },
    async (request, reply) => {
      const [first, ...others] = presentedRefreshTokens(request);
      // A signed-out page's session probe is not an error: no browser console line, no failed request.
      if (!first) return reply.status(204).send(null);
      return refreshSession(app, reply, [first, ...others]);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: { tags: TAGS, summary: "End the cookie's session and clear the cookie", response: NO_CONTENT },
      onRequest: fromAppOrigin,
    },
    async (request, reply) => {
      await signOut(app, reply, presentedRefreshTokens(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sign-out-everywhere',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out of all devices: end every session of the signed-in user, ID tokens included',
        security: BEARER,
        response: NO_CONTENT,
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await signOutEverywhere(app, reply, currentUser(request).uid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        security: BEARER,
        response: { 200: MeResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ user: getCurrentUser(request) }),
  );

  app.post(
    '/auth/send-verification',
    {
      schema: {
        tags: TAGS,
        summary: 'Email the signed-in user a verification link',
        security: BEARER,
        body: SendVerificationRequestSchema,
        response: NO_CONTENT,
      },
      onRequest: [app.authenticate, authEmailLimit],
      config: { errorStatuses: [429] },
    },
    async (request, reply) => {
      await sendVerification(app, currentUser(request).uid, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: TAGS,
        summary: 'Email a password-reset link; the same answer whether or not the account exists',
        body: PasswordResetRequestSchema,
        response: NO_CONTENT,
      },
      onRequest: authEmailLimit,
      config: { errorStatuses: [429] },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.log, request.body, background);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/action/check',
    {
      schema: {
        tags: TAGS,
        summary: 'Tell what an emailed code is for, without using it',
        body: CheckActionRequestSchema,
        response: { 200: ActionResponseSchema },
      },
    },
    async (request) => checkActionCode(app, request.body.code),
  );

  app.post(
    '/auth/action',
    {
      schema: {
        tags: TAGS,
        summary: 'Use an emailed code: verify the email, or reset the password with newPassword',
        body: ApplyActionRequestSchema,
        response: { 200: ActionResponseSchema },
      },
    },
    async (request) => applyActionCode(app, request.body),
  );

  app.post(
    '/functions/updateUserRecord',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['companies'],
        security: BEARER,
        body: callableRequest(UpdateUserRecordDataSchema),
        response: { 200: callableResponse(UpdateUserRecordResultSchema) },
      },
    },
    async (request) => ({ result: await updateUserRecord(app, currentUser(request)) }),
  );
}
