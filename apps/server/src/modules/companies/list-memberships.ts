import type { Membership } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import { listMembershipsOfUser } from './membership-repository.js';

/** The signed-in user's company memberships (empty until a company adds them). */
export function listMemberships(
  app: Deps<'db' | 'config' | 'tokens' | 'mailer' | 'log'>,
  userId: string,
): Promise<Membership[]> {
  return listMembershipsOfUser(app.db, userId);
}
