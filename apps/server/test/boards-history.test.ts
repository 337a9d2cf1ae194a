import type { Board, HistoryResponse, Revision } from '@planner/domain';
import { emptyBoardData, FIELD_PATHS, HistoryResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertBoard } from '../src/modules/boards/board-repository.js';
import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { FAKE_TEXT, startFakeOpenAI } from './support/fake-openai.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50', AI_REQUESTS_PER_MINUTE: '1000' });
  owner = await createTestUser(ctx, { displayName: 'Ada Owner' });
  stranger = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function patch(user: TestUser, id: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: user.authorization, payload });
}

async function history(id: string, query = '', user: TestUser = owner): Promise<HistoryResponse> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/history${query}`,
    headers: user.authorization,
  });
  expect(res.statusCode, res.body).toBe(200);
  return HistoryResponseSchema.parse(res.json());
}

function restore(id: string, revisionId: string, user: TestUser = owner) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${id}/history/${revisionId}/restore`,
    headers: user.authorization,
  });
}

describe('board revisions', () => {
  it("should record a user's save with the field, before, after, who and the source, newest first", async () => {
    const board = await createBoard(ctx, owner);
    expect((await patch(owner, board.id, { ideaData: { initialIdea: 'Bikes' } })).statusCode).toBe(200);
    expect((await patch(owner, board.id, { title: 'Bike cafe' })).statusCode).toBe(200);

    const { revisions, nextCursor } = await history(board.id);
    expect(nextCursor).toBeNull();
    expect(revisions.map((r) => [r.field, r.before, r.after, r.source.kind])).toEqual([
      ['title', 'Meal planner', 'Bike cafe', 'user'],
      ['ideaData.initialIdea', '', 'Bikes', 'user'],
      ['title', '', 'Meal planner', 'user'],
    ]);
    expect(revisions[0]?.by).toEqual({ id: owner.uid, name: 'Ada Owner' });
    expect(Date.parse(revisions[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('should not record position-only changes and should record tables whole', async () => {
    const board = await createBoard(ctx, owner);
    const before = (await history(board.id)).revisions.length;
    expect(
      (await patch(owner, board.id, { currentStage: 'IDEA', currentStep: 'REFINE_BUSINESS_IDEA' }))
        .statusCode,
    ).toBe(200);
    expect((await history(board.id)).revisions).toHaveLength(before);

    const matrix = { columns: ['Target group', 'Need'], rows: [['Parents', 'Time']] };
    await patch(owner, board.id, { targetAudienceData: { marketSegmentationMatrix: matrix } });
    const [latest] = (await history(board.id, '?field=targetAudienceData.marketSegmentationMatrix'))
      .revisions;
    expect(latest).toMatchObject({ before: null, after: matrix, source: { kind: 'user' } });
  });

  it('should record an offline draft with the engine and prompt version, in the same write as the board', async () => {
    const board = await createBoard(ctx, owner);
    const res = await complete(ctx, owner, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'A cafe that repairs bikes while you drink your coffee.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const drafted = (res.json() as { board: Board }).board;
    const [draft] = (await history(board.id, '?field=ideaData.businessIdea')).revisions;
    expect(draft).toMatchObject({
      before: '',
      after: drafted.ideaData.businessIdea,
      source: { kind: 'offline', provider: 'offline', promptVersion: '1.1.2' },
      by: { id: owner.uid },
    });
  });

  it('should record an import with its source (the repository is the one writer every use case goes through)', async () => {
    const imported = await insertBoard(
      ctx.app.db,
      {
        ownerId: owner.uid,
        title: 'Imported plan',
        currentStage: 'IDEA',
        currentStep: 'INITIAL_IDEA',
        companyId: null,
        membershipId: null,
        ...emptyBoardData(),
        ideaData: { ...emptyBoardData().ideaData, initialIdea: 'Kayaks' },
      },
      { source: { kind: 'import' }, by: owner.uid },
    );
    const { revisions } = await history(imported.id);
    expect(revisions.map((r) => [r.field, r.after, r.source.kind]).sort()).toEqual([
      ['ideaData.initialIdea', 'Kayaks', 'import'],
      ['title', 'Imported plan', 'import'],
    ]);
  });

  it('should restore a version as a new change, never rewriting history', async () => {
    const board = await createBoard(ctx, owner);
    for (const text of ['First idea', 'Second idea', 'Third idea'])
      await patch(owner, board.id, { ideaData: { initialIdea: text } });
    const three = (await history(board.id, '?field=ideaData.initialIdea')).revisions;
    const first = three.at(-1) as Revision;
    expect(first.after).toBe('First idea');

    const res = await restore(board.id, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Board).ideaData.initialIdea).toBe('First idea');
    expect((await readBoard(ctx, owner, board.id)).ideaData.initialIdea).toBe('First idea');

    const after = (await history(board.id, '?field=ideaData.initialIdea')).revisions;
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({
      before: 'Third idea',
      after: 'First idea',
      source: { kind: 'restore' },
      by: { id: owner.uid },
    });
    expect(after.slice(1)).toEqual(three);
  });

  it('should page newest first by cursor without gaps or repeats', async () => {
    const board = await createBoard(ctx, owner);
    for (let i = 1; i <= 7; i++) await patch(owner, board.id, { ideaData: { geoMarket: `Market ${i}` } });
    const seen: string[] = [];
    let query = '?field=ideaData.geoMarket&limit=3';
    const sizes: number[] = [];
    for (;;) {
      const page = await history(board.id, query);
      sizes.push(page.revisions.length);
      seen.push(...page.revisions.map((r) => r.after as string));
      if (!page.nextCursor) break;
      query = `?field=ideaData.geoMarket&limit=3&cursor=${page.nextCursor}`;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `Market ${i}`));
  });

  it('should refuse bad queries with a 400 and change nothing', async () => {
    const board = await createBoard(ctx, owner);
    for (const query of ['?cursor=abc', '?field=a..b', '?limit=0', '?other=1']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${board.id}/history${query}`,
        headers: owner.authorization,
      });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await restore(board.id, 'x1')).statusCode).toBe(400);
  });

  it("should accept exactly the field catalogue's paths, and refuse a misspelt or misplaced one with a 400", async () => {
    const board = await createBoard(ctx, owner);
    for (const field of FIELD_PATHS) await history(board.id, `?field=${field}`);
    for (const field of [
      'ideaData.refinedBusinesIdea',
      'uvpData.initialIdea',
      'planData.nothing',
      'currentStep',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${board.id}/history?field=${field}`,
        headers: owner.authorization,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message, field).toContain(
        'field must be a dotted path such as ideaData.initialIdea',
      );
    }
  });
});

describe('revision ids', () => {
  it('should be scoped to the board (its version and the field), telling nothing of other boards', async () => {
    const ids: string[][] = [];
    for (let i = 0; i < 2; i += 1) {
      const board = await createBoard(ctx, owner);
      // Changes to other boards in between: a platform-wide sequence would show them.
      await patch(stranger, (await createBoard(ctx, stranger)).id, { title: `Noise ${i}` });
      expect((await patch(owner, board.id, { title: 'Same steps' })).statusCode).toBe(200);
      expect((await patch(owner, board.id, { ideaData: { initialIdea: 'x' } })).statusCode).toBe(200);
      ids.push((await history(board.id)).revisions.map((r) => r.id));
    }
    expect(ids[0]).toEqual(['3-ideaData.initialIdea', '2-title', '1-title']);
    expect(ids[1]).toEqual(ids[0]);
  });
});

describe('history authorization', () => {
  it('should answer 404 to anyone who may not read the board, 401 to the anonymous', async () => {
    const board = await createBoard(ctx, owner);
    await patch(owner, board.id, { title: 'Secret' });
    const [revision] = (await history(board.id)).revisions;
    const message = {
      error: { status: 'NOT_FOUND', code: 'not-found', message: `Board ${board.id} was not found.` },
    };

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/history`,
      headers: stranger.authorization,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(message);
    const write = await restore(board.id, revision?.id ?? '1', stranger);
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual(message);
    expect((await readBoard(ctx, owner, board.id)).title).toBe('Secret');

    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/boards/${board.id}/history` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("should not restore another board's revision through this board", async () => {
    const mine = await createBoard(ctx, owner);
    const theirs = await createBoard(ctx, stranger);
    await patch(stranger, theirs.id, { title: 'Theirs' });
    const [revision] = (await history(theirs.id, '', stranger)).revisions;
    const res = await restore(mine.id, revision?.id ?? '1');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(`Revision ${revision?.id} was not found.`);
  });
});

describe('AI drafts through a vendor', () => {
  let vendor: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let ai: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    vendor = await startFakeOpenAI();
    ai = await buildTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      AI_BASE_URL: vendor.url,
    });
    user = await createTestUser(ai);
  });
  afterAll(async () => {
    await ai.close();
    await vendor.close();
  });

  it('should record the provider, the model and the prompt version', async () => {
    const board = await createBoard(ai, user);
    const res = await complete(ai, user, 'idea', {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'Dog walking for office workers in Oslo.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await ai.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/history?field=ideaData.businessIdea`,
      headers: user.authorization,
    });
    expect(page.json().revisions[0]).toMatchObject({
      after: FAKE_TEXT,
      source: { kind: 'ai', provider: 'openai-compatible', model: 'fake-model', promptVersion: '1.1.2' },
    });
  });
});
