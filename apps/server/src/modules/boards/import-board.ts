import type { Board, ExportedThread } from '@planner/domain';
import { importedTitle, parseBoardExport } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { createBoard } from './create-board.js';

/**
 * A new board from a JSON export (older versions migrated), paid for exactly like `createBoard`, named
 * "<original> (imported)" so it is told from the original.
 * A file that is not a valid export is refused with its first problem, and nothing is created.
 * Answers the file's comment threads too, for the comments module to put on the new board.
 */
export async function importBoard(
  deps: Deps<'db'>,
  input: { ownerId: string; email: string; emailVerified: boolean; file: unknown; personalLimit: number },
): Promise<{ board: Board; threads: ExportedThread[] }> {
  const parsed = parseBoardExport(input.file);
  if (!parsed.ok) throw new AppError('invalid-argument', parsed.message);
  const board = await createBoard(deps, {
    ownerId: input.ownerId,
    email: input.email,
    emailVerified: input.emailVerified,
    personalLimit: input.personalLimit,
    content: { ...parsed.board, title: importedTitle(parsed.board.title) },
  });
  return { board, threads: parsed.threads };
}
