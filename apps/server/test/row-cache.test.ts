import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../src/db/client.js';
import { RowCache } from '../src/db/row-cache.js';
import { users } from '../src/db/schema/users.js';
import { openTestDatabase } from './helper.js';

interface Name {
  name: string;
}

/** RowCache over a real database and its real change feed; `load` is the test's, to count reads. */
describe('RowCache', () => {
  let database: DatabaseHandle;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [row] = await database.db
      .insert(users)
      .values({ email: 'cache@example.com', displayName: 'First' })
      .returning({ id: users.id });
    userId = row!.id;
  });
  afterAll(() => database.close());

  const rename = (displayName: string) =>
    database.db.update(users).set({ displayName }).where(eq(users.id, userId));
  const readName = async () => {
    const [row] = await database.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  };

  function countingCache() {
    const cache = new RowCache<Name>(database.changes, 'users', { max: 10 });
    let loads = 0;
    const get = () =>
      cache.get(userId, () => {
        loads += 1;
        return readName();
      });
    return { cache, get, loads: () => loads };
  }

  it('should read once, then answer from memory until the row changes', async () => {
    const { cache, get, loads } = countingCache();
    await rename('First');
    expect(await get()).toEqual({ name: 'First' });
    expect(await get()).toEqual({ name: 'First' });
    expect(loads()).toBe(1);

    await rename('Second');
    expect(await get()).toEqual({ name: 'Second' });
    expect(loads()).toBe(2);
    cache.dispose();
  });

  it('should not keep what a read fetched while its row changed', async () => {
    const { cache, get, loads } = countingCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const racing = cache.get(userId, async () => {
      const before = await readName();
      await gate; // the row changes between this read and its answer
      return before;
    });
    await rename('Third');
    release();
    expect(await racing).toEqual({ name: 'Second' });

    expect(await get()).toEqual({ name: 'Third' });
    expect(loads()).toBe(1);
    cache.dispose();
  });

  it('should drop the rows that refer to a changed row of another table, and only those, and keep no read in flight across it', async () => {
    // Rows of a table with no feed of its own ('notes'), each naming its writer in `users`.
    const cache = new RowCache<{ by: string }>(database.changes, 'notes', {
      max: 10,
      droppedByReference: [{ table: 'users', key: (note) => note.by }],
    });
    const loads: string[] = [];
    const get = (id: string, by: string) =>
      cache.get(id, async () => {
        loads.push(id);
        return { by };
      });
    try {
      await get('mine', userId);
      await get('theirs', 'someone-else');
      await get('mine', userId);
      await get('theirs', 'someone-else');
      expect(loads).toEqual(['mine', 'theirs']);

      await rename('Renamed');
      expect(cache.peek('mine')).toBeUndefined();
      expect(cache.peek('theirs')).toEqual({ by: 'someone-else' });

      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const racing = cache.get('mine', async () => {
        await gate; // the referred row changes before this read answers
        return { by: userId };
      });
      await rename('Renamed again');
      release();
      await racing;
      expect(cache.peek('mine')).toBeUndefined();
      await get('mine', userId);
      expect(cache.peek('mine')).toEqual({ by: userId });
    } finally {
      cache.dispose();
      await rename('Third'); // as the next check expects it
    }
  });

  it('should forget a deleted row and everything when the table is emptied', async () => {
    const { cache, get, loads } = countingCache();
    expect(await get()).toEqual({ name: 'Third' });
    await database.db.execute(sql`truncate table users cascade`);
    expect(await get()).toBeNull();
    expect(await get()).toBeNull();
    // Misses are not kept: each one reads again.
    expect(loads()).toBe(3);
    cache.dispose();
  });

  it('should neither answer from memory nor keep anything once the feed has stopped', async () => {
    const { cache, get, loads } = countingCache();
    const [row] = await database.db
      .insert(users)
      .values({ id: userId, email: 'cache@example.com', displayName: 'Back' })
      .returning({ id: users.id });
    expect(row?.id).toBe(userId);
    expect(await get()).toEqual({ name: 'Back' });
    await database.changes.close();
    expect(database.changes.live).toBe(false);
    expect(await get()).toEqual({ name: 'Back' });
    expect(await get()).toEqual({ name: 'Back' });
    expect(loads()).toBe(3);
    cache.dispose();
  });
});
