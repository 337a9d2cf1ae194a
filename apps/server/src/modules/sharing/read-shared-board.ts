import type { Board } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { hashSecret } from '../auth/account-store.js';
import { findBoard } from '../boards/board-store.js';
import { countShareLinkView, findLiveShareLink } from './share-link-repository.js';

/** One answer for a token never issued, revoked or expired (and a board in the trash): nothing tells them apart. */
export function sharedLinkNotFound(): AppError {
  return new AppError(
    'not-found',
    'This link does not open anything: it may have been revoked or have expired.',
  );
}

/** The live link a token opens and its board; 404 for a revoked, expired or unknown token and for a board in the trash. */
async function findShared({ db }: Deps<'db'>, token: string) {
  const link = await findLiveShareLink(db, hashSecret(token));
  const board = link ? await findBoard(db, link.boardId) : null;
  if (!link || !board) throw sharedLinkNotFound();
  return { link, board };
}

/** The board a view-only link opens, counting no view (a `HEAD`: headers only). */
export async function findSharedBoard(deps: Deps<'db'>, token: string): Promise<Board> {
  return (await findShared(deps, token)).board;
}

/**
 * Answers a view-only link: finds the board its live link opens (`findShared`), builds the answer
 * with `answer`, and only then counts one view, so a 404 or an answer that failed counts nothing.
 * Anyone holding the link reads it, without an account.
 */
export async function readSharedBoard<T>(
  deps: Deps<'db'>,
  token: string,
  answer: (board: Board) => Promise<T> | T,
): Promise<T> {
  const { link, board } = await findShared(deps, token);
  const answered = await answer(board);
  await countShareLinkView(deps.db, link.id);
  return answered;
}
