import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { BoardSchema } from '@planner/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.js';
import { DatabaseLockedError } from '../src/db/data-dir-lock.js';
import { buildPgliteTemplate, migrationList, templateProblem } from '../src/db/pglite-template.js';
import { runAdminCli } from './support/admin-cli.js';
import { signUpOverHttp } from './support/auth-http.js';

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `planner-template-${prefix}-`));
const created: string[] = [];
const newDir = (prefix: string) => {
  const dir = tmp(prefix);
  created.push(dir);
  return dir;
};

async function appliedMigrations(dataDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    const { rows } = (await handle.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as {
      rows: { n: number }[];
    };
    return rows[0]!.n;
  } finally {
    await handle.close();
  }
}

// Makes two templates with initdb, and one database without one: slow on a busy machine.
describe('a new embedded DATA_DIR started from the migrated template', { timeout: 180_000 }, () => {
  let current: string;
  let older: string;

  beforeAll(async () => {
    current = newDir('current');
    await buildPgliteTemplate(current);
    // A template made before the latest migration was committed.
    const folder = newDir('migrations');
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    older = newDir('older');
    await buildPgliteTemplate(older, folder);
  }, 180_000);
  afterAll(() => {
    for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('should be a migrated database the server uses, that holds its lock and that npm run admin changes', async () => {
    const dataDir = newDir('data');
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db'), template: current });
    expect(handle.created).toEqual({ from: 'template' });

    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      APP_ORIGIN: 'http://localhost:3000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp({
      config,
      database: handle,
      logStream: { write: (line) => lines.push(line) },
    });
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(
      `Created the embedded database in ${dataDir} (template)`,
    );
    const user = await signUpOverHttp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: user.authorization,
      payload: { data: {} },
    });
    expect(res.statusCode).toBe(200);
    const board = BoardSchema.parse((res.json() as { result: unknown }).result);

    await expect(openDatabase({ dataDir: path.join(dataDir, 'db') })).rejects.toBeInstanceOf(
      DatabaseLockedError,
    );
    await app.close();
    await handle.close();

    expect(await runAdminCli({ DATA_DIR: dataDir }, 'grant', user.email)).toMatchObject({
      code: 0,
      stderr: '',
    });
    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      expect(reopened.created).toBeUndefined();
      const { rows } = (await reopened.db.execute(
        sql`select (select is_admin from users where email = ${user.email}) as admin, (select count(*)::int from boards where id = ${board.id}) as boards`,
      )) as { rows: { admin: boolean; boards: number }[] };
      expect(rows[0]).toEqual({ admin: true, boards: 1 });
    } finally {
      await reopened.close();
    }
  });

  it('should apply the migrations committed after the template was made, over a copy cut short', async () => {
    expect(templateProblem(older)).toBeNull();
    const dataDir = path.join(newDir('older-data'), 'db');
    // What a process killed mid-copy leaves.
    fs.mkdirSync(`${dataDir}.copying/base`, { recursive: true });
    fs.writeFileSync(`${dataDir}.copying/PG_VERSION`, '17');
    const handle = await openDatabase({ dataDir, template: older });
    expect(handle.created).toEqual({ from: 'template' });
    await handle.close();
    expect(fs.existsSync(`${dataDir}.copying`)).toBe(false);
    expect(await appliedMigrations(dataDir)).toBe(migrationList().length);
  });

  it('should not use a template made from other migrations or another PGlite, and run initdb instead', async () => {
    const stale = newDir('stale');
    fs.cpSync(current, stale, { recursive: true });
    const manifestFile = path.join(stale, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      pglite: string;
      migrations: string[];
    };
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, pglite: '0.0.1' }));
    expect(templateProblem(stale)).toBe('the template was made by PGlite 0.0.1');

    const edited = [...manifest.migrations];
    edited[edited.length - 1] = `${edited.at(-1)!.split(' ')[0]} 0000`;
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, migrations: edited }));
    const problem = `the template holds migrations this code does not have (${edited.at(-1)}): npm run build remakes it`;
    expect(templateProblem(stale)).toBe(problem);

    const dataDir = path.join(newDir('stale-data'), 'db');
    const handle = await openDatabase({ dataDir, template: stale });
    expect(handle.created).toEqual({ from: 'initdb', reason: problem });
    await handle.close();
    expect(await appliedMigrations(dataDir)).toBe(migrationList().length);
  });
});
