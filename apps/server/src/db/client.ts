import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import type { ChangeFeed } from './change-feed.js';
import { pgliteChangeFeed, postgresChangeFeed } from './change-feed.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Database } from './database.js';
import { MIGRATIONS_FOLDER, newPglite } from './pglite-options.js';
import { copyTemplate, TEMPLATE_DIR, templateProblem } from './pglite-template.js';

export { MIGRATIONS_FOLDER };

// The query-builder types live apart (database.ts), so the template code can name them.
export type { Database, Executor, Transaction } from './database.js';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Committed changes to cached rows, from any writer (see change-feed.ts). */
  changes: ChangeFeed;
  /** Set when this open made a new embedded database: how, and why not from the template. */
  created?: { from: 'template' | 'initdb'; reason?: string };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  url?: string | undefined;
  /** PGlite data directory; in memory when absent (tests only). */
  dataDir?: string | undefined;
  /** An existing PGlite instance (tests share one per file). */
  pglite?: PGlite;
  /** Who opens an embedded data directory, named in its lock file (`server` by default). */
  role?: string;
  /** The migrated template a new embedded database is copied from (`npm run build` makes it). */
  template?: string;
  /** Why the PostgreSQL change feed dropped or could not listen (it retries on its own). */
  onChangeFeedError?: (error: unknown) => void;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const changes = await postgresChangeFeed(options.url, options.onChangeFeedError);
    // Every pooled connection listens before its first use (change-feed.ts says why).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, onConnect: changes.listenOn });
    const db = drizzlePg(pool) as unknown as Database;
    await migrateUnderLock(pool);
    return {
      db,
      kind: 'postgres',
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  const lock =
    options.dataDir && !options.pglite ? lockDataDir(options.dataDir, options.role ?? 'server') : null;
  try {
    let client = options.pglite;
    let created: DatabaseHandle['created'];
    if (!client) {
      if (options.dataDir && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
        created = await createDataDir(options.dataDir, options.template ?? TEMPLATE_DIR);
      }
      client = newPglite(options.dataDir);
    }
    const owned = !options.pglite;
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const changes = await pgliteChangeFeed(client);
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      changes,
      ...(created ? { created } : {}),
      close: async () => {
        await changes.close();
        if (owned) await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** A new embedded database: a copy of the migrated template, else initdb (~7 s of CPU). */
async function createDataDir(dataDir: string, template: string): Promise<DatabaseHandle['created']> {
  const empty = !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  const reason = empty ? templateProblem(template) : `${dataDir} is not empty`;
  if (!reason) {
    copyTemplate(dataDir, template);
    return { from: 'template' };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  await createDataDirInChild(dataDir);
  return { from: 'initdb', reason };
}

/** initdb and the first migrations in a child process (create-pglite-dir.ts says why). */
async function createDataDirInChild(dataDir: string) {
  const script = fileURLToPath(import.meta.url).replace(/client\.(\w+)$/, 'create-pglite-dir.$1');
  const child = fork(script, [dataDir], {
    // From source (dev, tests) the child needs tsx as well.
    execArgv: script.endsWith('.ts') ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dataDir} (exit ${code}).`);
}

/** Any constant shared by every process of this app: the key of the migration advisory lock. */
const MIGRATION_LOCK_KEY = 7_262_025_101;

/**
 * Applies the migrations while holding a session advisory lock, so processes started at once on an
 * empty database migrate one after another (the others then find nothing left to do).
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
