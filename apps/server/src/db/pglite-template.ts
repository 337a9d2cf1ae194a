import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import type { Database } from './database.js';
import { MIGRATIONS_FOLDER, newPglite } from './pglite-options.js';

/**
 * A migrated embedded database that a new DATA_DIR is copied from, so its first start runs no
 * initdb (~7 s of CPU). `npm run build` makes it (cli/build-pglite-template.ts); never committed.
 */
export const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../dist/pglite-template');

interface Manifest {
  /** The PGlite release that wrote the files: another one may not read them. */
  pglite: string;
  /** `tag sha256` of each migration applied, in order. */
  migrations: string[];
}

const manifestFile = (templateDir: string) => path.join(templateDir, 'manifest.json');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(path.dirname(entry), '../package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** The migrations in `folder`, in order, each named with the hash of its SQL. */
export function migrationList(folder = MIGRATIONS_FOLDER): string[] {
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map(({ tag }) => {
    const sql = fs.readFileSync(path.join(folder, `${tag}.sql`));
    return `${tag} ${createHash('sha256').update(sql).digest('hex')}`;
  });
}

/**
 * Why the template cannot start a new database, or null when it can: it must exist, come from this
 * PGlite, and hold the committed migrations or a first part of them (the rest run at start anyway).
 */
export function templateProblem(templateDir = TEMPLATE_DIR): string | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile(templateDir), 'utf8')) as Manifest;
  } catch {
    return `no template in ${templateDir} (npm run build makes it)`;
  }
  if (manifest.pglite !== pgliteVersion()) return `the template was made by PGlite ${manifest.pglite}`;
  const current = migrationList();
  const stale = manifest.migrations.find((migration, i) => current[i] !== migration);
  if (stale || manifest.migrations.length > current.length) {
    return `the template holds migrations this code does not have (${stale ?? 'more of them'}): npm run build remakes it`;
  }
  return null;
}

/** Copies the template into `dataDir` (absent or empty), whole or not at all; run under its lock. */
export function copyTemplate(dataDir: string, templateDir = TEMPLATE_DIR) {
  // One name: the lock makes this process the only one copying, and a copy cut short is redone.
  const partial = `${dataDir}.copying`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(path.join(templateDir, 'db'), partial, { recursive: true });
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(partial, dataDir);
}

/**
 * Makes the template: a new database with the migrations in `folder` applied, then `fill` (what every
 * start would write anyway), closed cleanly.
 */
export async function buildPgliteTemplate(
  templateDir = TEMPLATE_DIR,
  folder = MIGRATIONS_FOLDER,
  fill?: (db: Database) => Promise<void>,
) {
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(templateDir, 'db'), { recursive: true });
  const client = newPglite(path.join(templateDir, 'db'));
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  await fill?.(db as unknown as Database);
  await client.close();
  const manifest: Manifest = { pglite: pgliteVersion(), migrations: migrationList(folder) };
  fs.writeFileSync(manifestFile(templateDir), `${JSON.stringify(manifest, null, 2)}\n`);
}
