import { AppError } from '../../lib/app-error.js';
import type { BoardCache } from './board-cache.js';

/** Someone else's board answers the same 404 as a missing one, so ids reveal nothing. */
export function boardNotFound(id: string): AppError {
  return new AppError('not-found', `Board ${id} was not found.`);
}

/** The owner's board as its JSON answer (`BoardSchema`); 404 for anyone else. */
export async function getBoard(cache: BoardCache, id: string, ownerId: string): Promise<string> {
  const answer = await cache.find(id);
  if (!answer || answer.ownerId !== ownerId) throw boardNotFound(id);
  return answer.json;
}
