import type { Board, BoardExport, Facts } from '@planner/domain';
import { BoardSchema, HistoryResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

/** The repair café's facts as its founder confirms them: two prices, never summed. */
const FACTS: Facts = {
  offer: 'repairs of small household electronics',
  user: 'households in Ghent',
  payer: '',
  place: 'Ghent',
  prices: [
    { name: 'Repair', amount: 2500, currency: 'EUR', unit: 'item', model: 'one-off' },
    { name: 'Annual membership', amount: 6000, currency: 'EUR', unit: 'year', model: 'subscription' },
  ],
  team: '8 years as a technician',
};

function patch(board: Board, payload: object) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}`,
    headers: owner.authorization,
    payload,
  });
}

describe('PATCH /api/boards/:id with ideaData.facts', () => {
  it('should store the confirmed facts with the board and record them in its history', async () => {
    const board = await createBoard(ctx, owner, { ideaData: { initialIdea: 'A repair café in Ghent' } });
    expect(board.ideaData.facts ?? null).toBeNull();
    const res = await patch(board, { ideaData: { facts: FACTS } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readBoard(ctx, owner, board.id)).ideaData.facts).toEqual(FACTS);

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/history?field=ideaData.facts`,
      headers: owner.authorization,
    });
    expect(history.statusCode, history.body).toBe(200);
    const [revision] = HistoryResponseSchema.parse(history.json()).revisions;
    expect(revision).toMatchObject({ field: 'ideaData.facts', after: FACTS, source: { kind: 'user' } });
  });

  it.each([
    ['an unknown unit', { unit: 'fortnight' }, 'body.ideaData.facts.prices.0.unit'],
    ['a currency that is not ISO 4217', { currency: 'EURO' }, 'body.ideaData.facts.prices.0.currency'],
    ['an invented currency code', { currency: 'XYZ' }, 'body.ideaData.facts.prices.0.currency'],
    ['a negative amount', { amount: -100 }, 'body.ideaData.facts.prices.0.amount'],
    ['an over-large amount', { amount: 1e14 }, 'body.ideaData.facts.prices.0.amount'],
    ['an amount with a fraction of a cent', { amount: 25.5 }, 'body.ideaData.facts.prices.0.amount'],
    ['an unknown pricing model', { model: 'lease' }, 'body.ideaData.facts.prices.0.model'],
  ])('should refuse %s with a 400 naming the field and store nothing', async (_, change, field) => {
    const board = await createBoard(ctx, owner, { ideaData: { initialIdea: 'A repair café in Ghent' } });
    const facts = { ...FACTS, prices: [{ ...FACTS.prices[0], ...change }] };
    const res = await patch(board, { ideaData: { facts } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toContain(field);
    const after = await readBoard(ctx, owner, board.id);
    expect(after.version).toBe(board.version);
    expect(after.ideaData.facts ?? null).toBeNull();
  });

  it('should refuse a fact over its length limit with a 400 naming it', async () => {
    const board = await createBoard(ctx, owner);
    const res = await patch(board, { ideaData: { facts: { ...FACTS, offer: 'x'.repeat(501) } } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toContain('body.ideaData.facts.offer');
  });
});

describe('facts in the JSON export and import', () => {
  it('should carry the confirmed facts to the imported board', async () => {
    const board = await createBoard(ctx, owner, { ideaData: { initialIdea: 'A repair café in Ghent' } });
    expect((await patch(board, { ideaData: { facts: FACTS } })).statusCode).toBe(200);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/export?format=json`,
      headers: owner.authorization,
    });
    expect(exported.statusCode).toBe(200);
    const file = exported.json<BoardExport>();
    expect(file.board.ideaData.facts).toEqual(FACTS);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: owner.authorization,
      payload: { data: file },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = BoardSchema.parse(imported.json<{ result: unknown }>().result);
    expect((await readBoard(ctx, owner, copy.id)).ideaData.facts).toEqual(FACTS);
  });

  it('should refuse a file whose facts carry an unknown unit, naming the field', async () => {
    const board = await createBoard(ctx, owner);
    const file = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${board.id}/export?format=json`,
        headers: owner.authorization,
      })
    ).json<BoardExport>();
    const bad = {
      ...file,
      board: {
        ...file.board,
        ideaData: {
          ...file.board.ideaData,
          facts: { ...FACTS, prices: [{ ...FACTS.prices[0], unit: 'fortnight' }] },
        },
      },
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: owner.authorization,
      payload: { data: bad },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('facts');
  });
});
