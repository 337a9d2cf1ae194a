import { isBoardId } from '@/lib/board-id';

/**
 * The page's first script, an entry of its own the page runs before the app: the session probe
 * (`POST /api/auth/refresh`) leaves as soon as this tiny file arrives, and once it answers with a
 * session, so do the reads of the first screen, while the app's scripts are still on their way.
 * main.tsx hands both to the app: the auth client reads the probe, the API layer the reads.
 */
export const sessionProbe: Promise<Response> = fetch('/api/auth/refresh', {
  method: 'POST',
  credentials: 'same-origin',
});
// The auth client reads a failure (offline, say); until then it is no unhandled rejection.
sessionProbe.catch(() => undefined);

/** The API reads (paths) the screen at `pathname` makes first: home's list and quota, a board page's board. */
export function firstReadPaths(pathname: string): string[] {
  if (pathname === '/') return ['/api/boards', '/api/boards/quota'];
  const [, first] = pathname.split('/');
  return isBoardId(first) ? [`/api/boards/${first}`] : [];
}

/** The first screen's reads, by path, sent with the probe's ID token; none when signed out. */
export const firstReads: Promise<Map<string, Promise<Response>>> = sessionProbe
  .then(async (response) => {
    const paths = firstReadPaths(window.location.pathname);
    if (response.status !== 200 || paths.length === 0) return new Map<string, Promise<Response>>();
    const { idToken } = (await response.clone().json()) as { idToken: string };
    const headers = { authorization: `Bearer ${idToken}` };
    return new Map(paths.map((path) => [path, fetch(path, { headers })]));
  })
  .catch(() => new Map<string, Promise<Response>>());
