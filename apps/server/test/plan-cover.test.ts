import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Board, BoardPatch } from '@planner/domain';
import { BoardSchema } from '@planner/domain';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { pngImage } from './support/images.js';
import { completeBoardPatch } from './support/plan-boards.js';

let ctx: TestContext;
let owner: TestUser;

const LOGO = { mediaType: 'image/png', data: pngImage(120, 40).toString('base64') };
const COVER: BoardPatch['planData'] = {
  companyName: 'Crème Bakery SAS',
  founders: [
    { name: 'Ana Ruiz', role: 'CEO' },
    { name: 'Tom Berg', role: 'Head baker' },
  ],
  contactEmail: 'hello@creme.example',
  website: 'https://creme.example',
  logo: LOGO,
  confidential: true,
};

async function newBoard(patches: BoardPatch[]): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: owner.authorization,
    payload: { data: {} },
  });
  let board = BoardSchema.parse((res.json() as { result: unknown }).result);
  for (const payload of patches) board = BoardSchema.parse((await patch(board.id, payload)).json());
  return board;
}

const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/boards/${id}`, headers: owner.authorization, payload });
const exportOf = (id: string, format: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/export?format=${format}`,
    headers: { ...owner.authorization, ...headers },
  });

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(run.status, run.stderr.toString()).toBe(0);
  return run.stdout.toString('utf8');
}

function pdfImages(pdf: Buffer): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cover-')), 'plan.pdf');
  fs.writeFileSync(file, pdf);
  const list = spawnSync('pdfimages', ['-list', file]).stdout.toString();
  fs.rmSync(path.dirname(file), { recursive: true });
  return list.trim().split('\n').slice(2);
}

const squash = (s: string) => s.replace(/\s+/g, ' ');
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

