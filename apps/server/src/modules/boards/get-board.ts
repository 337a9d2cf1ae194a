import type { RequestUser } from '../auth/account-store.js';
import { requireBoardAccess } from './board-access.js';
import type { BoardCache } from './board-cache.js';

/** The board as its JSON answer (`BoardSchema`), for a caller who may read it; 404 otherwise. */
export async function getBoard(cache: BoardCache, id: string, user: RequestUser): Promise<string> {
  const answer = await cache.find(id);
  requireBoardAccess(answer, user, 'read', id);
  return answer.json;
}
