import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Board, ForecastData } from '@planner/domain';
import { BoardSchema } from '@planner/domain';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { SUBSCRIPTIONS } from './support/subscriptions-forecast.js';

const OVERFLOW =
  'These assumptions grow past 100 billion a month by month 1: lower the volume or the growth.';
const CANNOT = `This forecast cannot be computed: ${OVERFLOW}`;

/** The subscription business grown until its forecast overflows. */
const huge = (data: ForecastData): ForecastData => ({
  ...data,
  streams: [{ ...data.streams[0]!, price: 1_000_000_000, volume: 10_000_000, growthPercent: 100 }],
});

const LINKS = [
  '# Heading inside a field',
  '',
  'See [click](javascript:alert(1)) and [f](file:///etc/passwd) or [site](https://example.com/plan).',
  '',
  'Odd characters: A\uFFFEB\uFFFFC end.',
].join('\n');

let ctx: TestContext;
let owner: TestUser;
let overflowing: Board;
let linked: Board;

function request(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: owner.authorization, ...(payload ? { payload } : {}) });
}

const exportOf = (id: string, format: string) => request('GET', `/api/boards/${id}/export?format=${format}`);

function run(command: string, args: string[], input?: Buffer): string {
  const result = spawnSync(command, args, input ? { input } : {});
  expect(result.status, result.stderr.toString()).toBe(0);
  return result.stdout.toString('utf8');
}

/** A file of a DOCX (a zip), read with unzip. */
function docxPart(docx: Buffer, part: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docx-'));
  const file = path.join(dir, 'plan.docx');
  fs.writeFileSync(file, docx);
  try {
    return run('unzip', ['-p', file, part]);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

async function newBoard(patch: object): Promise<Board> {
  const created = await request('POST', '/api/functions/createBoard', { data: { title: 'Hardening' } });
  const { id } = (created.json() as { result: { id: string } }).result;
  const patched = await request('PATCH', `/api/boards/${id}`, patch);
  expect(patched.statusCode, patched.body).toBe(200);
  return BoardSchema.parse(patched.json());
}

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
  // A backup made before the assumptions PATCH refused such values: import still restores it.
  const computable = await newBoard({ forecastData: SUBSCRIPTIONS });
  const file = (await exportOf(computable.id, 'json')).json() as { board: { forecastData: ForecastData } };
  file.board.forecastData = huge(file.board.forecastData);
  const imported = await request('POST', '/api/functions/importBoard', { data: file });
  expect(imported.statusCode, imported.body).toBe(200);
  overflowing = BoardSchema.parse((imported.json() as { result: unknown }).result);
  linked = await newBoard({ ideaData: { refinedBusinessIdea: LINKS } });
});
afterAll(() => ctx.close());

describe('a board whose forecast cannot be computed', () => {
  it('should still export as PDF, DOCX, Markdown and JSON, the forecast section saying why', async () => {
    const pdf = await exportOf(overflowing.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const text = squash(run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf.rawPayload));
    expect(text).toContain(CANNOT);
    expect(text).toContain('Monthly box');

    const docx = await exportOf(overflowing.id, 'docx');
    expect(docx.statusCode).toBe(200);
    const { value: raw } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(raw).toContain(CANNOT);

    const md = await exportOf(overflowing.id, 'md');
    expect(md.statusCode).toBe(200);
    expect(md.body).toContain(`## Forecast\n\n### Assumptions`);
    // The sentence stands under the section's own heading: the plan repeats no heading.
    expect(md.body).toContain(`\n\n${CANNOT}\n`);
    expect(md.body).not.toContain('### Forecast');

    const json = await exportOf(overflowing.id, 'json');
    expect(json.statusCode).toBe(200);
    expect((json.json() as { board: { forecastData: unknown } }).board.forecastData).toEqual(
      overflowing.forecastData,
    );
  });

  it('should be refused by the assumptions PATCH with the field named, changing nothing', async () => {
    const board = await newBoard({ forecastData: SUBSCRIPTIONS });
    const res = await request('PATCH', `/api/boards/${board.id}`, { forecastData: huge(SUBSCRIPTIONS) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'invalid-argument',
        message: `forecastData.streams.0.volume: ${OVERFLOW}`,
        details: { issues: [{ path: 'body.forecastData.streams.0.volume', message: OVERFLOW }] },
      },
    });
    const after = BoardSchema.parse((await request('GET', `/api/boards/${board.id}`)).json());
    expect(after.forecastData).toEqual(SUBSCRIPTIONS);
    expect(after.version).toBe(board.version);
  });
});

describe('user links, headings and characters XML forbids in the exports', () => {
  it('should keep only the https link live in the PDF and write the others as text', async () => {
    const pdf = await exportOf(linked.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const urls = run('pdfinfo', ['-url', '-'], pdf.rawPayload);
    expect(urls).toContain('https://example.com/plan');
    expect(urls).not.toMatch(/javascript|file:/i);
    const text = squash(run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf.rawPayload));
    expect(text).toContain('See click and f or site.');
    expect(text).toContain('Heading inside a field');
  });

  it('should write a DOCX Word reads: no forbidden characters, only the https link, no user heading in the outline', async () => {
    const docx = await exportOf(linked.id, 'docx');
    expect(docx.statusCode).toBe(200);
    const document = docxPart(docx.rawPayload, 'word/document.xml');
    expect(document).not.toMatch(/[\uFFFE\uFFFF]/);
    // xmllint is not everywhere; Node's own parser of the DOCX reader checks well-formedness.
    const { value: html, messages } = await mammoth.convertToHtml({ buffer: docx.rawPayload });
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(html).toContain('Odd characters: ABC end.');
    expect(html).toContain('<a href="https://example.com/plan">site</a>');
    expect(html).not.toMatch(/href="(javascript|file)/i);
    expect(html).toContain('See click and f or ');
    expect(html).toContain('<p><strong>Heading inside a field</strong></p>');
    expect(html).not.toMatch(/<h[3-6]>/);
    const relations = docxPart(docx.rawPayload, 'word/_rels/document.xml.rels');
    expect(relations).not.toMatch(/javascript|file:/i);
  });

  it('should write the Markdown links of other schemes and the heading as text', async () => {
    const md = await exportOf(linked.id, 'md');
    expect(md.body).toContain(
      'See [click\\](javascript:alert(1)) and [f\\](file:///etc/passwd) or [site](https://example.com/plan).',
    );
    expect(md.body).toContain('\n**Heading inside a field**\n');
    expect(md.body).not.toMatch(/^#+ Heading inside/m);
  });
});
