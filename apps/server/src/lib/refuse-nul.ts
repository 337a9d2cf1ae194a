import { findNulCharacter, NUL_MESSAGE } from '@planner/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from './app-error.js';

/**
 * One check for every route, before its own validation: a NUL character anywhere in the body, the
 * query or the path is a 400 naming where it is (PostgreSQL cannot store it; nothing is changed).
 */
export function registerRefuseNul(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const found =
      findNulCharacter(request.params, 'params') ??
      findNulCharacter(request.query, 'query') ??
      findNulCharacter(request.body, 'body');
    if (!found) return done();
    done(
      new AppError('invalid-argument', `${found}: ${NUL_MESSAGE}`, {
        details: { issues: [{ path: found, message: NUL_MESSAGE }] },
      }),
    );
  });
}
