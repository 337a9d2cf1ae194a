import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { revokeShareLink } from './share-link-repository.js';

/** The owner revokes a view-only link: it answers 404 from now on and leaves the list. */
export async function revokeBoardShareLink(
  deps: Deps<'db'>,
  id: string,
  user: RequestUser,
  linkId: string,
): Promise<void> {
  await findBoardFor(deps, id, user, 'own');
  if (!(await revokeShareLink(deps.db, id, linkId))) {
    throw new AppError('not-found', `Link ${linkId} was not found.`);
  }
}
