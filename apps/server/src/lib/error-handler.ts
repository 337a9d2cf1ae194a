import type { ErrorBody, ErrorCode } from '@planner/domain';
import { canonicalStatus, ERROR_STATUS } from '@planner/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

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

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown) {
  const body: ErrorBody = { error: { status: canonicalStatus(ERROR_STATUS[code]), code, message } };
  if (details !== undefined) body.error.details = details;
  return reply.status(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
}

/** One error handler: 4xx with a code and a clear message, 5xx without internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
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
