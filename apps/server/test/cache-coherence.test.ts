import { execFile } from 'node:child_process';
import path from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import type { Board } from '@planner/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHANGE_FEED_APPLICATION_NAME } from '../src/db/change-feed.js';
import { boards } from '../src/db/schema/boards.js';
import { users } from '../src/db/schema/users.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser, TEST_ENGINE } from './helper.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/**
 * The account behind each request and GET /api/boards/:id are served from memory (db/row-cache.ts);
 * these tests hold them to the database: every change shows on the next request, whoever made it.
 */
describe('the account and board caches', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let owner: TestUser;
  let board: Board;
  /** Another session (PostgreSQL): a writer this process hears only through the change feed. */
  let outside: pg.Client | null = null;

  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await createTestUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: owner.authorization,
      payload: { data: { title: 'Before' } },
    });
    board = created.json<{ result: Board }>().result;
    if (ctx.database.url) {
      outside = new pg.Client({ connectionString: ctx.database.url });
      await outside.connect();
    }
  });
  afterAll(async () => {
    await outside?.end();
    await ctx.close();
  });

  const getBoard = (user: TestUser = owner) =>
    ctx.app.inject({ method: 'GET', url: `/api/boards/${board.id}`, headers: user.authorization });
  const titleNow = async () => (await getBoard()).json<Board>().title;

  /** A write from outside the API: another session on PostgreSQL, plain SQL on PGlite. */
  async function writeOutside(statement: string, params: unknown[]) {
    if (outside) await outside.query(statement, params);
    else await (ctx.app.db as unknown as { $client: PGlite }).$client.query(statement, params);
  }

  /** Another session's commit arrives over the feed's own connection: at once, but not in the same tick. */
  async function eventually(read: () => Promise<unknown>, expected: unknown) {
    await expect.poll(read, { timeout: 2_000, interval: 5 }).toEqual(expected);
  }

  it('should serve a board from memory until the database reports that it changed', async () => {
    expect(await titleNow()).toBe('Before');
    // With triggers off (replica role) the change is real but unreported: the cached answer stays.
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(boards).set({ title: 'Unreported' }).where(eq(boards.id, board.id));
    });
    expect(await titleNow()).toBe('Before');

    await writeOutside(`update boards set title = $1 where id = '${board.id}'`, ['Reported']);
    await eventually(titleNow, 'Reported');
  });

  it('should answer every write of the API on the very next read', async () => {
    for (let i = 0; i < 20; i += 1) {
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${board.id}`,
        headers: owner.authorization,
        payload: { title: `Title ${i}`, ideaData: { initialIdea: `Idea ${i}` } },
      });
      expect(patched.statusCode).toBe(200);
      const read = (await getBoard()).json<Board>();
      expect([read.title, read.ideaData.initialIdea]).toEqual([`Title ${i}`, `Idea ${i}`]);
    }
  });

  it('should keep answering 404 to anyone but the owner, cached or not', async () => {
    const stranger = await createTestUser(ctx);
    expect((await getBoard()).statusCode).toBe(200);
    const res = await getBoard(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: { code: 'not-found', message: `Board ${board.id} was not found.` },
    });
  });

  it('should refuse an account on its next request once it is disabled, and drop a revoked admin at once', async () => {
    const admin = await createTestUser(ctx, { admin: true });
    const prompts = () =>
      ctx.app.inject({ method: 'GET', url: '/api/prompts', headers: admin.authorization });
    expect((await prompts()).statusCode).toBe(200);

    await writeOutside(`update users set is_admin = false where email = $1`, [admin.email]);
    await eventually(async () => (await prompts()).json().error?.code, 'permission-denied');

    await writeOutside(`update users set disabled = true where email = $1`, [admin.email]);
    await eventually(async () => (await prompts()).json().error?.code, 'auth/user-disabled');
  });

  it('should answer 404 on the next read once the board is deleted', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: owner.authorization,
      payload: { data: { title: 'Short-lived' } },
    });
    const { id } = created.json<{ result: Board }>().result;
    const read = () =>
      ctx.app.inject({ method: 'GET', url: `/api/boards/${id}`, headers: owner.authorization });
    expect((await read()).statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${id}`,
      headers: owner.authorization,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await read()).statusCode).toBe(404);
  });

  it('should hear a write of its own before the write resolves', async () => {
    const heard: string[] = [];
    const stop = ctx.app.changes.subscribe({
      changed: ({ table, id }) => heard.push(`${table}:${id}`),
      resync: () => heard.push('resync'),
    });
    try {
      await ctx.app.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, owner.uid));
      // A sign-in touches no column a request's account carries, so nobody is told.
      heard.push('sign-in recorded');
      await ctx.app.db.update(users).set({ displayName: 'Renamed' }).where(eq(users.id, owner.uid));
      heard.push('renamed');
    } finally {
      stop();
    }
    // Told once, by the connection that wrote, before the write returned.
    expect(heard).toEqual(['sign-in recorded', `users:${owner.uid}`, 'renamed']);
  });

  if (TEST_ENGINE === 'postgres') {
    it('should refuse a user the admin CLI disabled while the server runs', async () => {
      const target = await createTestUser(ctx);
      const me = () => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.authorization });
      expect((await me()).statusCode).toBe(200);

      const cli = await new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/cli/admin.ts', 'disable', target.email],
          {
            cwd: SERVER_DIR,
            env: { PATH: process.env.PATH ?? '', DATABASE_URL: ctx.database.url ?? '', LOG_LEVEL: 'silent' },
            timeout: 30_000,
          },
          (error, stdout) => resolve({ code: error ? 1 : 0, stdout }),
        );
      });
      expect(cli).toEqual({
        code: 0,
        stdout: `Disabled ${target.email} and ended every session of theirs.\n`,
      });
      // The CLI has exited, so its commit was reported long ago: no waiting.
      const refused = await me();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('auth/user-disabled');
    });

    it('should bypass the caches while the change feed is down, and cache again once it is back', async () => {
      expect(ctx.app.changes.live).toBe(true);
      await outside!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
        [CHANGE_FEED_APPLICATION_NAME],
      );
      await expect.poll(() => ctx.app.changes.live, { timeout: 2_000, interval: 5 }).toBe(false);

      // Unreported changes are seen at once: nothing is served from memory meanwhile.
      await ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(boards).set({ title: 'While down' }).where(eq(boards.id, board.id));
      });
      expect(await titleNow()).toBe('While down');

      await expect.poll(() => ctx.app.changes.live, { timeout: 10_000, interval: 20 }).toBe(true);
      await writeOutside(`update boards set title = $1 where id = '${board.id}'`, ['Back']);
      await eventually(titleNow, 'Back');
    });
  }
});
