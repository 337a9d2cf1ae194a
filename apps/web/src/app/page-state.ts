import type { Board } from '@planner/domain';

import type { AppDispatch } from '@/app/store';
import { isBoardId } from '@/lib/board-id';
import type { DraftEntries } from '@/lib/draft-storage';

/** The boards a page's reads hold one by one (a board page's `/api/boards/<id>`), by id. */
export function boardIdsRead(reads: Record<string, unknown>): string[] {
  return Object.keys(reads).flatMap((path) => {
    const [, api, boards, id, ...rest] = path.split('/');
    return api === 'api' && boards === 'boards' && rest.length === 0 && isBoardId(id) ? [id] : [];
  });
}

/**
 * Puts a server-rendered page's reads where its screen reads them, as the screen's own loading
 * would: into the API cache, and on a board page the board opened in the workspace. The server
 * (entry-server.tsx) and the browser (hydrate-page.tsx) both do it before they render, so both draw
 * the same first screen. `editsOf` gives a board's unsaved edits backed up in the browser.
 */
export async function primePage(
  dispatch: AppDispatch,
  reads: Record<string, unknown>,
  editsOf: (boardId: string) => DraftEntries,
): Promise<void> {
  const { primeFirstReads } = await import('@/lib/boards-api');
  dispatch(primeFirstReads(reads));
  const ids = boardIdsRead(reads);
  if (ids.length === 0) return;
  const { openBoard } = await import('@/features/board-workspace/lib/open-board');
  for (const id of ids) openBoard(dispatch, reads[`/api/boards/${id}`] as Board, editsOf(id));
}
