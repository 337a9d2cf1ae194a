import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { MIGRATIONS_FOLDER, newPglite } from './pglite-options.js';

/**
 * Run as a child process by `openDatabase` for a new embedded data directory: initdb grows PGlite's
 * memory to ~800 MB and WebAssembly memory never shrinks, so that peak ends with this process.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: create-pglite-dir <dataDir>');
const client = newPglite(dataDir);
await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
await client.close();
