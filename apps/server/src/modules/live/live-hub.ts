import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

import type { LiveEvent, LiveEventData, LiveViewer } from '@planner/domain';

import type { RowChange } from '../../db/change-feed.js';
import type { App } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoard, requireBoardAccess } from '../boards/board-store.js';
import { findChangedFields, findPersonName } from './live-repository.js';
import {
  enterPresence,
  leavePresence,
  listViewers,
  sweepPresence,
  touchPresence,
} from './presence-repository.js';

/** A person is listed this long after their process last said they are here (a process that died). */
export const PRESENCE_WINDOW_SECONDS = 20;
/** How often a process says its people are still here and deletes rows past the window. */
const PRESENCE_HEARTBEAT_MS = 5_000;
/** Notices of one board or person within this long are handled once. */
const COALESCE_MS = 15;

/** One open stream: a person's board, with the token it was opened with (checked again on change). */
export interface LiveStream {
  readonly boardId: string;
  readonly user: RequestUser;
  send<E extends LiveEvent>(event: E, data: LiveEventData[E], id?: number): void;
  end(): void;
}

export interface LiveHub {
  /** This process's id in `board_presence`. */
  readonly instanceId: string;
  /**
   * Serves `res` as the person's stream of the board until it closes, the person loses access, the
   * session ends, the token expires or the server drains. Answers once they are marked present.
   */
  attach(input: {
    boardId: string;
    user: RequestUser;
    token: string;
    expiresAt: number;
    res: ServerResponse;
  }): Promise<LiveStream>;
  /** Sends the stream a `board` event for the writes after `after` up to `upTo` (a reconnect). */
  catchUp(stream: LiveStream, after: number, upTo: number): Promise<void>;
  /** Sends the stream who is on the board now. */
  sendPresence(stream: LiveStream): Promise<void>;
  /** Open streams of this process (the bench counts them). */
  readonly size: number;
}

type HubDeps = Pick<App, 'db' | 'config' | 'changes' | 'log' | 'drain' | 'userOfToken' | 'addHook'>;

