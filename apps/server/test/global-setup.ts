import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

import { MIGRATIONS_FOLDER } from '../src/db/client.js';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Starts a throwaway PostgreSQL cluster on 127.0.0.1, owned by the `postgres` system user. */
function startPostgres(): { url: string; stop: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-pg-'));
  fs.chmodSync(dir, 0o777);
  const port = 54_000 + Math.floor(Math.random() * 1000);
  const asPostgres = (cmd: string, args: string[]) => {
    const run = process.getuid?.() === 0 ? 'runuser' : cmd;
    const runArgs = process.getuid?.() === 0 ? ['-u', 'postgres', '--', cmd, ...args] : args;
    const result = spawnSync(run, runArgs, { stdio: 'pipe', encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  asPostgres(`${PG_BIN}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(`${PG_BIN}/pg_ctl`, [
    '-w',
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']),
  };
}

/** Migrates one PGlite once and dumps it; each test file starts from the dump (~1 s, not ~6 s). */
async function pgliteSnapshot(): Promise<string> {
  const db = new PGlite();
  await migrate(drizzle(db), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(os.tmpdir(), `planner-pglite-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    if (!fs.existsSync(`${PG_BIN}/initdb`)) {
      throw new Error(
        'PostgreSQL 15 is not installed: run `npm test` as root once, or `apt-get install postgresql`.',
      );
    }
    const pg = startPostgres();
    project.provide('postgresUrl', pg.url);
    execFileSync('true');
    return () => pg.stop();
  }
  const snapshot = await pgliteSnapshot();
  project.provide('pgliteSnapshot', snapshot);
  return () => fs.rmSync(snapshot, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    pgliteSnapshot: string;
  }
}
