import type { Board } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import { importBoard } from '../boards/board-store.js';
import { importThreads } from '../comments/comment-store.js';

/** A JSON export as a new board of the caller's (`importBoard`), with the file's comment threads. */
export async function importBoardFile(
  deps: Deps<'db'>,
  input: Parameters<typeof importBoard>[1],
): Promise<Board> {
  const { board, threads } = await importBoard(deps, input);
  await importThreads(deps.db, board.id, threads);
  return board;
}
