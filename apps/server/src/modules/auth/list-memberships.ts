import type { Membership } from '@planner/domain';
import type { FastifyInstance } from 'fastify';

import { listMembershipsOfUser } from './auth-repository.js';

/** The signed-in user's company memberships (empty until a company adds them). */
export function listMemberships(app: FastifyInstance, userId: string): Promise<Membership[]> {
  return listMembershipsOfUser(app.db, userId);
}
