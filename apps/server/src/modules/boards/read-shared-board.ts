import type { Board } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { hashSecret } from '../auth/account-store.js';
import { findBoard } from './board-repository.js';
import { viewShareLink } from './share-link-repository.js';

/** One answer for a token never issued, revoked or expired (and a board in the trash): nothing tells them apart. */
export function sharedLinkNotFound(): AppError {
  return new AppError(
    'not-found',
    'This link does not open anything: it may have been revoked or have expired.',
  );
}

/**
 * The board behind a view-only link, counting one view; the caller answers only its plan. Anyone
 * holding the link reads it, without an account.
 */
export async function readSharedBoard({ db }: Deps<'db'>, token: string): Promise<Board> {
  const boardId = await viewShareLink(db, hashSecret(token));
  const board = boardId ? await findBoard(db, boardId) : null;
  if (!board) throw sharedLinkNotFound();
  return board;
}
