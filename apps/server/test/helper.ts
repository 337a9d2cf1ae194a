import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { z } from 'zod';

import type { AppOptions } from '../src/app.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config/env.js';
import { loadConfig } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/users.js';
import type { App } from '../src/lib/fastify.js';

export const TEST_ENGINE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** A new, empty (unmigrated) database on the PostgreSQL test cluster; its URL. */
export async function createEmptyTestDatabase(prefix = 'test'): Promise<string> {
  const adminUrl = inject('postgresUrl');
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** An embedded database directory started from the migrated snapshot (seconds faster than initdb). */
export async function seedEmbeddedDataDir(dataDir: string): Promise<void> {
  const seeded = new PGlite(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]),
  });
  await seeded.close();
}

/**
 * A fresh, migrated database: a new database on the test cluster (`url` says where, for other
 * sessions), or PGlite from the snapshot.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (TEST_ENGINE === 'postgres') {
    const url = await createEmptyTestDatabase();
    return { ...(await openDatabase({ url })), url };
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  const client = new PGlite({ loadDataDir: snapshot });
  const handle = await openDatabase({ pglite: client });
  return { ...handle, close: () => client.close() };
}

export interface TestContext {
  app: App;
  config: Config;
  database: DatabaseHandle & { url?: string };
  close(): Promise<void>;
}

/** Builds the app in-process on a fresh database; call `close()` in afterAll. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'logStream'> = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_ORIGIN: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, ...options });
  const violations = checkAnswersAgainstDocument(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (violations.length)
        throw new Error(`Answers the OpenAPI document does not list:\n${violations.join('\n')}`);
    },
  };
}

/**
 * Checks every answer of an /api route against the route's documented responses (the schemas the
 * OpenAPI document is generated from): its status is listed and its JSON body matches the schema.
 */
function checkAnswersAgainstDocument(app: App): string[] {
  const violations: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api') || url.startsWith('/api/docs')) return payload;
    const where = `${request.method} ${url} ${reply.statusCode}`;
    const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, unknown>;
    const schema = responses[String(reply.statusCode)];
    if (!schema) {
      violations.push(`${where}: status not documented`);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    // Fastify never writes a 204's body; a body of another type is documented as a string.
    if (
      reply.statusCode !== 204 &&
      type.startsWith('application/json') &&
      typeof payload === 'string' &&
      schema instanceof z.ZodType
    ) {
      const result = schema.safeParse(JSON.parse(payload));
      if (!result.success) violations.push(`${where}: body does not match: ${result.error.message}`);
    }
    return payload;
  });
  return violations;
}

export interface TestUser {
  uid: string;
  email: string;
  token: string;
  authorization: { authorization: string };
}

/** Inserts an account directly and signs an ID token for it (for tests of other modules). */
export async function createTestUser(
  ctx: TestContext,
  options: { email?: string; admin?: boolean; emailVerified?: boolean; displayName?: string } = {},
): Promise<TestUser> {
  const email = (options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const [row] = await ctx.app.db
    .insert(users)
    .values({
      email,
      displayName: options.displayName ?? 'Test User',
      emailVerified: options.emailVerified ?? true,
      isAdmin: options.admin ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert failed');
  const token = await ctx.app.tokens.sign({
    sub: row.id,
    email,
    name: options.displayName ?? 'Test User',
    email_verified: options.emailVerified ?? true,
    admin: options.admin ?? false,
  });
  return { uid: row.id, email, token, authorization: { authorization: `Bearer ${token}` } };
}
