import type { PresenceBody } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { movePresence } from './presence-repository.js';

/** Where a member is on the board (any role), told to everyone with the board open. */
export async function setPresence(
  deps: Deps<'db'>,
  instanceId: string,
  boardId: string,
  user: RequestUser,
  position: PresenceBody,
): Promise<void> {
  await findBoardFor(deps, boardId, user, 'read');
  await movePresence(deps.db, boardId, user.uid, instanceId, position);
}
