import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { openDatabase } from '../src/db/client.js';
import type { App } from '../src/lib/fastify.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser, TEST_ENGINE } from './helper.js';

/** Every process signs and checks tokens with one key, as several servers must. */
const { privateKey: JWT_PRIVATE_KEY } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

const ENDED = { code: 'auth/user-token-expired', message: 'Your session has ended. Please sign in again.' };

/**
 * A request whose token was verified before and whose account and board are in memory is answered
 * without a promise or a query (modules/auth/authenticate.ts, GET /api/boards/:id). Those answers
 * still follow the database: a session ended through one server process is refused by another.
 * On PostgreSQL the peer is a process of its own (its pool, change feed and caches), told by the
 * feed; PGlite lives in one process, so there the peer is a second app on the same database.
 */
describe('auth: a session ended through one process, on another', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let peer: App;
  let peerDatabase: DatabaseHandle | null = null;
  let peerDataDir: string;
  let owner: TestUser;
  let board: Board;

  beforeAll(async () => {
    ctx = await buildTestApp({ JWT_PRIVATE_KEY });
    peerDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-peer-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: peerDataDir,
      APP_ORIGIN: ctx.config.APP_ORIGIN,
      WEB_DIST: path.join(peerDataDir, 'no-web'),
      JWT_PRIVATE_KEY,
      ...(ctx.database.url ? { DATABASE_URL: ctx.database.url } : {}),
    });
    if (ctx.database.url) peerDatabase = await openDatabase({ url: ctx.database.url });
    peer = await buildApp({ config, database: peerDatabase ?? ctx.database });
    await peer.ready();
    owner = await createTestUser(ctx);
    board = await createBoard(ctx, owner);
  });
  afterAll(async () => {
    await peer.close();
    await peerDatabase?.close();
    fs.rmSync(peerDataDir, { recursive: true, force: true });
    await ctx.close();
  });

  const readOnPeer = () =>
    peer.inject({ method: 'GET', url: `/api/boards/${board.id}`, headers: owner.authorization });

  it('should refuse the token on the peer once its account signed out everywhere elsewhere', async () => {
    // Twice: the second read is answered from the peer's memory (token, account, board and role).
    expect((await readOnPeer()).statusCode).toBe(200);
    expect((await readOnPeer()).json<Board>().id).toBe(board.id);
    expect(peer.tokens.known(owner.token)?.sub).toBe(owner.uid);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: owner.authorization,
    });
    expect(out.statusCode).toBe(204);

    if (TEST_ENGINE === 'pglite') {
      // One process: the commit told every cache before the sign-out answered.
      const refused = await readOnPeer();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatchObject(ENDED);
    } else {
      // Another process: as soon as the commit's notice arrives over the peer's change feed.
      await expect.poll(async () => (await readOnPeer()).statusCode, { timeout: 100, interval: 2 }).toBe(401);
      expect((await readOnPeer()).json().error).toMatchObject(ENDED);
    }
  });
});
