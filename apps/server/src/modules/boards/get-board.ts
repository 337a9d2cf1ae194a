import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { knownBoardAccess, requireBoardAccess } from './board-access.js';
import type { BoardCache } from './board-cache.js';
import { answerJsonFor, keptAnswerJson } from './board-cache.js';
import { markMembershipOpened } from './member-access-repository.js';

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
  // A member's first read (always this path: their grant is not decided yet) accepts the invitation.
  if (grant.unopened) await markMembershipOpened(db, id, user.uid);
  return answerJsonFor(grant.board, user.uid, grant);
}

/**
 * `getBoard`'s answer when memory holds it (the board kept and the caller's role on it decided),
 * without a promise: the hot path of GET /api/boards/:id. Undefined otherwise: ask `getBoard`.
 */
export function getKeptBoard(
  cache: BoardCache,
  id: string,
  user: RequestUser,
  minVersion?: number,
): string | undefined {
  const answer = cache.kept(id, minVersion);
  if (!answer) return undefined;
  const json = keptAnswerJson(answer, user.uid);
  if (json !== undefined) return json;
  const grant = knownBoardAccess(answer, user, 'read');
  return grant ? answerJsonFor(answer, user.uid, grant) : undefined;
}
