import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { type Board, BOARD_VERSION_HEADER } from '@planner/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { boards } from '../src/db/schema/boards.js';
import type { App } from '../src/lib/fastify.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser, TEST_ENGINE } from './helper.js';
import { countStaleReads, injectSender } from './support/read-your-writes.js';

/** Every process signs and checks tokens with one key, as several servers must. */
const { privateKey: JWT_PRIVATE_KEY } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

/**
 * GET /api/boards/:id is served from a per-process cache that another process's write invalidates
 * only when its notice arrives; `x-board-version` makes a client's own writes readable at once.
 */
describe('read-your-writes on GET /api/boards/:id', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let board: Board;

  beforeAll(async () => {
    ctx = await buildTestApp({ JWT_PRIVATE_KEY });
    owner = await createTestUser(ctx);
    board = await createBoard(ctx, owner);
  });
  afterAll(async () => ctx.close());

  const read = (app: App, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: { ...owner.authorization, ...headers },
    });

  it('should read a cached board again when the client saw a newer version than the cache holds', async () => {
    expect((await read(ctx.app)).json<Board>().title).toBe(board.title);
    // A write nobody is told of (triggers off): the cache keeps the old board, as in another process before its notice.
    const [row] = await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      return tx
        .update(boards)
        .set({ title: 'Unreported', version: sql`${boards.version} + 1` })
        .where(eq(boards.id, board.id))
        .returning({ version: boards.version });
    });
    const version = row!.version;
    expect((await read(ctx.app)).json<Board>()).toMatchObject({ title: board.title, version: version - 1 });

    const fresh = await read(ctx.app, { [BOARD_VERSION_HEADER]: String(version) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Board>()).toMatchObject({ title: 'Unreported', version });
    // The newer board replaced the cached one: clients without the header see it too.
    expect((await read(ctx.app)).json<Board>()).toMatchObject({ title: 'Unreported', version });
    // A version the database does not have yet answers what it has.
    expect((await read(ctx.app, { [BOARD_VERSION_HEADER]: String(version + 5) })).json<Board>().version).toBe(
      version,
    );
  });

  it('should refuse a malformed version with 400, and an anonymous caller with 401 first', async () => {
    const bad = await read(ctx.app, { [BOARD_VERSION_HEADER]: 'latest' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Board version must be a whole number');
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: { [BOARD_VERSION_HEADER]: 'latest' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should document the version header of GET /api/boards/{id} in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { parameters: { in: string; name: string; required?: boolean }[] } }>;
    }>();
    expect(doc.paths['/api/boards/{id}']!.get.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: BOARD_VERSION_HEADER, required: false }),
    );
  });

  if (TEST_ENGINE === 'postgres') {
    describe('across processes on one PostgreSQL database', () => {
      /** A second server process: its own pool, change feed and caches on the same database. */
      let peer: App;
      let peerClose: () => Promise<void>;

      beforeAll(async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-peer-'));
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          APP_ORIGIN: ctx.config.APP_ORIGIN,
          WEB_DIST: path.join(dataDir, 'no-web'),
          DATABASE_URL: ctx.database.url!,
          JWT_PRIVATE_KEY,
        });
        const database = await openDatabase({ url: ctx.database.url! });
        peer = await buildApp({ config, database });
        await peer.ready();
        peerClose = async () => {
          await peer.close();
          await database.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        };
      });
      afterAll(async () => peerClose());

      const pairs = (sendVersion: boolean, pairCount: number) =>
        countStaleReads({
          writer: injectSender(ctx.app),
          reader: injectSender(peer),
          boardId: board.id,
          authorization: owner.authorization.authorization,
          pairs: pairCount,
          sendVersion,
        });

      it('should never answer a board older than the version the client sends, in 1,000 pairs', async () => {
        expect(await pairs(true, 1_000)).toBe(0);
      });

      it('should show that without the version a read through another process can be stale', async () => {
        // The peer's cache drops the board only when the writer's notice reaches it, after the PATCH answered.
        expect(await pairs(false, 200)).toBeGreaterThan(0);
      });

      it("should show another writer's change through the peer within 100 ms without a version", async () => {
        for (let i = 0; i < 20; i += 1) {
          expect((await read(peer)).statusCode).toBe(200);
          const title = `Elsewhere ${i}`;
          const patched = await ctx.app.inject({
            method: 'PATCH',
            url: `/api/boards/${board.id}`,
            headers: owner.authorization,
            payload: { title },
          });
          expect(patched.statusCode).toBe(200);
          await sleep(100);
          expect((await read(peer)).json<Board>().title).toBe(title);
        }
      });
    });
  }
});
