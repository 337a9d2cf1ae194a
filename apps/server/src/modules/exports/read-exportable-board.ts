import type { Board } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoard, requireBoardAccess } from '../boards/board-store.js';

/** A board for export: whoever may read it (`requireBoardAccess`); anyone else gets the 404 of a missing board. */
export async function readExportableBoard({ db }: Deps<'db'>, id: string, user: RequestUser): Promise<Board> {
  const board = await findBoard(db, id);
  requireBoardAccess(board, user, 'read', id);
  return board;
}
