import type { Board } from '@planner/domain';

import type { Database } from '../../db/client.js';
import { listBoards as listOwnedBoards } from './board-repository.js';

/** The caller's boards, most recently updated first. */
export async function listBoards(db: Database, ownerId: string): Promise<Board[]> {
  return listOwnedBoards(db, ownerId);
}
