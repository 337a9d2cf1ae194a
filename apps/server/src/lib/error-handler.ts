import type { ErrorBody, ErrorCode } from '@planner/domain';
import { canonicalStatus, ERROR_STATUS } from '@planner/domain';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

import type { AppError } from './app-error.js';
import { isAppError } from './app-error.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's own 4xx errors, by code, in our vocabulary. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload-too-large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported-media-type',
    message: 'Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid-argument', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid-argument', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid-argument',
    message: 'The Content-Length header is wrong.',
  },
  FST_ERR_VALIDATION: { code: 'invalid-argument', message: 'The request is not valid.' },
};

/**
 * A 429 that waiting does not end (a board quota) still says when to ask again: not within a minute.
 * Limits with a window say when it ends (`AppError.retryAfterSeconds`, or @fastify/rate-limit's own).
 */
export const QUOTA_RETRY_AFTER_SECONDS = 60;

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown) {
  const body: ErrorBody = { error: { status: canonicalStatus(ERROR_STATUS[code]), code, message } };
  if (details !== undefined) body.error.details = details;
  if (ERROR_STATUS[code] === 429 && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', String(QUOTA_RETRY_AFTER_SECONDS));
  }
  return reply.status(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
}

/** The caller's doing (bad input, no rights) or a feature this server does not offer (501). */
function isClientError(status: number): boolean {
  return status < 500 || status === 501;
}

/** A client error at info as its code and message (no stack); the server's own failures at error. */
export function logAppError(log: FastifyBaseLogger, error: AppError, failure = 'request failed') {
  if (!isClientError(error.statusCode)) return log.error({ err: error }, failure);
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : {};
  return log.info({ code: error.code, ...cause }, error.message);
}

/**
 * One error handler: 4xx with a code and a clear message, 5xx without internals. A client error is
 * logged at info as its code and message; only the server's own failures at error, with the stack.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      logAppError(request.log, error);
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
      }
      return sendError(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: `${error.validationContext ?? 'body'}${v.instancePath.replace(/\//g, '.')}`,
        message: v.message ?? 'is not valid',
      }));
      const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
      return sendError(reply, 'invalid-argument', `Invalid request: ${summary}`, { issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, 'internal', INTERNAL_MESSAGE);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    const status = error.statusCode ?? 500;
    if (status === 429)
      return sendError(reply, 'resource-exhausted', 'Too many requests. Please wait a moment and try again.');
    if (status >= 400 && status < 500) {
      return sendError(
        reply,
        status === 404 ? 'not-found' : 'invalid-argument',
        error.message || 'The request is not valid.',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal', INTERNAL_MESSAGE);
  });
}
