import type { Board } from '@planner/domain';
import { BASE_VERSION_HEADER, EditConflictDetailsSchema, HistoryResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { FAKE_TEXT, startFakeOpenAI } from './support/fake-openai.js';

let vendor: Awaited<ReturnType<typeof startFakeOpenAI>>;
let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  vendor = await startFakeOpenAI();
  ctx = await buildTestApp({
    PERSONAL_BOARD_LIMIT: '50',
    AI_REQUESTS_PER_MINUTE: '1000',
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test-key',
    AI_BASE_URL: vendor.url,
  });
  owner = await createTestUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await vendor.close();
});

function patch(id: string, payload: Record<string, unknown>, baseVersion?: number | string) {
  const headers: Record<string, string> = { ...owner.authorization };
  if (baseVersion !== undefined) headers[BASE_VERSION_HEADER] = String(baseVersion);
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers, payload });
}

async function revisionsOf(id: string, field: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/history?field=${field}`,
    headers: owner.authorization,
  });
  return HistoryResponseSchema.parse(res.json()).revisions;
}

/** Two tabs opened the board at the same version; tab A saved the idea. */
async function savedByTabA(): Promise<{ opened: Board; afterA: Board }> {
  const opened = await createBoard(ctx, owner, { ideaData: { initialIdea: 'Bikes for rent' } });
  const res = await patch(
    opened.id,
    { ideaData: { initialIdea: 'Tab A: bikes with baskets' } },
    opened.version,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { opened, afterA: res.json() as Board };
}

describe(`PATCH /api/boards/:id with ${BASE_VERSION_HEADER}`, () => {
  it('should refuse a field someone saved after the base version with 409 aborted and both values, writing nothing', async () => {
    const { opened, afterA } = await savedByTabA();

    const res = await patch(
      opened.id,
      { title: 'Tab B title', ideaData: { initialIdea: 'Tab B: cargo bikes' } },
      opened.version,
    );

    expect(res.statusCode, res.body).toBe(409);
    const { error } = res.json();
    expect(error).toMatchObject({
      status: 'ABORTED',
      code: 'aborted',
      message: 'Someone else saved this since you started editing, so nothing was saved.',
    });
    const { conflicts } = EditConflictDetailsSchema.parse(error.details);
    expect(conflicts).toEqual([
      {
        field: 'ideaData.initialIdea',
        base: 'Bikes for rent',
        theirs: 'Tab A: bikes with baskets',
        yours: 'Tab B: cargo bikes',
        at: (await revisionsOf(opened.id, 'ideaData.initialIdea'))[0]?.at,
      },
    ]);
    // Nothing of the patch: not the conflicting field, not the title nobody else touched.
    const stored = await readBoard(ctx, owner, opened.id);
    expect(stored.ideaData.initialIdea).toBe('Tab A: bikes with baskets');
    expect(stored.title).toBe('Meal planner');
    expect(stored.version).toBe(afterA.version);
    expect(await revisionsOf(opened.id, 'title')).toHaveLength(1);
  });

  it('should merge fields nobody else changed since the base version', async () => {
    const { opened, afterA } = await savedByTabA();
    const res = await patch(opened.id, { ideaData: { geoMarket: 'Oslo' } }, opened.version);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json() as Board;
    expect(board.ideaData).toMatchObject({ initialIdea: 'Tab A: bikes with baskets', geoMarket: 'Oslo' });
    expect(board.version).toBe(afterA.version + 1);
  });

  it('should save over a field edited from the current version, and a value equal to the stored one', async () => {
    const { opened, afterA } = await savedByTabA();
    const same = await patch(
      opened.id,
      { ideaData: { initialIdea: 'Tab A: bikes with baskets' } },
      opened.version,
    );
    expect(same.statusCode, same.body).toBe(200);
    const res = await patch(opened.id, { ideaData: { initialIdea: 'Tab A, later' } }, afterA.version);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Board).ideaData.initialIdea).toBe('Tab A, later');
  });

  it('should keep overwriting without the header, as API clients did before', async () => {
    const { opened } = await savedByTabA();
    const res = await patch(opened.id, { ideaData: { initialIdea: 'No header' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readBoard(ctx, owner, opened.id)).ideaData.initialIdea).toBe('No header');
  });

  it('should answer 400 for a malformed base version and change nothing', async () => {
    const { opened, afterA } = await savedByTabA();
    const res = await patch(opened.id, { ideaData: { initialIdea: 'x' } }, 'yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Board version must be a whole number');
    expect((await readBoard(ctx, owner, opened.id)).version).toBe(afterA.version);
  });

  it('should document the header for API clients in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths['/api/boards/{id}'].patch;
    expect(operation.description).toContain(`Send \`${BASE_VERSION_HEADER}\``);
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: BASE_VERSION_HEADER, in: 'header' }),
    );
    expect(Object.keys(operation.responses)).toContain('409');
  });
});

describe('POST /api/:stage/completion finishing after someone saved its field', () => {
  it('should answer 409 aborted with the conflict instead of overwriting the saved text', async () => {
    const board = await createBoard(ctx, owner, { ideaData: { initialIdea: 'Dog walking in Oslo.' } });
    vendor.reset();
    vendor.enqueue({ kind: 'text', firstTokenDelayMs: 1_500 });
    const drafting = complete(ctx, owner, 'idea', { promptVersion: '1.1.2', boardId: board.id });
    await expect.poll(() => vendor.requests.length, { timeout: 10_000 }).toBe(1);

    const saved = await patch(
      board.id,
      { ideaData: { businessIdea: 'Typed while the AI wrote' } },
      board.version,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await drafting;
    expect(res.statusCode, res.body).toBe(409);
    const { conflicts } = EditConflictDetailsSchema.parse(res.json().error.details);
    expect(conflicts).toEqual([
      expect.objectContaining({
        field: 'ideaData.businessIdea',
        base: '',
        theirs: 'Typed while the AI wrote',
        yours: FAKE_TEXT,
      }),
    ]);
    const stored = await readBoard(ctx, owner, board.id);
    expect(stored.ideaData.businessIdea).toBe('Typed while the AI wrote');
    expect(stored.version).toBe((saved.json() as Board).version);
  });
});
