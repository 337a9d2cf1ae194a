import type { Board, BoardRole } from '@planner/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RowChange } from '../src/db/change-feed.js';
import { boardMembers } from '../src/db/schema/board-members.js';
import { users } from '../src/db/schema/users.js';
import { requireBoardAccess } from '../src/modules/boards/board-access.js';
import { createBoardCache } from '../src/modules/boards/board-cache.js';
import { getBoard, getKeptBoard } from '../src/modules/boards/get-board.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { shareBoard } from './sharing-helpers.js';
import { statementsDuring } from './support/statement-count.js';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let board: Board;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx, { displayName: 'Ada' });
  member = await createTestUser(ctx);
  board = await createBoard(ctx, owner);
});
afterAll(() => ctx.close());

function read(user: TestUser) {
  return ctx.app.inject({ method: 'GET', url: `/api/boards/${board.id}`, headers: user.authorization });
}

const membership = () => and(eq(boardMembers.boardId, board.id), eq(boardMembers.userId, member.uid));

describe("a board's cached answer and its memberships", () => {
  it("should hear a membership change under its board's id on the change feed", async () => {
    const heard: RowChange[] = [];
    const stop = ctx.app.changes.subscribe({ changed: (c) => heard.push(c), resync: () => {} });
    try {
      await shareBoard(ctx, owner, board.id, member.email, 'viewer');
    } finally {
      stop();
    }
    expect(heard).toContainEqual({ table: 'board_members', id: board.id, actor: null });
  });

  it("should decide a member's role once per cached entry, with no database statement on the next read", async () => {
    const cache = createBoardCache(ctx.app);
    try {
      const first = await cache.find(board.id);
      expect((await requireBoardAccess(ctx.app.db, first, member, 'read')).role).toBe('viewer');
      let role: BoardRole | undefined;
      const statements = await statementsDuring(async () => {
        role = (await requireBoardAccess(ctx.app.db, await cache.find(board.id), member, 'read')).role;
      });
      expect(role).toBe('viewer');
      expect(statements).toBe(0);
    } finally {
      cache.dispose();
    }
  });

  it('should answer the new role, the removal and the return of a member at once, whoever writes the membership', async () => {
    expect((await read(member)).json().role).toBe('viewer');
    expect((await read(owner)).json().role).toBe('owner');
    // Written outside the app's use cases (another process, psql): the feed still drops the entry.
    await ctx.app.db.update(boardMembers).set({ role: 'editor' }).where(membership());
    expect((await read(member)).json().role).toBe('editor');
    await ctx.app.db.update(boardMembers).set({ status: 'invited' }).where(membership());
    expect((await read(member)).statusCode).toBe(404);
    await ctx.app.db.update(boardMembers).set({ status: 'active' }).where(membership());
    expect((await read(member)).statusCode).toBe(200);
    await ctx.app.db.delete(boardMembers).where(membership());
    expect((await read(member)).statusCode).toBe(404);
    expect((await read(owner)).json()).toMatchObject({ role: 'owner', ownerName: null });
  });

  it("should answer the owner's new name at once when the owner's row changes, on the board and on home", async () => {
    const reader = await createTestUser(ctx);
    await shareBoard(ctx, owner, board.id, reader.email, 'viewer');
    const sharedOnHome = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: reader.authorization });
      return res.json<{ boards: Board[] }>().boards.find((b) => b.id === board.id)?.ownerName;
    };
    const rename = (values: { displayName?: string; email?: string }) =>
      ctx.app.db.update(users).set(values).where(eq(users.id, owner.uid));
    try {
      // Read twice: the second answer comes from memory (the kept answer).
      expect((await read(reader)).json().ownerName).toBe('Ada');
      expect((await read(reader)).json().ownerName).toBe('Ada');
      expect(await sharedOnHome()).toBe('Ada');
      // Written straight to the database (psql, another process): the change feed carries it.
      await rename({ displayName: 'Ada Lovelace' });
      expect((await read(reader)).json().ownerName).toBe('Ada Lovelace');
      expect(await sharedOnHome()).toBe('Ada Lovelace');
      // No display name: the email stands for it, and a new email is answered at once too.
      await rename({ displayName: '' });
      expect((await read(reader)).json().ownerName).toBe(owner.email);
      await rename({ email: `renamed-${owner.email}` });
      expect((await read(reader)).json().ownerName).toBe(`renamed-${owner.email}`);
      expect(await sharedOnHome()).toBe(`renamed-${owner.email}`);
      // The owner's own answer never carries a name.
      expect((await read(owner)).json().ownerName).toBeNull();
    } finally {
      await rename({ displayName: 'Ada', email: owner.email });
    }
    expect((await read(reader)).json().ownerName).toBe('Ada');
  });

  it("should keep each reader's whole answer with the cached board, with their own role, and build a later reader's on each read", async () => {
    const readers: [TestUser, BoardRole][] = [[owner, 'owner']];
    for (const role of ['editor', 'viewer', 'commenter'] as const) {
      const user = await createTestUser(ctx);
      await shareBoard(ctx, owner, board.id, user.email, role);
      // Their first read accepts the invitation (a membership change, which drops cached entries).
      expect((await read(user)).statusCode).toBe(200);
      readers.push([user, role]);
    }
    const cache = createBoardCache(ctx.app);
    const asUser = (user: TestUser) => ({ ...user, name: '', emailVerified: true, admin: false });
    try {
      const first = new Map<TestUser, string>();
      for (const [user] of readers) first.set(user, await getBoard(ctx.app, cache, board.id, asUser(user)));
      // The first three readers' answers are kept whole; the fourth's is built again on each read.
      expect([...(cache.kept(board.id)?.reads.keys() ?? [])]).toEqual(
        readers.slice(0, 3).map(([u]) => u.uid),
      );
      for (const [user, role] of readers) {
        const kept = getKeptBoard(cache, board.id, asUser(user));
        expect(kept).toBe(first.get(user));
        expect(JSON.parse(kept ?? '{}')).toMatchObject({
          id: board.id,
          role,
          ownerName: role === 'owner' ? null : 'Ada',
        });
      }
      // Nobody else is answered from memory: their grant is decided (a 404) by `getBoard`.
      expect(getKeptBoard(cache, board.id, asUser(await createTestUser(ctx)))).toBeUndefined();
    } finally {
      cache.dispose();
    }
  });
});
