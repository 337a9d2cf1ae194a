import type { Board, HistoryResponse } from '@planner/domain';
import { HistoryResponseSchema } from '@planner/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boardRevisions } from '../src/db/schema/board-revisions.js';
import { createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { statementsDuring } from './support/statement-count.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '10' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function patch(id: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: owner.authorization, payload });
}

async function history(id: string): Promise<HistoryResponse> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/history`,
    headers: owner.authorization,
  });
  return HistoryResponseSchema.parse(res.json());
}

describe('recording revisions with the write', () => {
  it('should record a write and its revisions in one statement: no more statements than a write that records none', async () => {
    const board = await createBoard(ctx, owner);
    await patch(board.id, { currentStep: 'REFINE_BUSINESS_IDEA' });
    const recorded = (await history(board.id)).revisions.length;

    const none = await statementsDuring(() => patch(board.id, { currentStep: 'INITIAL_IDEA' }));
    // Both writes move (a move reads the caller's role first, to store a member's own position).
    const two = await statementsDuring(() =>
      patch(board.id, {
        currentStep: 'REFINE_BUSINESS_IDEA',
        title: 'Bike cafe',
        ideaData: { initialIdea: 'Bikes and coffee' },
      }),
    );

    expect(none).toBeGreaterThan(0);
    expect(two).toBe(none);
    const { revisions } = await history(board.id);
    expect(revisions).toHaveLength(recorded + 2);
    expect(
      revisions
        .slice(0, 2)
        .map((r) => [r.field, r.after])
        .sort(),
    ).toEqual([
      ['ideaData.initialIdea', 'Bikes and coffee'],
      ['title', 'Bike cafe'],
    ]);
    const { version } = await readBoard(ctx, owner, board.id);
    const versions = await ctx.app.db
      .select({ version: boardRevisions.boardVersion })
      .from(boardRevisions)
      .where(eq(boardRevisions.boardId, board.id))
      .orderBy(desc(boardRevisions.id))
      .limit(2);
    expect(versions).toEqual([{ version }, { version }]);
  });

  it('should leave the board unchanged when recording its revision fails (they commit or roll back together)', async () => {
    const board: Board = await createBoard(ctx, owner);
    await ctx.app.db.execute(
      sql`ALTER TABLE board_revisions ADD CONSTRAINT test_refuses CHECK (after::text NOT LIKE '%refused%')`,
    );
    try {
      const res = await patch(board.id, { title: 'A refused title', ideaData: { initialIdea: 'Kept out' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.app.db.execute(sql`ALTER TABLE board_revisions DROP CONSTRAINT test_refuses`);
    }
    const after = await readBoard(ctx, owner, board.id);
    expect(after).toMatchObject({ title: board.title, version: board.version, ideaData: board.ideaData });
    expect((await history(board.id)).revisions.map((r) => r.after)).not.toContain('Kept out');
  });
});
