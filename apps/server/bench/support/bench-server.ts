/** What every server bench sets up the same way: its config and a signed-in user. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { loadConfig } from '../../src/config/env.js';
import { users } from '../../src/db/schema/users.js';

/** A new data directory under the system's temp folder. */
export function benchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-'));
}

/** A production server's config, silent, serving no web build, with `env` on top. */
export function benchConfig(dataDir: string, env: Record<string, string | undefined> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
}

/** A verified user written straight to the database: its id and the `authorization` header of its token. */
export async function benchUser(
  app: Pick<FastifyInstance, 'db' | 'tokens'>,
  email = 'bench@example.com',
): Promise<{ id: string; authorization: string }> {
  const [user] = await app.db.insert(users).values({ email }).returning();
  if (!user) throw new Error('No bench user was written');
  const token = await app.tokens.sign({
    sub: user.id,
    email: user.email,
    name: 'Bench',
    email_verified: true,
    admin: false,
  });
  return { id: user.id, authorization: `Bearer ${token}` };
}
