import { LRUCache } from 'lru-cache';

import type { ChangeFeed } from './change-feed.js';

export interface RowCacheOptions<V extends object> {
  /** Most entries kept. */
  max: number;
  /** With `sizeOf`: most total size kept (e.g. characters of JSON). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /**
   * Other tables whose change notices name a row of this table as their `id` (their trigger's id
   * column is a reference to it, e.g. `board_members` names its board): such a change drops that row.
   */
  droppedBy?: string[];
  /**
   * Other tables whose change notices name a row that kept rows REFER to (the row's `key`, e.g.
   * `users` names a board's owner, whose name goes into the board's answers): such a change drops
   * every kept row whose key is that id. An index by key finds them: no scan, no read.
   */
  droppedByReference?: { table: string; key: (value: V) => string }[];
}

/** One `droppedByReference` table: the ids of the kept rows, by the id of the row they refer to. */
interface Reference<V> {
  table: string;
  key: (value: V) => string;
  rows: Map<string, Set<string>>;
}

/**
 * A read-through cache of one table's rows by id, coherent with the database: the change feed drops
 * an entry as soon as its row changes, from any writer, and while the feed is down nothing is served
 * or stored. A read that raced a change never stores what it read (a ticket per read, an epoch per
 * gap), so an entry is never older than the last change this process has heard of.
 */
export class RowCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  /** The newest read in flight per id; a change takes it away so the read does not store. */
  private readonly tickets = new Map<string, symbol>();
  private epoch = 0;
  private readonly references: Reference<V>[];
  /** Stops following the feed (the app closes; the database may live on, as in tests). */
  readonly dispose: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly table: string,
    options: RowCacheOptions<V>,
  ) {
    this.references = (options.droppedByReference ?? []).map((r) => ({ ...r, rows: new Map() }));
    // Evicted, deleted or replaced: the row leaves the reference index with it.
    const dispose = (value: V, id: string) => {
      for (const { key, rows } of this.references) {
        const ids = rows.get(key(value));
        ids?.delete(id);
        if (ids?.size === 0) rows.delete(key(value));
      }
    };
    this.entries = new LRUCache<string, V>(
      options.maxSize && options.sizeOf
        ? { max: options.max, maxSize: options.maxSize, sizeCalculation: options.sizeOf, dispose }
        : { max: options.max, dispose },
    );
    const tables = new Set([table, ...(options.droppedBy ?? [])]);
    this.dispose = feed.subscribe({
      changed: ({ table, id }) => {
        const reference = this.references.find((r) => r.table === table);
        if (!tables.has(table) && !reference) return;
        if (id === null) this.forget();
        else if (reference) {
          // A read in flight may hold what this change replaced: it must not store.
          this.tickets.clear();
          for (const rowId of [...(reference.rows.get(id) ?? [])]) this.entries.delete(rowId);
        } else {
          this.entries.delete(id);
          this.tickets.delete(id);
        }
      },
      resync: () => this.forget(),
    });
  }

  /**
   * The row kept in memory, without a promise (the hot paths answer from it at once); undefined when
   * none is kept or the feed is down (nothing kept is trusted then).
   */
  peek(id: string): V | undefined {
    return this.feed.live ? this.entries.get(id) : undefined;
  }

  /**
   * The row from memory, or `load`ed (and kept when nothing changed meanwhile). Null is not kept.
   * `fresh` rejects a kept row the caller knows is outdated (a newer version was written through
   * another process whose notice has not arrived yet): it is read again and the newer row kept.
   */
  async get(id: string, load: () => Promise<V | null>, fresh?: (hit: V) => boolean): Promise<V | null> {
    if (!this.feed.live) return load();
    const hit = this.entries.get(id);
    if (hit && (!fresh || fresh(hit))) return hit;
    const ticket = Symbol(id);
    const epoch = this.epoch;
    this.tickets.set(id, ticket);
    try {
      const value = await load();
      if (value && this.feed.live && this.epoch === epoch && this.tickets.get(id) === ticket) {
        this.entries.set(id, value);
        // A row too big for the bound is not kept: nothing to index.
        for (const { key, rows } of this.entries.has(id) ? this.references : []) {
          const ids = rows.get(key(value)) ?? new Set<string>();
          rows.set(key(value), ids.add(id));
        }
      }
      return value;
    } finally {
      if (this.tickets.get(id) === ticket) this.tickets.delete(id);
    }
  }

  private forget() {
    this.entries.clear();
    this.tickets.clear();
    for (const { rows } of this.references) rows.clear();
    this.epoch++;
  }
}
