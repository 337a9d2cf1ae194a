import type { Board } from '@planner/domain';
import { STORED_BOARD_SCHEMA_VERSION } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20', AI_REQUESTS_PER_MINUTE: '1000' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function patch(id: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: owner.authorization, payload });
}

describe('board version', () => {
  it('should start at 1 and grow by one with a PATCH and with a stored completion', async () => {
    const board = await createBoard(ctx, owner);
    expect(board.version).toBe(1);

    const patched = await patch(board.id, { title: 'Bike cafe' });
    expect(patched.json().version).toBe(2);
    expect((await readBoard(ctx, owner, board.id)).version).toBe(2);

    const drafted = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'A cafe that repairs bikes while you drink your coffee.',
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect((drafted.json() as { board: Board }).board.version).toBe(3);
    expect((await readBoard(ctx, owner, board.id)).version).toBe(3);
  });

  it('should not change on a refused write', async () => {
    const board = await createBoard(ctx, owner);
    const other = await createTestUser(ctx);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: other.authorization,
      payload: { title: 'Mine now' },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await patch(board.id, { currentStage: 'IDEA', currentStep: 'SELECT_TARGET_GROUP' })).statusCode,
    ).toBe(400);
    expect((await readBoard(ctx, owner, board.id)).version).toBe(1);
  });

  it('should give concurrent PATCHes distinct, consecutive versions', async () => {
    const board = await createBoard(ctx, owner);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => patch(board.id, { ideaData: { initialIdea: `Idea ${i}` } })),
    );
    const versions = answers.map((res) => (res.json() as Board).version).sort((a, b) => a - b);
    expect(versions).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await readBoard(ctx, owner, board.id)).version).toBe(9);
  });

  it('should store every written row at the current schema version', async () => {
    const board = await createBoard(ctx, owner);
    await patch(board.id, { title: 'Stored' });
    const [row] = await ctx.app.db
      .select({ schemaVersion: boards.schemaVersion })
      .from(boards)
      .where(eq(boards.id, board.id));
    expect(row?.schemaVersion).toBe(STORED_BOARD_SCHEMA_VERSION);
  });

  it('should document version on the Board schema of the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<
        string,
        { get?: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }
      >;
    };
    const schema = doc.paths['/api/boards/{id}']?.get?.responses['200']?.content['application/json']
      ?.schema as {
      properties: Record<string, { type: string }>;
      required: string[];
    };
    expect(schema.properties.version).toMatchObject({ type: 'integer' });
    expect(schema.required).toContain('version');
  });
});
