import fs from 'node:fs';

import { type Board, BoardSchema } from '@planner/domain';
import { expect } from 'vitest';

import type { TestContext, TestUser } from '../helper.js';

/**
 * The repair café in Ghent as its founder's JSON export (5,000 EUR of savings, an 8,000 EUR loan,
 * 2,500 EUR of equipment): the board a loan officer sent back, and the worked example of the
 * money, facts, lender's pack and review tests.
 */
export const REPAIR_CAFE: { board: Record<string, unknown> } = JSON.parse(
  fs.readFileSync(new URL('./repair-cafe-board.json', import.meta.url), 'utf8'),
);

/** Imports the repair café from home (`POST /api/functions/importBoard`) as `owner`. */
export async function importRepairCafe(ctx: TestContext, owner: TestUser): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/importBoard',
    headers: owner.authorization,
    payload: { data: REPAIR_CAFE },
  });
  expect(res.statusCode, res.body).toBe(200);
  return BoardSchema.parse(res.json<{ result: unknown }>().result);
}
