import { spawnSync } from 'node:child_process';

import type { Board, BoardPatch } from '@planner/domain';
import { BoardSchema, computeForecast } from '@planner/domain';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { completeBoardPatch } from './support/plan-boards.js';

/**
 * The executive summary's key figures never present a forecast's numbers as checked when the
 * forecast questions them: a first row points the reader to "Check these numbers".
 */
const ROW = [
  'Warnings',
  'The forecast raises 4 warnings about these figures: read "Check these numbers" in the Forecast section before relying on them.',
] as const;

let ctx: TestContext;
let owner: TestUser;
let warned: Board;
let checked: Board;

async function newBoard(patch: BoardPatch): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: owner.authorization,
    payload: { data: {} },
  });
  const board = BoardSchema.parse((res.json() as { result: unknown }).result);
  const patched = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}`,
    headers: owner.authorization,
    payload: patch,
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return BoardSchema.parse(patched.json());
}

async function exported(board: Board, format: 'pdf' | 'docx' | 'md') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/export?format=${format}`,
    headers: owner.authorization,
  });
  expect(res.statusCode).toBe(200);
  if (format === 'md') return res.body;
  if (format === 'docx') return (await mammoth.convertToHtml({ buffer: res.rawPayload })).value;
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: res.rawPayload });
  expect(run.status, run.stderr.toString()).toBe(0);
  return run.stdout.toString('utf8').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '10' });
  owner = await createTestUser(ctx);
  // The complete board: 40 new desks a month with no capacity, at margins of 60 % and more.
  warned = await newBoard(completeBoardPatch());
  // The same board with churn, a capacity it never reaches and the bakers it needs: nothing to check.
  const patch = completeBoardPatch();
  const data = patch.forecastData!;
  patch.forecastData = {
    ...data,
    streams: data.streams.map((s) => ({ ...s, churnPercent: 10, capacity: 400 })),
    costs: [
      ...data.costs,
      {
        name: 'Bakers and couriers',
        category: 'Team',
        oneOff: 0,
        monthly: 5000,
        startMonth: 1,
        kind: 'payroll',
      },
    ],
  };
  // Its budget is written from these cost lines (one list).
  delete patch.budgetingData;
  checked = await newBoard(patch);
  expect(
    computeForecast(warned.forecastData!, warned.budgetingData.budget).scenarios.base.warnings,
  ).toHaveLength(4);
  expect(
    computeForecast(checked.forecastData!, checked.budgetingData.budget).scenarios.base.warnings,
  ).toEqual([]);
});
afterAll(() => ctx.close());

describe('the key figures of a forecast with warnings', () => {
  it('should point to the warnings first in the PDF, and not when there are none', async () => {
    const text = await exported(warned, 'pdf');
    expect(text).toContain(`Key figures Figure Value ${ROW.join(' ')} Funding required`);
    expect(text).toContain('Check these numbers');
    const clean = await exported(checked, 'pdf');
    expect(clean).toContain('Key figures Figure Value Funding required');
    expect(clean).not.toContain(ROW[1]);
    expect(clean).not.toContain('Check these numbers');
  });

  it('should point to the warnings first in the DOCX, read back', async () => {
    const html = await exported(warned, 'docx');
    const row = `<tr><td><p>${ROW[0]}</p></td><td><p>${ROW[1]}</p></td></tr>`;
    expect(html).toContain(`${row}<tr><td><p>Funding required</p></td>`);
    expect(await exported(checked, 'docx')).not.toContain(ROW[1]);
  });

  it('should point to the warnings first in the Markdown', async () => {
    const md = await exported(warned, 'md');
    expect(md).toContain(`| Figure | Value |\n| --- | --- |\n| ${ROW.join(' | ')} |\n| Funding required |`);
    expect(await exported(checked, 'md')).not.toContain(ROW[1]);
  });
});
