import type { FastifyReply } from 'fastify';

import type { Deps } from '../../lib/fastify.js';
import { API_SECURITY_HEADERS } from '../../lib/security-headers.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoard, findBoardFor } from '../boards/board-store.js';
import type { LiveHub } from './live-hub.js';

/** How long a client waits before reconnecting (the SSE `retry` field). */
const RETRY_MS = 1_000;

export interface OpenBoardStreamInput {
  boardId: string;
  user: RequestUser;
  /** The ID token the stream was opened with, checked again whenever the account changes. */
  token: string;
  /** When that token expires (ms since the epoch): the stream ends then. */
  expiresAt: number;
  /** The last board version the client saw (`Last-Event-ID`). */
  lastEventId: number | undefined;
}

/**
 * A member's live stream of a board (any role). The access check answers a plain 404 or 403 before
 * the stream opens; then the stream is attached (so no change after this point is missed), a client
 * that saw an older version gets a `board` event for what it missed, and everyone gets who is here.
 */
export async function openBoardStream(
  deps: Deps<'db' | 'log'>,
  hub: LiveHub,
  input: OpenBoardStreamInput,
  reply: FastifyReply,
): Promise<void> {
  await findBoardFor(deps, input.boardId, input.user, 'read');
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...API_SECURITY_HEADERS,
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
    'x-request-id': String(reply.request.id),
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  try {
    const stream = await hub.attach({ ...input, res });
    const board = await findBoard(deps.db, input.boardId);
    if (board && input.lastEventId !== undefined && input.lastEventId < board.version) {
      await hub.catchUp(stream, input.lastEventId, board.version);
    }
    await hub.sendPresence(stream);
  } catch (error) {
    // The stream is open: the client reconnects, as after any end.
    deps.log.warn({ err: error }, 'live stream could not start');
    res.end();
  }
}
