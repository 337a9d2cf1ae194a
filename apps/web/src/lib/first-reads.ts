import { isBoardId } from '@/lib/board-id';

/**
 * The API reads (paths) the screen at `pathname` makes first: home's list and quota, a board page's
 * board. The server renders a signed-in user's page with their answers (entry-server.tsx).
 */
export function firstReadPaths(pathname: string): string[] {
  if (pathname === '/') return ['/api/boards', '/api/boards/quota'];
  const [, first] = pathname.split('/');
  return isBoardId(first) ? [`/api/boards/${first}`] : [];
}

/** The element holding the reads a server-rendered page was rendered with, as JSON (`{ reads }`). */
export const PAGE_STATE_ID = 'page-state';
