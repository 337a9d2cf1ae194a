import { and, eq, gt, lte, sql } from 'drizzle-orm';

import type { Database, Executor } from '../db/client.js';
import { rateLimits } from '../db/schema/rate-limits.js';

/** One counter to bump: its key and the length of its window. */
export interface Counted {
  key: string;
  windowMs: number;
}

export interface Hits {
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one hit on each key in one atomic upsert (a row lock per key), so every server process on
 * the database counts into the same window: three processes admit exactly what one would. A key
 * whose window ended starts again at 1. The database clock decides the windows.
 */
export async function countHits(db: Executor, counted: Counted[]): Promise<Map<string, Hits>> {
  const expired = sql`${rateLimits.resetsAt} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values(
      counted.map(({ key, windowMs }) => ({
        key,
        hits: 1,
        resetsAt: sql`now() + make_interval(secs => ${windowMs / 1000}::float8)`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      hits: rateLimits.hits,
      ttlMs: sql`extract(epoch from ${rateLimits.resetsAt} - now()) * 1000`.mapWith(Number),
    });
  return new Map(rows.map((row) => [row.key, { hits: row.hits, ttlMs: Math.max(0, Math.ceil(row.ttlMs)) }]));
}

/** Gives one hit back (an attempt that turned out not to count). */
export async function uncountHit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0)));
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes ended windows every few minutes (they are ignored anyway); returns the stop function. */
export function sweepEndedWindows(db: Database, everyMs = 5 * 60_000): () => void {
  const timer = setInterval(() => {
    void db
      .delete(rateLimits)
      .where(lte(rateLimits.resetsAt, sql`now()`))
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A `@fastify/rate-limit` store over `countHits`: each route limit gets its own key space (method and
 * URL), like the plugin's in-memory store.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    constructor(
      _globalOptions?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const counted = `${this.prefix}${key}`;
      countHits(db, [{ key: counted, windowMs: timeWindow }]).then((hits) => {
        const row = hits.get(counted);
        callback(null, { current: row?.hits ?? 1, ttl: row?.ttlMs ?? timeWindow });
      }, callback);
    }

    child(routeOptions: object) {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const { method = '', url = '' } = route ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(method)} ${url}:`);
    }
  };
}
