import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../src/db/client.js';
import { openDatabase } from '../src/db/client.js';
import { refreshTokens } from '../src/db/schema/refresh-tokens.js';
import { users } from '../src/db/schema/users.js';
import { createEmptyTestDatabase, seedEmbeddedDataDir, TEST_ENGINE } from './helper.js';
import { runAdminCli } from './support/admin-cli.js';

// Each test spawns the CLI and reopens the database a few times: slow on a busy machine.
describe('npm run admin (src/cli/admin.ts)', { timeout: 120_000 }, () => {
  let dataDir: string;
  let env: Record<string, string>;

  /** The database the CLI will open: a PGlite data dir in DATA_DIR, or a fresh PostgreSQL database. */
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-cli-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (TEST_ENGINE === 'postgres') env.DATABASE_URL = await createEmptyTestDatabase('cli');
    else await seedEmbeddedDataDir(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Opens the same database from the test; PGlite allows one process at a time, so close it after. */
  async function withDb<T>(work: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
    const handle = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'db') },
    );
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  const runCli = (...args: string[]) => runAdminCli(env, ...args);

  const flags = (email: string) =>
    withDb(async (db) => {
      const [row] = await db
        .select({ isAdmin: users.isAdmin, disabled: users.disabled })
        .from(users)
        .where(eq(users.email, email));
      return row;
    });

  it('should grant and revoke the platform-admin flag, printing one line', async () => {
    await withDb((db) => db.insert(users).values({ email: 'grace@example.com', displayName: 'Grace' }));

    const grant = await runCli('grant', 'Grace@Example.com');
    expect(grant).toEqual({
      code: 0,
      stdout:
        'Granted platform admin to grace@example.com: admin routes accept them now, and their next ID token carries the admin claim.\n',
      stderr: '',
    });
    expect(await flags('grace@example.com')).toEqual({ isAdmin: true, disabled: false });

    const revoke = await runCli('revoke', 'grace@example.com');
    expect(revoke.code).toBe(0);
    expect(revoke.stdout.split('\n')).toEqual([
      'Revoked platform admin from grace@example.com: admin routes refuse them now, and their next ID token drops the admin claim.',
      '',
    ]);
    expect(await flags('grace@example.com')).toEqual({ isAdmin: false, disabled: false });
  });

  it('should exit non-zero with a clear message for an unknown email and change nothing', async () => {
    const result = await runCli('grant', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      'No account with the email nobody@example.com: they must sign up first.',
    );
    expect(await flags('nobody@example.com')).toBeUndefined();
  });

  it('should print the usage and exit 2 for a wrong command or a missing or invalid email', async () => {
    for (const args of [['promote', 'a@example.com'], ['grant'], ['grant', 'not-an-email']]) {
      const result = await runCli(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run admin -- <grant|revoke|disable|enable> <email>');
    }
  });

  it('should disable an account and end its sessions, then enable it again', async () => {
    const userId = await withDb(async (db) => {
      const [row] = await db
        .insert(users)
        .values({ email: 'mallory@example.com', displayName: 'Mallory' })
        .returning({ id: users.id });
      if (!row) throw new Error('insert failed');
      await db.insert(refreshTokens).values({
        userId: row.id,
        familyId: randomUUID(),
        tokenHash: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      return row.id;
    });

    expect((await runCli('disable', 'mallory@example.com')).code).toBe(0);
    expect(await flags('mallory@example.com')).toEqual({ isAdmin: false, disabled: true });
    const sessions = await withDb((db) =>
      db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId)),
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.revokedAt).toBeInstanceOf(Date);

    const enable = await runCli('enable', 'mallory@example.com');
    expect(enable.stdout).toBe('Enabled mallory@example.com; they can sign in again.\n');
    expect(await flags('mallory@example.com')).toEqual({ isAdmin: false, disabled: false });
  });
});
