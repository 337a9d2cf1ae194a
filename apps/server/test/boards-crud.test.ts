import type { Board } from '@planner/domain';
import { BoardSchema, emptyBoardData, TEXT_FIELD_MAX } from '@planner/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

async function createBoard(user: TestUser, data: Record<string, unknown> = {}): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: user.authorization,
    payload: { data },
  });
  expect(res.statusCode).toBe(200);
  return BoardSchema.parse((res.json() as { result: unknown }).result);
}

async function readBoard(user: TestUser, id: string): Promise<Board> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/boards/${id}`, headers: user.authorization });
  expect(res.statusCode).toBe(200);
  return BoardSchema.parse(res.json());
}

function patch(user: TestUser, id: string, payload: NonNullable<InjectOptions['payload']>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: user.authorization, payload });
}

describe('POST /api/functions/createBoard', () => {
  it('should create an untitled board at the first step of the idea stage with empty data', async () => {
    const board = await createBoard(owner);
    expect(board).toMatchObject({
      title: 'Untitled board',
      currentStage: 'IDEA',
      currentStep: 'INITIAL_IDEA',
      ownerId: owner.uid,
      companyId: null,
      ...emptyBoardData(),
    });
    expect(new Date(board.createdAt).toISOString()).toBe(board.createdAt);
  });

  it('should use the given title, trimmed', async () => {
    const board = await createBoard(owner, { title: '  Coffee bikes  ' });
    expect(board.title).toBe('Coffee bikes');
  });

  it('should reject an empty title or an unknown field with invalid-argument', async () => {
    for (const data of [{ title: '   ' }, { title: 'x', color: 'red' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/functions/createBoard',
        headers: owner.authorization,
        payload: { data },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT', code: 'invalid-argument' } });
    }
  });
});

describe('GET /api/boards', () => {
  it('should list only the caller’s boards, most recently updated first', async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const first = await createBoard(user, { title: 'First' });
    const second = await createBoard(user, { title: 'Second' });
    await createBoard(other, { title: 'Not mine' });

    let res = await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: user.authorization });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { boards: Board[] }).boards.map((b) => b.title)).toEqual(['Second', 'First']);

    expect((await patch(user, first.id, { title: 'First, edited' })).statusCode).toBe(200);
    res = await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: user.authorization });
    const boards = (res.json() as { boards: Board[] }).boards;
    expect(boards.map((b) => b.id)).toEqual([first.id, second.id]);
    expect(boards.every((b) => BoardSchema.safeParse(b).success)).toBe(true);
  });
});

describe('PATCH /api/boards/:id', () => {
  it('should change only the sent fields and bump updatedAt', async () => {
    const board = await createBoard(owner);
    const res = await patch(owner, board.id, { ideaData: { initialIdea: 'Bike couriers for coffee' } });
    expect(res.statusCode).toBe(200);
    const updated = BoardSchema.parse(res.json());
    expect(updated.ideaData).toEqual({
      ...emptyBoardData().ideaData,
      initialIdea: 'Bike couriers for coffee',
    });
    expect(updated.title).toBe(board.title);
    expect(updated.updatedAt > board.updatedAt).toBe(true);
    expect(await readBoard(owner, board.id)).toEqual(updated);
  });

  it('should keep both edits when two tabs change different fields of the same stage object', async () => {
    const board = await createBoard(owner);
    expect((await patch(owner, board.id, { ideaData: { initialIdea: 'Tab one' } })).statusCode).toBe(200);
    expect((await patch(owner, board.id, { ideaData: { geoMarket: 'Berlin' } })).statusCode).toBe(200);
    const stored = await readBoard(owner, board.id);
    expect(stored.ideaData.initialIdea).toBe('Tab one');
    expect(stored.ideaData.geoMarket).toBe('Berlin');
  });

  it('should keep every edit of concurrent patches to different fields', async () => {
    const board = await createBoard(owner);
    const fields = ['initialIdea', 'businessIdea', 'refinedBusinessIdea', 'geoMarket', 'problemStatement'];
    const results = await Promise.all(
      fields.map((field) => patch(owner, board.id, { ideaData: { [field]: `value of ${field}` } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(fields.map(() => 200));
    const stored = await readBoard(owner, board.id);
    for (const field of fields) {
      expect(stored.ideaData[field as keyof Board['ideaData']]).toBe(`value of ${field}`);
    }
  });

  it('should store tables and move stage and step together', async () => {
    const board = await createBoard(owner);
    const matrix = { columns: ['Target group', 'Size'], rows: [['Students', 'Large']] };
    const res = await patch(owner, board.id, {
      currentStage: 'TARGET_AUDIENCE',
      currentStep: 'SELECT_TARGET_GROUP',
      targetAudienceData: { marketSegmentationMatrix: matrix },
      budgetingData: { budget: { Item: ['Laptop'], Cost: [1200] } },
    });
    expect(res.statusCode).toBe(200);
    const stored = await readBoard(owner, board.id);
    expect(stored.currentStage).toBe('TARGET_AUDIENCE');
    expect(stored.currentStep).toBe('SELECT_TARGET_GROUP');
    expect(stored.targetAudienceData.marketSegmentationMatrix).toEqual(matrix);
    expect(stored.budgetingData.budget).toEqual({ Item: ['Laptop'], Cost: [1200] });
  });

  it('should keep the furthest stage and step reached when the user looks back, until its content is removed', async () => {
    const board = await createBoard(owner);
    expect(board).toMatchObject({ furthestStage: 'IDEA', furthestStep: 'INITIAL_IDEA' });
    await patch(owner, board.id, {
      currentStage: 'UVP',
      currentStep: 'REFINE_ELEVATOR_PITCH',
      ideaData: { initialIdea: 'Coffee for offices in Lyon' },
      targetAudienceData: { targetGroups: 'Office managers' },
      uvpData: { uniqueValueProposition: 'Fresh beans', refinedUniqueValueProposition: 'Fresh beans weekly' },
    });
    const lookedBack = await patch(owner, board.id, { currentStage: 'IDEA', currentStep: 'INITIAL_IDEA' });
    expect(lookedBack.json()).toMatchObject({
      currentStage: 'IDEA',
      currentStep: 'INITIAL_IDEA',
      furthestStage: 'UVP',
      furthestStep: 'REFINE_ELEVATOR_PITCH',
    });
    const removed = await patch(owner, board.id, { uvpData: { uniqueValueProposition: '' } });
    expect(removed.json()).toMatchObject({
      furthestStage: 'TARGET_AUDIENCE',
      furthestStep: 'REFINE_TARGET_GROUPS',
    });
    expect(await readBoard(owner, board.id)).toMatchObject({ furthestStage: 'TARGET_AUDIENCE' });
  });

  it('should reject invalid patches with 400 and change nothing', async () => {
    const board = await createBoard(owner);
    const cases: NonNullable<InjectOptions['payload']>[] = [
      { color: 'red' },
      { ideaData: { initialIdea: 'ok', favouriteColour: 'red' } },
      { currentStep: 'REFINE_UVP' },
      { currentStage: 'UVP', currentStep: 'INITIAL_IDEA' },
      { currentStage: 'BUDGETING' },
      { targetAudienceData: { marketSegmentationMatrix: { columns: ['A', 'B'], rows: [['only one']] } } },
      { ideaData: { initialIdea: 'x'.repeat(TEXT_FIELD_MAX + 1) } },
      { title: '' },
      {},
    ];
    for (const payload of cases) {
      const res = await patch(owner, board.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT', code: 'invalid-argument' } });
    }
    expect(await readBoard(owner, board.id)).toEqual(board);
  });

  it('should name the stage when the step belongs to another one', async () => {
    const board = await createBoard(owner);
    const res = await patch(owner, board.id, { currentStep: 'REFINE_UVP' });
    expect(res.json()).toMatchObject({
      error: { message: 'Step REFINE_UVP does not belong to stage IDEA.' },
    });
  });

  it('should reject a board id that is not a UUID with 400', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/api/boards/not-a-uuid',
        headers: owner.authorization,
        ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
    }
  });
});

describe('DELETE /api/boards/:id', () => {
  it('should delete the board and answer 204, then 404', async () => {
    const board = await createBoard(owner);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error: { code: 'not-found', message: `Board ${board.id} was not found.` },
    });
  });
});
