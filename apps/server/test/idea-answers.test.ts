import { HistoryResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '100', AI_REQUESTS_PER_MINUTE: '1000' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function patch(id: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: owner.authorization, payload });
}

/** The Idea step's two answers, stored on the board, recorded in its history, read by the drafts. */
describe('the answers to what the business sells and who pays', () => {
  it('should start unanswered, store an answer, record it in the history and clear it with null', async () => {
    const board = await createBoard(ctx, owner);
    expect(board.ideaData.offerKind ?? null).toBeNull();
    expect(
      (await patch(board.id, { ideaData: { offerKind: 'education', customerKind: 'public' } })).statusCode,
    ).toBe(200);
    expect((await readBoard(ctx, owner, board.id)).ideaData).toMatchObject({
      offerKind: 'education',
      customerKind: 'public',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/history?field=ideaData.offerKind`,
      headers: owner.authorization,
    });
    const [revision] = HistoryResponseSchema.parse(res.json()).revisions;
    expect([revision?.field, revision?.before, revision?.after, revision?.source.kind]).toEqual([
      'ideaData.offerKind',
      null,
      'education',
      'user',
    ]);
    expect((await patch(board.id, { ideaData: { offerKind: null } })).statusCode).toBe(200);
    expect((await readBoard(ctx, owner, board.id)).ideaData.offerKind).toBeNull();
  });

  it('should refuse an answer that is not one of the choices with a 400 and change nothing', async () => {
    const board = await createBoard(ctx, owner);
    for (const ideaData of [
      { offerKind: 'a physical product' },
      { customerKind: 'aliens' },
      { offerKind: 3 },
    ]) {
      const res = await patch(board.id, { ideaData });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
    }
    const drafted = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'Handmade bicycle bells for night-shift nurses in Utrecht.',
      offerKind: 'bells' as never,
    });
    expect(drafted.statusCode).toBe(400);
    expect(await readBoard(ctx, owner, board.id)).toEqual(board);
  });

  it('should draft neutrally on a board without answers, and from the answers once given', async () => {
    const board = await createBoard(ctx, owner);
    const initialIdea = 'Handmade bicycle bells for night-shift nurses in Utrecht.';
    const neutral = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea,
    });
    expect(neutral.statusCode, neutral.body).toBe(200);
    expect(neutral.json().completion).toContain(
      '**Kind of business:** handmade bicycle bells, selling to night-shift nurses (what it sells and who pays are the two questions next to the idea: answer them and the next drafts follow).',
    );
    expect(neutral.json().completion).not.toMatch(/physical product|service|software|business buyer/i);
    await patch(board.id, { ideaData: { offerKind: 'physical', customerKind: 'people' } });
    const answered = await complete(ctx, owner, 'idea', { promptVersion: '1.1.2', boardId: board.id });
    expect(answered.json().completion).toContain(
      '**Kind of business:** handmade bicycle bells (a physical product), selling to night-shift nurses (people).',
    );
  });
});