/** Runs `task` once per key after a short pause, however many notices named the key meanwhile. */
function coalescer(task: (key: string) => Promise<void>, onError: (error: unknown) => void) {
  const pending = new Map<string, NodeJS.Timeout>();
  return {
    schedule(key: string) {
      if (pending.has(key)) return;
      const timer = setTimeout(() => {
        pending.delete(key);
        task(key).catch(onError);
      }, COALESCE_MS);
      timer.unref();
      pending.set(key, timer);
    },
    clear() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

/**
 * The live streams of one server process. It follows the database's change feed (every process
 * hears every commit): a `boards` notice becomes a `board` event (its fields read from the revisions
 * the write recorded), `board_members` a `members` event and a new access check of the board's
 * streams, `users` a new check of that person's sessions, `comment_threads`/`comments` a `comments`
 * event, `board_presence` a `presence` event when the list changed. Streams end on a failed check,
 * at their token's expiry and when the server drains (`app.drain.holdOpen`).
 */
export function createLiveHub(app: HubDeps): LiveHub {
  const { db, log } = app;
  const instanceId = randomUUID();
  const byBoard = new Map<string, Set<Stream>>();
  const byUser = new Map<string, Set<Stream>>();
  /** Streams per `board user` on this process: the presence row lives while there is one. */
  const here = new Map<string, number>();
  /**
   * The presence writes of each `board user`, one after another: a stream that closes as the next
   * opens (a reconnect) must not have its row's delete run after the next one's insert. Each write
   * does what `here` says when its turn comes.
   */
  const presenceWrites = new Map<string, Promise<void>>();
  function syncPresence(boardId: string, userId: string): Promise<void> {
    const key = `${boardId} ${userId}`;
    const write = () =>
      here.has(key)
        ? enterPresence(db, boardId, userId, instanceId)
        : leavePresence(db, boardId, userId, instanceId);
    const next = (presenceWrites.get(key) ?? Promise.resolve()).then(write, write);
    presenceWrites.set(key, next);
    void next.then(
      () => presenceWrites.get(key) === next && presenceWrites.delete(key),
      () => presenceWrites.get(key) === next && presenceWrites.delete(key),
    );
    return next;
  }
  /** The last presence list each board's streams were sent, as JSON. */
  const lastPresence = new Map<string, string>();
  /** Each board's `board` events go out in version order. */
  const boardQueues = new Map<string, Promise<void>>();
  const logError = (error: unknown) => log.warn({ err: error }, 'live stream update failed');

  class Stream implements LiveStream {
    private ended = false;
    private readonly expiry: NodeJS.Timeout;
    constructor(
      readonly boardId: string,
      readonly user: RequestUser,
      readonly token: string,
      expiresAt: number,
      readonly res: ServerResponse,
    ) {
      this.expiry = setTimeout(() => this.end(), Math.max(0, expiresAt - Date.now()));
      this.expiry.unref();
      res.once('close', () => this.closed());
      // A client gone before the stream was attached never emits 'close' again.
      if (res.destroyed || res.writableEnded || !res.socket || res.socket.destroyed) {
        queueMicrotask(() => this.closed());
      }
    }
    send<E extends LiveEvent>(event: E, data: LiveEventData[E], id?: number) {
      if (this.ended || this.res.writableEnded || this.res.destroyed) return;
      this.res.write(
        `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
      );
    }
    comment() {
      if (!this.ended && !this.res.writableEnded) this.res.write(':\n\n');
    }
    end() {
      if (!this.res.writableEnded) this.res.end();
      this.closed();
    }
    private closed() {
      if (this.ended) return;
      this.ended = true;
      clearTimeout(this.expiry);
      remove(byBoard, this.boardId, this);
      remove(byUser, this.user.uid, this);
      const key = `${this.boardId} ${this.user.uid}`;
      const count = (here.get(key) ?? 1) - 1;
      if (count > 0) here.set(key, count);
      else {
        here.delete(key);
        syncPresence(this.boardId, this.user.uid).catch(logError);
      }
    }
  }

  function add(map: Map<string, Set<Stream>>, key: string, stream: Stream) {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(stream);
  }
  function remove(map: Map<string, Set<Stream>>, key: string, stream: Stream) {
    const set = map.get(key);
    set?.delete(stream);
    if (set?.size === 0) {
      map.delete(key);
      if (map === byBoard) lastPresence.delete(key);
    }
  }
  const broadcast = <E extends LiveEvent>(boardId: string, event: E, data: LiveEventData[E], id?: number) => {
    for (const stream of byBoard.get(boardId) ?? []) stream.send(event, data, id);
  };

  async function boardEvent(boardId: string, after: number, upTo: number, actor: string | null) {
    const changed = await findChangedFields(db, boardId, after, upTo);
    // The feed's actor is the writer; a write that recorded no field names it only there.
    if (!actor || changed.by?.id === actor) return { version: upTo, fields: changed.fields, by: changed.by };
    const name = await findPersonName(db, actor);
    return { version: upTo, fields: changed.fields, by: name === null ? null : { id: actor, name } };
  }

  function queueBoardEvent(change: RowChange) {
    const boardId = change.id!;
    const version = change.version!;
    const previous = boardQueues.get(boardId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        if (!byBoard.has(boardId)) return;
        broadcast(boardId, 'board', await boardEvent(boardId, version - 1, version, change.actor), version);
      })
      .catch(logError)
      .finally(() => {
        if (boardQueues.get(boardId) === next) boardQueues.delete(boardId);
      });
    boardQueues.set(boardId, next);
  }

  /** Ends the board's streams whose person may no longer read it (removed, or the board is gone). */
  const checkAccess = coalescer(async (boardId) => {
    const streams = [...(byBoard.get(boardId) ?? [])];
    if (streams.length === 0) return;
    const board = await findBoard(db, boardId);
    await Promise.all(
      streams.map((stream) =>
        requireBoardAccess(db, board && { id: board.id, ownerId: board.ownerId }, stream.user, 'read').catch(
          () => stream.end(),
        ),
      ),
    );
  }, logError);

  /** Ends the person's streams whose session ended (signed out, everywhere, disabled). */
  const checkSessions = coalescer(async (userId) => {
    const streams = [...(byUser.get(userId) ?? [])];
    await Promise.all(streams.map((stream) => app.userOfToken(stream.token).catch(() => stream.end())));
  }, logError);

  const viewersOf = (boardId: string): Promise<LiveViewer[]> =>
    listViewers(db, boardId, PRESENCE_WINDOW_SECONDS);

  const updatePresence = coalescer(async (boardId) => {
    if (!byBoard.has(boardId)) return;
    const viewers = await viewersOf(boardId);
    const json = JSON.stringify(viewers);
    if (lastPresence.get(boardId) === json || !byBoard.has(boardId)) return;
    lastPresence.set(boardId, json);
    broadcast(boardId, 'presence', { viewers });
  }, logError);

  const unsubscribe = app.changes.subscribe({
    changed(change) {
      const id = change.id;
      if (!id) return;
      switch (change.table) {
        case 'boards':
          if (byBoard.has(id) && typeof change.version === 'number') queueBoardEvent(change);
          break;
        case 'board_members':
          if (!byBoard.has(id)) break;
          broadcast(id, 'members', {});
          checkAccess.schedule(id);
          break;
        case 'users':
          // After every other listener: the account cache has dropped the row first.
          if (byUser.has(id)) checkSessions.schedule(id);
          break;
        case 'comment_threads':
        case 'comments':
          if (change.board && change.field && byBoard.has(change.board)) {
            broadcast(change.board, 'comments', { threadId: id, field: change.field });
          }
          break;
        case 'board_presence':
          if (byBoard.has(id)) updatePresence.schedule(id);
          break;
      }
    },
    resync() {
      for (const boardId of byBoard.keys()) {
        broadcast(boardId, 'resync', {});
        updatePresence.schedule(boardId);
        checkAccess.schedule(boardId);
      }
      for (const userId of byUser.keys()) checkSessions.schedule(userId);
    },
  });

  const keepAlive = setInterval(() => {
    for (const streams of byBoard.values()) for (const stream of streams) stream.comment();
  }, app.config.LIVE_KEEPALIVE_SECONDS * 1000);
  keepAlive.unref();

  const heartbeat = setInterval(() => {
    const pairs = [...here.keys()].map((key) => {
      const [boardId = '', userId = ''] = key.split(' ');
      return { boardId, userId };
    });
    touchPresence(db, instanceId, pairs)
      .then(async (touched) => {
        // A person here whose row is gone (deleted past the window while the database was slow)
        // is marked present again, through their queue of presence writes.
        const found = new Set(touched.map((t) => `${t.boardId} ${t.userId}`));
        for (const { boardId, userId } of pairs)
          if (!found.has(`${boardId} ${userId}`)) syncPresence(boardId, userId).catch(logError);
        await sweepPresence(db, PRESENCE_WINDOW_SECONDS);
      })
      .catch(logError);
  }, PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();

  // Before the server closes: every stream ends (its client reconnects elsewhere) and its presence goes.
  app.addHook('preClose', async () => {
    clearInterval(keepAlive);
    clearInterval(heartbeat);
    unsubscribe();
    checkAccess.clear();
    checkSessions.clear();
    updatePresence.clear();
    const open = [...byBoard.values()].flatMap((streams) => [...streams]);
    for (const stream of open) stream.end();
    await Promise.all(
      open.map((s) => leavePresence(db, s.boardId, s.user.uid, instanceId).catch(() => undefined)),
    );
  });

  return {
    instanceId,
    get size() {
      let count = 0;
      for (const streams of byBoard.values()) count += streams.size;
      return count;
    },
    async attach({ boardId, user, token, expiresAt, res }) {
      const key = `${boardId} ${user.uid}`;
      const count = (here.get(key) ?? 0) + 1;
      here.set(key, count);
      const stream = new Stream(boardId, user, token, expiresAt, res);
      add(byBoard, boardId, stream);
      add(byUser, user.uid, stream);
      app.drain.holdOpen(res);
      if (count === 1) await syncPresence(boardId, user.uid);
      return stream;
    },
    async catchUp(stream, after, upTo) {
      stream.send('board', await boardEvent(stream.boardId, after, upTo, null), upTo);
    },
    async sendPresence(stream) {
      stream.send('presence', { viewers: await viewersOf(stream.boardId) });
    },
  };
}
