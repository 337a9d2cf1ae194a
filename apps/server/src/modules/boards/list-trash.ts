import type { TrashedBoard } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { boardsWithAccess } from './board-access.js';
import { listTrashedBoardsOf } from './board-repository.js';

const DAY_MS = 86_400_000;

/** The trashed boards the caller may restore (`own`), each with the moment the housekeeping job purges it. */
export async function listTrash(
  { db, config }: Deps<'db' | 'config'>,
  user: RequestUser,
): Promise<TrashedBoard[]> {
  const granted = await boardsWithAccess(db, await listTrashedBoardsOf(db, user.uid), user, 'own');
  const trashed = granted.map(({ board }) => board);
  return trashed.map((board) => ({
    id: board.id,
    title: board.title,
    currentStage: board.currentStage,
    updatedAt: board.updatedAt,
    deletedAt: board.deletedAt.toISOString(),
    purgeAt: new Date(board.deletedAt.getTime() + config.TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
  }));
}
