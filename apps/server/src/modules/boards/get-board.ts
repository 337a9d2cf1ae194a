import type { RequestUser } from '../auth/account-store.js';
import { knownBoardAccess, requireBoardAccess } from './board-access.js';
import type { BoardCache } from './board-cache.js';

/**
 * The board as its JSON answer (`BoardSchema`), for a caller who may read it; 404 otherwise. Never
 * older than `minVersion` (the last version the client saw) when the database has that version.
 */
export async function getBoard(
  cache: BoardCache,
  id: string,
  user: RequestUser,
  minVersion?: number,
): Promise<string> {
  const { board } = await requireBoardAccess(await cache.find(id, minVersion), user, 'read', id);
  return board.json;
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
  return answer && knownBoardAccess(answer, user, 'read')?.board.json;
}
