import type { ShareLink } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { toShareLink } from './create-share-link.js';
import { listShareLinks } from './share-link-repository.js';

/** The owner's view-only links of a board (not revoked; without their URL, shown only at creation). */
export async function listBoardShareLinks(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
): Promise<ShareLink[]> {
  await findBoardFor(deps, id, user, 'own');
  return (await listShareLinks(deps.db, id)).map(toShareLink);
}
