import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';

/** The channel the `planner_notify_row_change` trigger (migrations 0001, 0008) notifies on. */
const CHANGES_CHANNEL = 'planner_row_changes';

/**
 * The transaction-local setting a writer names its user with (`set_config(ACTOR_SETTING, uid, true)`);
 * the trigger sends it as the change's `actor`.
 */
export const ACTOR_SETTING = 'planner.actor';

/**
 * A select-list expression that names the transaction's writer for the change feed; put in the
 * statement that locks the row, it costs no statement of its own.
 */
export function actorColumn(uid: string | null) {
  return sql<string>`set_config(${ACTOR_SETTING}, ${uid ?? ''}, true)`;
}

/**
 * One committed change, as the trigger sends it (a JSON object, far under PostgreSQL's 8,000-byte
 * payload limit): the table, the row's id (null when the whole table was emptied), the row's
 * `version` after the write (tables whose trigger names a version column: boards) and the user who
 * wrote it (null when the writer named nobody: psql, a cascade, the admin CLI). Any table joins the
 * feed with a trigger of its own; `table` is whatever its name is.
 */
export const RowChangeSchema = z.object({
  table: z.string(),
  id: z.string().nullable(),
  version: z.number().int().nullable().optional(),
  actor: z.string().nullable(),
  /** A comment's or thread's board and field (their trigger names them, for the live streams). */
  board: z.string().optional(),
  field: z.string().nullable().optional(),
});
export type RowChange = z.infer<typeof RowChangeSchema>;

export interface ChangeListener {
  /** A row changed or went. */
  changed(change: RowChange): void;
  /**
   * Changes may have been missed (the feed went down or came back): a cache forgets everything, a
   * live stream passes it on to its client as "resync" (read again).
   */
  resync(): void;
}

/**
 * Committed changes to cached tables, as the database itself reports them (LISTEN/NOTIFY), from any
 * writer: this process, another server process, the admin CLI, psql.
 */
export interface ChangeFeed {
  /** True while every committed change reaches this process: caches may serve only then. */
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** A notification's payload as a change; anything else on the channel is ignored. */
export function parseChange(payload: string | undefined): RowChange | null {
  if (!payload?.startsWith('{')) return null;
  try {
    const parsed = RowChangeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

class Hub implements ChangeFeed {
  live = false;
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  dispatch(payload: string | undefined) {
    const change = parseChange(payload);
    if (!change) return;
    for (const listener of this.listeners) listener.changed(change);
  }

  setLive(live: boolean) {
    this.live = live;
    for (const listener of this.listeners) listener.resync();
  }

  close = async () => {
    this.setLive(false);
  };
}

/**
 * PGlite runs in this process and delivers a commit's notifications before the commit resolves, so
 * its feed is always live and a write has invalidated every cache before its caller goes on.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const hub = new Hub();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => hub.dispatch(payload));
  hub.setLive(true);
  hub.close = async () => {
    hub.setLive(false);
    if (!client.closed) await unlisten();
  };
  return hub;
}

export interface PostgresChangeFeed extends ChangeFeed {
  /** The pool's `onConnect`: makes a new pooled connection listen before its first use. */
  listenOn(client: pg.ClientBase): Promise<void>;
}

/** How the dedicated connection shows in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = 'planner-change-feed';
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * PostgreSQL: one dedicated connection hears every other writer's commits and decides `live`; while
 * it is down (and until it listens again) caches are bypassed. Every pooled connection listens too,
 * for its own commits only: PostgreSQL tells a session of its own commit's notifications before the
 * commit returns, so a write made by this process has invalidated every cache before its caller
 * goes on (exactly as on PGlite) instead of racing the dedicated connection, which skips them.
 */
export async function postgresChangeFeed(
  connectionString: string,
  onError: (error: unknown) => void = () => undefined,
): Promise<PostgresChangeFeed> {
  const hub = new Hub() as Hub & Pick<PostgresChangeFeed, 'listenOn'>;
  /** Backend process ids of this process's pooled connections that listen. */
  const ownSessions = new Set<number>();
  hub.listenOn = async (client) => {
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]!.pid;
    client.on('notification', (message) => {
      if (message.processId === pid) hub.dispatch(message.payload);
    });
    ownSessions.add(pid);
    client.once('end', () => ownSessions.delete(pid));
  };

  let listener: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;
  let closed = false;

  const scheduleRetry = () => {
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      if (!ownSessions.has(message.processId)) hub.dispatch(message.payload);
    });
    client.on('error', onError);
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      hub.setLive(false);
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      onError(error);
      client.end().catch(() => undefined);
      scheduleRetry();
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    retryMs = RETRY_FIRST_MS;
    hub.setLive(true);
  }

  await connect();
  hub.close = async () => {
    closed = true;
    clearTimeout(retryTimer);
    hub.setLive(false);
    const current = listener;
    listener = null;
    await current?.end();
  };
  return hub;
}
