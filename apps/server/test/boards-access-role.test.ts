import type { Board, BoardRole } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requireBoardAccess } from '../src/modules/boards/board-access.js';
import { createBoardCache } from '../src/modules/boards/board-cache.js';
import { findBoardFor, updateBoard } from '../src/modules/boards/board-store.js';
import { createBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { statementsDuring } from './support/statement-count.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let board: Board;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  board = await createBoard(ctx, owner);
});
afterAll(() => ctx.close());

describe('board access answers a role', () => {
  it("should answer the owner's request with the board and the role owner", async () => {
    const grant = await findBoardFor(ctx.app, board.id, owner, 'own');
    expect(grant.role).toBe('owner');
    expect(grant.board.id).toBe(board.id);
  });

  it("should answer a second user's request with no role: the missing-board 404", async () => {
    await expect(findBoardFor(ctx.app, board.id, stranger, 'read')).rejects.toMatchObject({
      code: 'not-found',
      message: `Board ${board.id} was not found.`,
    });
  });

  it('should hand the role to the check made under the row lock', async () => {
    const roles: BoardRole[] = [];
    await updateBoard(
      ctx.app.db,
      board.id,
      async (locked, tx) => {
        const grant = await requireBoardAccess(tx, locked, owner, 'edit', board.id);
        roles.push(grant.role);
        return grant;
      },
      { title: 'Roles, renamed' },
    );
    expect(roles).toEqual(['owner']);
  });

  it('should keep each caller’s role with the cached board, decided without another database read', async () => {
    const cache = createBoardCache(ctx.app);
    try {
      const first = await cache.find(board.id);
      expect((await requireBoardAccess(ctx.app.db, first, owner, 'read')).role).toBe('owner');
      await expect(requireBoardAccess(ctx.app.db, first, stranger, 'read')).rejects.toMatchObject({
        code: 'not-found',
      });
      expect(first?.grants.get(owner.uid)?.role).toBe('owner');
      expect(first?.grants.get(stranger.uid)).toBeNull();

      let role: BoardRole | undefined;
      const statements = await statementsDuring(async () => {
        role = (await requireBoardAccess(ctx.app.db, await cache.find(board.id), owner, 'read')).role;
      });
      expect(role).toBe('owner');
      expect(statements).toBe(0);
    } finally {
      cache.dispose();
    }
  });
});
