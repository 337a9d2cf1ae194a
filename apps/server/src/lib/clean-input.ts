import { cleanInput } from '@planner/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from './app-error.js';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * One check for every route, before its own validation (the domain's `cleanInput`, which walks
 * without recursion): nesting deeper than `INPUT_DEPTH_MAX` or a NUL character anywhere in the path,
 * the query or the body is a 400 naming where (nothing is changed); invisible control characters
 * are removed from every text (passwords excepted), so no field stores one and every export can
 * write it.
 */
export function registerCleanInput(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const part of PARTS) {
      const cleaned = cleanInput(request[part], part);
      if ('problem' in cleaned) {
        const { path, message } = cleaned.problem;
        return done(
          new AppError('invalid-argument', `${path}: ${message}`, {
            details: { issues: [{ path, message }] },
          }),
        );
      }
      request[part] = cleaned.value as never;
    }
    done();
  });
}
