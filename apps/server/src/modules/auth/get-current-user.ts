import type { AuthUser } from '@planner/domain';
import type { FastifyRequest } from 'fastify';

import { currentUser } from './authenticate.js';

/** The signed-in user as the database has it now (authenticate re-read it for this request). */
export function getCurrentUser(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.name,
    emailVerified: user.emailVerified,
    admin: user.admin,
  };
}
