import zlib from 'node:zlib';

import type { Board, CreatedShareLink } from '@planner/domain';
import { BoardSchema, LOGO_MESSAGES, withPlanSections } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { createBoard, FILLED } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { pngBomb, pngImage } from './support/images.js';

let ctx: TestContext;
let owner: TestUser;
/** 15000 x 15000 transparent pixels: 877 KB of PNG, 900 MB once decoded. */
const BOMB = { mediaType: 'image/png', data: pngBomb(15_000).toString('base64') };

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = owner.authorization) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function readBack(id: string): Promise<Board> {
  return BoardSchema.parse((await get(`/api/boards/${id}`)).json());
}

/** The server's resident memory at its highest while `work` runs, above what it was before. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; megabytes: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, megabytes: (Math.max(peak, process.memoryUsage().rss) - before) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

describe('a logo that declares more pixels than a logo needs', () => {
  it('should refuse the 15000 x 15000 decompression bomb on save and on import with a 400 naming the field', async () => {
    expect(Buffer.from(BOMB.data, 'base64').length).toBeLessThan(1_000_000);
    const board = await createBoard(ctx, owner, { ...FILLED, title: 'Bomb' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
      payload: { planData: { logo: BOMB, companyName: 'Bomb Ltd' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'invalid-argument',
        message: `Invalid request: body.planData.logo.data: ${LOGO_MESSAGES.dimensions}`,
      },
    });
    const after = await readBack(board.id);
    expect(after.version).toBe(board.version);
    expect(withPlanSections(after.planData)).toMatchObject({ logo: null, companyName: '' });

    const file = (await get(`/api/boards/${board.id}/export?format=json`)).json() as {
      board: { planData: object };
    };
    file.board.planData = { ...file.board.planData, logo: BOMB };
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: owner.authorization,
      payload: { data: file },
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json<{ error: { message: string } }>().error.message).toContain(LOGO_MESSAGES.dimensions);
  });

  it('should refuse a 2000 x 2000 PNG at 16 bits per channel (32 MB decoded) and take one at 8 bits', async () => {
    const board = await createBoard(ctx, owner, { title: 'Deep logo' });
    const deep = pngImage(2000, 2000);
    deep[24] = 16; // IHDR bit depth; the pixels are never decoded by the check
    deep.writeUInt32BE(zlib.crc32(deep.subarray(12, 29)), 29);
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
      payload: { planData: { logo: { mediaType: 'image/png', data: deep.toString('base64') } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      `Invalid request: body.planData.logo.data: ${LOGO_MESSAGES.decoded}`,
    );
    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
      payload: {
        planData: { logo: { mediaType: 'image/png', data: pngImage(2000, 2000).toString('base64') } },
      },
    });
    expect(taken.statusCode, taken.body.slice(0, 300)).toBe(200);
  });

  it("should read a bomb stored before the check as no logo, so the export and the link's PDF stay small and quick", async () => {
    const board = await createBoard(ctx, owner, { ...FILLED, title: 'Stored bomb' });
    const planData = { ...withPlanSections(board.planData), companyName: 'Bomb Ltd', logo: BOMB };
    await ctx.app.db.update(boards).set({ planData }).where(eq(boards.id, board.id));
    const read = await readBack(board.id);
    expect(read.planData).toMatchObject({ companyName: 'Bomb Ltd', logo: null });

    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/links`,
      headers: owner.authorization,
      payload: {},
    });
    const token = new URL(created.json<{ link: CreatedShareLink }>().link.url).pathname.split('/').at(-1);
    for (const [url, headers] of [
      [`/api/boards/${board.id}/export?format=pdf`, owner.authorization],
      [`/api/shared/${token}/export?format=pdf`, {}],
    ] as const) {
      const started = performance.now();
      const { result, megabytes } = await peakGrowth(() => get(url, headers));
      expect(result.statusCode, url).toBe(200);
      expect(result.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(performance.now() - started, url).toBeLessThan(8000);
      expect(megabytes, url).toBeLessThan(400);
    }
  });
});