describe('the cover and company details', () => {
  it('should put the company, founders, contact, website, logo, date and Confidential on the PDF cover', async () => {
    const board = await newBoard([completeBoardPatch(), { planData: COVER }]);
    expect(board.planData).toMatchObject({ ...COVER, sectionOrder: [], hiddenSections: [] });
    const pdf = (await exportOf(board.id, 'pdf')).rawPayload;
    const [cover = ''] = pdfText(pdf).split('\f');
    expect(squash(cover)).toBe(
      squash(`CONFIDENTIAL Crème Bakery: Ελληνικά и Кириллица Crème Bakery SAS
        Founders: Ana Ruiz (CEO), Tom Berg (Head baker) hello@creme.example · https://creme.example
        Business plan, ${today()} Page 1 of ${
          pdfText(pdf)
            .split('\f')
            .filter((p) => p.trim()).length
        } `),
    );
    // The logo is the one raster image: 120 x 40 pixels, on page 1.
    const images = pdfImages(pdf);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*1\s+0\s+image\s+120\s+40\s/);
  });

  it('should put the same cover in Word and Markdown', async () => {
    const board = await newBoard([completeBoardPatch(), { planData: COVER }]);
    const docx = (await exportOf(board.id, 'docx')).rawPayload;
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toMatch(
      /^<p><strong>CONFIDENTIAL<\/strong><\/p><p><img alt="Company logo" src="data:image\/png;base64,/,
    );
    expect(html).toContain('<p><strong>Crème Bakery SAS</strong></p>');
    expect(html).toContain('<p>Founders: Ana Ruiz (CEO), Tom Berg (Head baker)</p>');
    expect(html).toContain('<p>hello@creme.example · https://creme.example</p>');
    const md = (await exportOf(board.id, 'md')).body;
    expect(md).toContain(
      [
        '**Confidential**',
        '# Crème Bakery: Ελληνικά и Кириллица',
        '**Crème Bakery SAS**',
        'Founders: Ana Ruiz (CEO), Tom Berg (Head baker)',
        'hello@creme.example · https://creme.example',
        `Business plan, ${today()}`,
      ].join('\n\n'),
    );
  });

  it('should keep the logo through a JSON export and import', async () => {
    const board = await newBoard([{ planData: COVER }]);
    const file = (await exportOf(board.id, 'json')).json() as { board: { planData: unknown } };
    expect(file.board.planData).toMatchObject({ logo: LOGO, companyName: 'Crème Bakery SAS' });
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: owner.authorization,
      payload: { data: file },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = BoardSchema.parse((imported.json() as { result: unknown }).result);
    expect(copy.planData).toEqual(board.planData);
  });

  it('should take a logo of 1 MB and refuse hostile ones with a clear message, changing nothing', async () => {
    const board = await newBoard([{ planData: COVER }]);
    const big = pngImage(1, 1);
    // A PNG padded to exactly 1,000,000 bytes is taken; one byte more is refused.
    const exact = Buffer.concat([big, Buffer.alloc(1_000_000 - big.length)]);
    const ok = await patch(board.id, {
      planData: { logo: { mediaType: 'image/png', data: exact.toString('base64') } },
    });
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    const before = BoardSchema.parse(ok.json());
    const cases: [unknown, string][] = [
      [
        {
          mediaType: 'image/png',
          data: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
        },
        'The logo file is not a PNG or JPEG image.',
      ],
      [
        { mediaType: 'image/png', data: Buffer.concat([exact, Buffer.alloc(3)]).toString('base64') },
        'The logo must be 1 MB or smaller.',
      ],
      [
        {
          mediaType: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64'),
        },
        'The logo must be a PNG or JPEG image (SVG and other formats are refused).',
      ],
      [{ mediaType: 'image/jpeg', data: LOGO.data }, 'The logo file is not a PNG or JPEG image.'],
    ];
    for (const [logo, message] of cases) {
      const res = await patch(board.id, { planData: { logo } });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
      expect((res.json() as { error: { message: string } }).error.message).toContain(message);
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}`,
      headers: owner.authorization,
    });
    expect(BoardSchema.parse(after.json()).version).toBe(before.version);
    // The same checks guard an imported file.
    const file = (await exportOf(board.id, 'json')).json() as { board: { planData: object } };
    const hostile = {
      ...file,
      board: { ...file.board, planData: { ...file.board.planData, logo: cases[2]?.[0] } },
    };
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: owner.authorization,
      payload: { data: hostile },
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toMatchObject({
      error: {
        message:
          'board.planData.logo.mediaType: The logo must be a PNG or JPEG image (SVG and other formats are refused).',
      },
    });
  });

  it('should refuse a website that is not http(s) and an invalid email', async () => {
    const board = await newBoard([]);
    const site = await patch(board.id, { planData: { website: 'javascript:alert(1)' } });
    expect(site.statusCode).toBe(400);
    expect(site.body).toContain('Enter a website address such as https://example.com');
    const email = await patch(board.id, { planData: { contactEmail: 'not an email' } });
    expect(email.statusCode).toBe(400);
    expect(email.body).toContain('Enter a valid email address, such as name@example.com');
  });
});

describe('the reader decides what goes out', () => {
  it('should export the sections in the chosen order, without the hidden ones', async () => {
    const board = await newBoard([
      completeBoardPatch(),
      {
        planData: { sectionOrder: ['forecast', 'executive-summary'], hiddenSections: ['idea', 'budgeting'] },
      },
    ]);
    const pages = pdfText((await exportOf(board.id, 'pdf')).rawPayload).split('\f');
    const contents = squash(pages[1] ?? '');
    const order = ['Forecast', 'Executive summary', 'Target Audience', 'Unique Value Proposition'];
    const at = order.map((title) => contents.indexOf(title));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(contents).not.toMatch(/\bIdea\b|Budgeting/);
    const md = (await exportOf(board.id, 'md')).body;
    expect(md).toContain(
      '1. [Forecast](#forecast)\n2. [Executive summary](#executive-summary)\n3. [Target Audience]',
    );
    expect(md).not.toContain('## Idea');
    expect(md).not.toContain('Office teams in Lyon have no fresh breakfast before meetings.');
  });

  it('should leave a section not written out unless it is included, then say so without a link', async () => {
    const board = await newBoard([{ ideaData: { refinedBusinessIdea: 'A bakery for offices.' } }]);
    const before = squash(pdfText((await exportOf(board.id, 'pdf')).rawPayload));
    expect(before).not.toContain('Budgeting');
    await patch(board.id, { planData: { includedSections: ['budgeting'] } });
    const after = squash(pdfText((await exportOf(board.id, 'pdf')).rawPayload));
    expect(after).toContain('Budgeting');
    expect(after).toContain('Not written yet: the Budget step of Budgeting writes it.');
    expect(after).not.toMatch(/https?:|localhost/);
  });

  it('should write amounts the reader’s way (Accept-Language)', async () => {
    const board = await newBoard([completeBoardPatch()]);
    const md = (await exportOf(board.id, 'md', { 'accept-language': 'de-DE,de;q=0.9' })).body;
    expect(md).toContain('| **Total** |  | 4.200,50 | 500,00 |  |');
    expect(md).toContain(
      '| Funding required | 6.350,63 EUR: 5.000 EUR planned, 1.350,63 EUR still to find |',
    );
  });
});
