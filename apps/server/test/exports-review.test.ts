import { spawnSync } from 'node:child_process';

import type { Board } from '@planner/domain';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;
let board: Board;

const OPEN = [
  [
    'The elevator pitch is the draft, unchanged',
    'Rewrite it in your own words, with the facts only you know: names, numbers, places.',
  ],
  [
    'A SMART goal has no number or no date',
    'Give this goal a number and a date or period: "Become the best-known tool for agency billing".',
  ],
  [
    'A marketing channel has no budget line',
    'Add a budget line for: Webinars with AIGA chapters, LinkedIn ads.',
  ],
];
const DISMISSED = 'The budget holds no reserve';

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '5' });
  owner = await createTestUser(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoardFromSample',
    headers: owner.authorization,
    payload: { data: { sampleId: 'invoice-follow-up-saas' } },
  });
  board = (res.json() as { result: Board }).result;
  const dismissed = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}/review/findings/${encodeURIComponent('budget.reserve:budgetingData.budget')}`,
    headers: owner.authorization,
    payload: { dismissed: true, reason: 'Savings cover it.' },
  });
  expect(dismissed.statusCode).toBe(200);
});
afterAll(() => ctx.close());

function exportOf(query: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/export?${query}`,
    headers: owner.authorization,
  });
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(run.status, run.stderr.toString()).toBe(0);
  return squash(run.stdout.toString('utf8'));
}

// A PDF renders in a worker that loads its fonts first: tens of seconds on a loaded 2-core machine.
describe('GET /api/boards/:id/export&review=true', { timeout: 120_000 }, () => {
  it('should end the PDF with a Review appendix of the open findings, without the dismissed one', async () => {
    const res = await exportOf('format=pdf&review=true');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const appendix = text.slice(text.lastIndexOf('Review Score'));
    expect(appendix).toMatch(/^Review Score Overall \d+\.\d \/ 100 \(Idea 100\.0, Target Audience 100\.0, /);
    for (const [title, suggestion] of OPEN) {
      expect(appendix).toContain(title);
      expect(appendix).toContain(`What to do: ${suggestion}`);
    }
    expect(appendix).toContain('Why it matters: A goal without a number and a date cannot be checked');
    expect(text).not.toContain(DISMISSED);
  });

  it('should end the Word file with the same appendix', async () => {
    const res = await exportOf('format=docx&review=true');
    expect(res.statusCode).toBe(200);
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    expect(html).toContain('<h1>Review</h1>');
    for (const [title] of OPEN) expect(html).toContain(`<h2>${title}</h2>`);
    expect(html).toContain('Add a budget line for: Webinars with AIGA chapters, LinkedIn ads.');
    expect(html).not.toContain(DISMISSED);
  });

  it('should add no appendix without the parameter or with review=false, and refuse any other value', async () => {
    for (const query of ['format=pdf', 'format=pdf&review=false']) {
      const text = pdfText((await exportOf(query)).rawPayload);
      expect(text).not.toContain('Review Score');
      expect(text).not.toContain(OPEN[0]![0]);
    }
    const { value: html } = await mammoth.convertToHtml({
      buffer: (await exportOf('format=docx')).rawPayload,
    });
    expect(html).not.toContain('<h1>Review</h1>');
    const bad = await exportOf('format=pdf&review=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid-argument' } });
    expect(JSON.stringify(bad.json())).toContain('review must be true or false');
  });
});
