import { type Board, BOARD_VERSION_HEADER } from '@planner/domain';
import type { FastifyInstance } from 'fastify';

/** One HTTP exchange with a server process, in-process (`app.inject`) or over a socket (`fetch`). */
export type Send = (request: {
  method: 'GET' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}) => Promise<{ status: number; body: unknown }>;

export function injectSender(app: FastifyInstance): Send {
  return async ({ method, path, headers, body }) => {
    const res = await app.inject({
      method,
      url: path,
      headers,
      ...(body ? { payload: body as object } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/** A server (or a proxy in front of several) at `origin`, e.g. `http://127.0.0.1:5900`. */
export function httpSender(origin: string): Send {
  return async ({ method, path, headers, body }) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
}

export interface ReadYourWritesOptions {
  /** Where the client writes (process A) and where it reads next (process B). */
  writer: Send;
  reader: Send;
  boardId: string;
  authorization: string;
  pairs: number;
  /** Send the version of the last PATCH answer as the client does (`x-board-version`). */
  sendVersion: boolean;
}

/**
 * PATCH the board's title through the writer, then at once GET it through the reader: how many of
 * `pairs` reads answered an older board than the PATCH had just written. Each GET of the reader is
 * preceded by one that warms its cache, so a stale cached copy is there to be served.
 */
export async function countStaleReads(options: ReadYourWritesOptions): Promise<number> {
  const { writer, reader, boardId, authorization, pairs, sendVersion } = options;
  const path = `/api/boards/${boardId}`;
  let stale = 0;
  for (let i = 0; i < pairs; i += 1) {
    const warm = await reader({ method: 'GET', path, headers: { authorization } });
    if (warm.status !== 200) throw new Error(`GET answered ${warm.status}`);
    const title = `Pair ${i} ${Math.random().toString(36).slice(2, 8)}`;
    const patched = await writer({ method: 'PATCH', path, headers: { authorization }, body: { title } });
    if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}`);
    const { version } = patched.body as Board;
    const headers: Record<string, string> = sendVersion
      ? { authorization, [BOARD_VERSION_HEADER]: String(version) }
      : { authorization };
    const read = await reader({ method: 'GET', path, headers });
    if (read.status !== 200) throw new Error(`GET answered ${read.status}`);
    const board = read.body as Board;
    if (board.version < version || board.title !== title) stale += 1;
  }
  return stale;
}
