import type { Board } from '@planner/domain';
import { TrashResponseSchema } from '@planner/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boardRevisions } from '../src/db/schema/board-revisions.js';
import { boards } from '../src/db/schema/boards.js';
import { runHousekeeping } from '../src/modules/boards/run-housekeeping.js';
import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser, TEST_ENGINE } from './helper.js';

const DAY = 86_400_000;
let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50', AI_REQUESTS_PER_MINUTE: '1000' });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser | null = owner,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? user.authorization : {},
    ...(payload ? { payload } : {}),
  });
}

async function trash(user: TestUser = owner) {
  const res = await call('GET', '/api/boards/trash', user);
  expect(res.statusCode, res.body).toBe(200);
  return TrashResponseSchema.parse(res.json()).boards;
}

async function revisionCount(id: string): Promise<number> {
  const rows = await ctx.app.db.select().from(boardRevisions).where(eq(boardRevisions.boardId, id));
  return rows.length;
}

describe('trash', () => {
  it('should move a deleted board to the trash: gone at once from GET (cached), lists, PATCH, history and completions', async () => {
    const board = await createBoard(ctx, owner, { ideaData: { initialIdea: 'Bikes' } });
    expect((await call('GET', `/api/boards/${board.id}`)).statusCode).toBe(200); // now cached

    const removed = await call('DELETE', `/api/boards/${board.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');

    const missing = `Board ${board.id} was not found.`;
    for (const res of [
      await call('GET', `/api/boards/${board.id}`),
      await call('PATCH', `/api/boards/${board.id}`, owner, { title: 'Back?' }),
      await call('GET', `/api/boards/${board.id}/history`),
      await call('DELETE', `/api/boards/${board.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe(missing);
    }
    const drafted = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'x y z bikes',
    });
    expect(drafted.statusCode).toBe(404);
    const list = (await call('GET', '/api/boards')).json() as { boards: Board[] };
    expect(list.boards.map((b) => b.id)).not.toContain(board.id);

    const [listed] = (await trash()).filter((b) => b.id === board.id);
    expect(listed).toMatchObject({ id: board.id, title: 'Meal planner', currentStage: 'IDEA' });
    expect(Date.parse(listed?.purgeAt ?? '') - Date.parse(listed?.deletedAt ?? '')).toBe(30 * DAY);
    expect(await trash(stranger)).toEqual([]);
  });

  it('should restore a board as it was, history included, without consuming quota again', async () => {
    const limited = await buildTestApp({ PERSONAL_BOARD_LIMIT: '1' });
    try {
      const user = await createTestUser(limited);
      const board = await createBoard(limited, user, { ideaData: { initialIdea: 'Bikes' } });
      const before = await readBoard(limited, user, board.id);
      const history = (
        await limited.app.inject({
          method: 'GET',
          url: `/api/boards/${board.id}/history`,
          headers: user.authorization,
        })
      ).json();
      expect(
        (
          await limited.app.inject({
            method: 'DELETE',
            url: `/api/boards/${board.id}`,
            headers: user.authorization,
          })
        ).statusCode,
      ).toBe(204);

      const restored = await limited.app.inject({
        method: 'POST',
        url: `/api/boards/${board.id}/restore`,
        headers: user.authorization,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const { version: _v, ...rest } = before;
      expect(restored.json()).toMatchObject(rest);
      expect(await readBoard(limited, user, board.id)).toMatchObject(rest);
      const again = (
        await limited.app.inject({
          method: 'GET',
          url: `/api/boards/${board.id}/history`,
          headers: user.authorization,
        })
      ).json();
      expect(again).toEqual(history);

      const quota = await limited.app.inject({
        method: 'GET',
        url: '/api/boards/quota',
        headers: user.authorization,
      });
      expect(quota.json().quota).toMatchObject({ source: 'personal', remaining: 0, total: 1 });
    } finally {
      await limited.close();
    }
  });

  it('should delete a trashed board for good with its history, and refuse it for a board outside the trash', async () => {
    const board = await createBoard(ctx, owner, { title: 'Doomed' });
    const early = await call('DELETE', `/api/boards/${board.id}?permanent=true`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe('Move the board to the trash before deleting it for good.');
    expect(await revisionCount(board.id)).toBeGreaterThan(0);

    expect((await call('DELETE', `/api/boards/${board.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/boards/${board.id}?permanent=true`)).statusCode).toBe(204);
    expect(await revisionCount(board.id)).toBe(0);
    expect((await trash()).map((b) => b.id)).not.toContain(board.id);
    expect((await call('POST', `/api/boards/${board.id}/restore`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/boards/${board.id}?permanent=maybe`)).statusCode).toBe(400);
  });

  it('should count a board in the trash against the allowance until it is deleted for good or purged', async () => {
    const limited = await buildTestApp({ PERSONAL_BOARD_LIMIT: '1' });
    try {
      const user = await createTestUser(limited);
      const as = (method: 'GET' | 'DELETE', url: string) =>
        limited.app.inject({ method, url, headers: user.authorization });
      const remaining = async () => (await as('GET', '/api/boards/quota')).json().quota.remaining as number;
      const board = await createBoard(limited, user, { title: 'First' });
      expect(await remaining()).toBe(0);
      expect((await as('DELETE', `/api/boards/${board.id}`)).statusCode).toBe(204);
      expect(await remaining()).toBe(0);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/functions/createBoard',
        headers: user.authorization,
        payload: { data: {} },
      });
      expect(refused.statusCode).toBe(429);

      expect((await as('DELETE', `/api/boards/${board.id}?permanent=true`)).statusCode).toBe(204);
      expect(await remaining()).toBe(1);

      const second = await createBoard(limited, user, { title: 'Second' });
      expect(await remaining()).toBe(0);
      expect((await as('DELETE', `/api/boards/${second.id}`)).statusCode).toBe(204);
      await runHousekeeping(limited.app, new Date(Date.now() + 31 * DAY));
      expect(await remaining()).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('should answer 404 to anyone but the owner for trash, restore and delete forever', async () => {
    const board = await createBoard(ctx, owner);
    expect((await call('DELETE', `/api/boards/${board.id}`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/boards/${board.id}?permanent=true`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/boards/${board.id}`)).statusCode).toBe(204);
    expect((await call('POST', `/api/boards/${board.id}/restore`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/boards/${board.id}?permanent=true`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/boards/trash', null)).statusCode).toBe(401);
    expect((await trash()).map((b) => b.id)).toContain(board.id);
    // A board that is not in the trash cannot be restored.
    const live = await createBoard(ctx, owner);
    expect((await call('POST', `/api/boards/${live.id}/restore`)).statusCode).toBe(404);
  });
});

describe('housekeeping (injected clock)', () => {
  it('should purge boards trashed longer than the retention period, with their history', async () => {
    const kept = await createBoard(ctx, owner, { title: 'Kept' });
    const old = await createBoard(ctx, owner, { title: 'Old' });
    await call('DELETE', `/api/boards/${old.id}`);
    const now = Date.now();

    expect((await runHousekeeping(ctx.app, new Date(now + 29 * DAY))).purgedBoards).toBe(0);
    expect((await trash()).map((b) => b.id)).toContain(old.id);

    const result = await runHousekeeping(ctx.app, new Date(now + 31 * DAY));
    expect(result).toMatchObject({ ran: true });
    expect(result.purgedBoards).toBeGreaterThanOrEqual(1);
    expect((await trash()).map((b) => b.id)).not.toContain(old.id);
    expect(await revisionCount(old.id)).toBe(0);
    expect((await readBoard(ctx, owner, kept.id)).title).toBe('Kept');

    // The retention is configurable.
    const week = await createBoard(ctx, owner);
    await call('DELETE', `/api/boards/${week.id}`);
    const config = { ...ctx.config, TRASH_RETENTION_DAYS: 7 };
    await runHousekeeping({ db: ctx.app.db, config }, new Date(Date.now() + 8 * DAY));
    expect((await trash()).map((b) => b.id)).not.toContain(week.id);
  });

  it('should keep every revision for 90 days and one per field per day after that', async () => {
    const board = await createBoard(ctx, owner);
    for (let i = 1; i <= 5; i++)
      await call('PATCH', `/api/boards/${board.id}`, owner, { ideaData: { geoMarket: `M${i}` } });
    const rows = await ctx.app.db
      .select()
      .from(boardRevisions)
      .where(sql`${boardRevisions.boardId} = ${board.id} and ${boardRevisions.field} = 'ideaData.geoMarket'`)
      .orderBy(boardRevisions.id);
    // Day 1 gets M1..M3, day 2 gets M4..M5 (ages set the way time would).
    const day1 = Date.UTC(2026, 0, 10, 9);
    const stamps = [day1, day1 + 3_600_000, day1 + 7_200_000, day1 + DAY, day1 + DAY + 60_000];
    for (const [i, row] of rows.entries())
      await ctx.app.db
        .update(boardRevisions)
        .set({ at: new Date(stamps[i] ?? 0) })
        .where(eq(boardRevisions.id, row.id));

    const young = await runHousekeeping(ctx.app, new Date(day1 + 60 * DAY));
    expect(young.compactedRevisions).toBe(0);

    const result = await runHousekeeping(ctx.app, new Date(day1 + 120 * DAY));
    expect(result.compactedRevisions).toBe(3);
    const page = (await call('GET', `/api/boards/${board.id}/history?field=ideaData.geoMarket`)).json();
    expect(page.revisions.map((r: { before: string; after: string }) => [r.before, r.after])).toEqual([
      ['M3', 'M5'],
      ['', 'M3'],
    ]);

    const configured = await runHousekeeping(
      { db: ctx.app.db, config: { ...ctx.config, REVISION_FULL_DAYS: 1 } },
      new Date(),
    );
    expect(configured.ran).toBe(true);
  });

  it('should run on one instance at a time (advisory lock)', async () => {
    if (TEST_ENGINE !== 'postgres') {
      // PGlite is one process's private database: there is no second instance to exclude.
      expect((await runHousekeeping(ctx.app)).ran).toBe(true);
      return;
    }
    const other = new pg.Client({ connectionString: ctx.database.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(160016)');
      expect(await runHousekeeping(ctx.app)).toEqual({ ran: false, purgedBoards: 0, compactedRevisions: 0 });
      await other.query('select pg_advisory_unlock(160016)');
      expect((await runHousekeeping(ctx.app)).ran).toBe(true);
    } finally {
      await other.end();
    }
  });
});

describe('board row', () => {
  it('should keep the trashed row until purged (restore needs it)', async () => {
    const board = await createBoard(ctx, owner);
    await call('DELETE', `/api/boards/${board.id}`);
    const [row] = await ctx.app.db.select().from(boards).where(eq(boards.id, board.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
