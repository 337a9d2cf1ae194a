import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import type { BoardCache } from './board-cache.js';
import { answerJsonFor } from './board-cache.js';

/**
 * The board as its JSON answer (`BoardSchema`) for a caller who may read it, with their role and
 * their own position; 404 otherwise. Never older than `minVersion` (the last version the client saw)
 * when the database has that version.
 */
export async function getBoard(
  { db }: Deps<'db'>,
  cache: BoardCache,
  id: string,
  user: RequestUser,
  minVersion?: number,
): Promise<string> {
  const answer = await cache.find(id, minVersion);
  const grant = await requireBoardAccess(db, answer, user, 'read', id);
  return answerJsonFor(grant.board, grant);
}
