import type { Board } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';

/** A board for export: whoever may read it (`requireBoardAccess`); anyone else gets the 404 of a missing board. */
export async function readExportableBoard(deps: Deps<'db'>, id: string, user: RequestUser): Promise<Board> {
  const { board } = await findBoardFor(deps, id, user, 'read');
  return board;
}
