import type { PGlite } from '@electric-sql/pglite';
import type { Board } from '@planner/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChangeFeed, RowChange } from '../src/db/change-feed.js';
import { CHANGE_FEED_APPLICATION_NAME, pgliteChangeFeed, postgresChangeFeed } from '../src/db/change-feed.js';
import { boards } from '../src/db/schema/boards.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser, TEST_ENGINE } from './helper.js';

let ctx: TestContext;
let owner: TestUser;
let board: Board;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
  board = await createBoard(ctx, owner);
});
afterAll(() => ctx.close());

/** Every change the app's feed hears while `work` runs (a write has been heard before it resolves). */
async function heardDuring(work: () => Promise<unknown>): Promise<RowChange[]> {
  const heard: RowChange[] = [];
  const stop = ctx.app.changes.subscribe({ changed: (change) => heard.push(change), resync: () => {} });
  try {
    await work();
  } finally {
    stop();
  }
  return heard;
}

describe('the change feed', () => {
  it('should say which board changed, in which version, and who wrote it', async () => {
    const heard = await heardDuring(() =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${board.id}`,
        headers: owner.authorization,
        payload: { title: 'Renamed by its owner' },
      }),
    );
    expect(heard).toEqual([{ table: 'boards', id: board.id, version: board.version + 1, actor: owner.uid }]);
  });

  it('should tell a write that names nobody by its null actor, with its version', async () => {
    const heard = await heardDuring(() =>
      ctx.app.db.update(boards).set({ title: 'By hand' }).where(eq(boards.id, board.id)),
    );
    expect(heard).toEqual([{ table: 'boards', id: board.id, version: board.version + 1, actor: null }]);
  });

  it('should name the owner who moved a board to the trash and the version it went with', async () => {
    const other = await createBoard(ctx, owner);
    const heard = await heardDuring(() =>
      ctx.app.inject({ method: 'DELETE', url: `/api/boards/${other.id}`, headers: owner.authorization }),
    );
    expect(heard).toEqual([{ table: 'boards', id: other.id, version: other.version + 1, actor: owner.uid }]);
  });

  it('should turn a lost feed into a resync event its subscribers can pass on', async () => {
    const events: string[] = [];
    let feed: ChangeFeed;
    if (TEST_ENGINE === 'postgres') {
      feed = await postgresChangeFeed(ctx.database.url!);
    } else {
      feed = await pgliteChangeFeed((ctx.app.db as unknown as { $client: PGlite }).$client);
    }
    const stop = feed.subscribe({
      changed: (change) => events.push(`changed ${change.table}`),
      resync: () => events.push('resync'),
    });
    try {
      if (TEST_ENGINE === 'postgres') {
        const outside = new pg.Client({ connectionString: ctx.database.url });
        await outside.connect();
        // Both feeds' dedicated connections go; this one's subscriber hears it, then the return.
        await outside.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
          [CHANGE_FEED_APPLICATION_NAME],
        );
        await outside.end();
        await expect.poll(() => events, { timeout: 10_000, interval: 20 }).toEqual(['resync', 'resync']);
        expect(feed.live).toBe(true);
      } else {
        await feed.close();
        expect(events).toEqual(['resync']);
      }
    } finally {
      stop();
      if (TEST_ENGINE === 'postgres') await feed.close();
    }
  });
});
