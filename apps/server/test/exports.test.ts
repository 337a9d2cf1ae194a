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
import { completeBoardPatch, hostileBoardPatch } from './support/plan-boards.js';

const NOTICE =
  'This content is intended for planning purposes only. It represents preliminary suggestions, all elements are subject to review, refinement, and approval.';
const SECTIONS = [
  'Executive summary',
  'Idea',
  'Target Audience',
  'Unique Value Proposition',
  'Business Model',
  'Budgeting',
  'Forecast',
  'Go To Market',
];
/** The complete board's base scenario (test/support/plan-boards.ts): 1,200 a month of new subscriptions. */
const YEAR_1 = ['Year 1', '93,600.00', '23,400.00', '10,200.50', '11,999.90', '47,999.60'];
const FORECAST_TOTAL = ['Total', '799,200.00', '199,800.00', '22,200.50', '115,439.90', '461,759.60'];
const BREAK_EVEN = 'Break-even in month 2 (June 2027)';
const RUNWAY = 'Cash stays at or above zero through month 36';
/** The complete board's refined fields: a document holds each exactly once. */
const REFINED = [
  'Office teams in Lyon have no fresh breakfast before meetings.',
  'Warm sourdough on every desk by 9 am, no ordering needed.',
  'We bake at 4 and deliver by 9, so your team starts the day together.',
  'Monthly subscriptions per desk.',
  '40 offices subscribed by June 2027.',
  'LinkedIn posts and free tasting mornings.',
];
/** The executive summary's key figures of the complete board, label then value. */
const KEY_FIGURES: [string, string][] = [
  ['Funding required', '6,350.63 EUR: 5,000 EUR planned, 1,350.63 EUR still to find'],
  ['The ask', '1,350.63 EUR, the amount still to find'],
  [
    'Use of funds',
    'Oven 2,900.25 EUR; Bike 1,300.25 EUR; running costs of 500 EUR a month on average in year 1',
  ],
  ['Revenue, year 1', '93,600 EUR'],
  ['Revenue, year 2', '266,400 EUR'],
  ['Revenue, year 3', '439,200 EUR'],
  ['Break-even', 'Month 2 (June 2027)'],
  ['Chosen customer group', 'Startups'],
];
const occurrences = (text: string, part: string) => text.split(part).length - 1;

let ctx: TestContext;
let owner: TestUser;
const boards: Record<'empty' | 'complete' | 'hostile', Board> = {} as never;

async function newBoard(user: TestUser, patches: BoardPatch[]): Promise<Board> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: user.authorization,
    payload: { data: {} },
  });
  let board = BoardSchema.parse((res.json() as { result: unknown }).result);
  for (const payload of patches) {
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      headers: user.authorization,
      payload,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    board = BoardSchema.parse(patched.json());
  }
  return board;
}

function exportOf(id: string, format: string, user: TestUser | null = owner) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/export?format=${format}`,
    headers: user ? user.authorization : {},
  });
}

/** One line of text per run of whitespace, as pdftotext lays it out. */
function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  expect(run.status, run.stderr.toString()).toBe(0);
  return run.stdout.toString('utf8');
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '50', BODY_LIMIT_BYTES: '200000' });
  owner = await createTestUser(ctx);
  boards.empty = await newBoard(owner, []);
  boards.complete = await newBoard(owner, [completeBoardPatch()]);
  boards.hostile = await newBoard(owner, [hostileBoardPatch()]);
});
afterAll(() => ctx.close());

describe('GET /api/boards/:id/export?format=pdf', () => {
  it.each(['empty', 'complete', 'hostile'] as const)(
    'should write the written sections, the notice once after the cover, no link to the app (%s board)',
    async (kind) => {
      const res = await exportOf(boards[kind].id, 'pdf');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      const pages = text.split('\f').filter((p) => p.trim() !== '');
      pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
      // The notice once, on the page after the cover, not in every footer.
      expect(occurrences(squash(text), NOTICE)).toBe(1);
      expect(squash(pages[1] ?? '')).toContain(NOTICE);
      expect(pages[1]).toContain('Contents');
      expect(text).not.toMatch(/https?:|localhost|127\.0\.0\.1/);
      if (kind === 'complete') {
        expect(pages.length).toBeGreaterThan(8);
        for (const section of SECTIONS) expect(pages[1]).toContain(section);
      }
      if (kind === 'empty') {
        // Nothing written: nothing but the cover, the notice and an empty contents.
        expect(pages).toHaveLength(2);
        expect(text).not.toContain('Not written yet');
      }
    },
  );

  it('should hold each refined field once, the key figures and formatted, right-aligned amounts', async () => {
    const text = squash(pdfText((await exportOf(boards.complete.id, 'pdf')).rawPayload));
    for (const field of REFINED) expect(occurrences(text, field), field).toBe(1);
    expect(occurrences(text, 'A subscription bakery that delivers sourdough to offices before 9 am.')).toBe(
      1,
    );
    for (const [label, value] of KEY_FIGURES) expect(text).toContain(`${label} ${value}`);
    expect(text).toContain(
      'Kitchen Oven 2,900.25 0.00 used Delivery Bike 1,300.25 0.00 cargo Premises Rent 0.00 500.00 monthly 4,200.50 500.00 Total',
    );
    // Right-aligned: each amount's right edge is its total's (pdftotext -bbox gives each word's box).
    const boxes = spawnSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], {
      input: (await exportOf(boards.complete.id, 'pdf')).rawPayload,
    }).stdout.toString();
    const right = (word: string) => {
      const escaped = word.replace(/\./g, '\\.');
      // The budget's cell is the word's last occurrence (the key figures come first).
      const match = [...boxes.matchAll(new RegExp(`xMax="([\\d.]+)"[^>]*>${escaped}<`, 'g'))].at(-1);
      return Number(match?.[1]);
    };
    // The one-off column: each line's right edge is the column's.
    expect(right('2,900.25')).toBeCloseTo(right('1,300.25'), 0);
    expect(right('2,900.25')).toBeGreaterThan(0);
  });

  it('should hold the complete board: bold markdown as text, tables with totals, accented Greek and Cyrillic', async () => {
    const text = squash(pdfText((await exportOf(boards.complete.id, 'pdf')).rawPayload));
    expect(text).toContain('Crème Bakery: Ελληνικά и Кириллица');
    expect(text).toContain('A subscription bakery that delivers sourdough to offices before 9 am.');
    expect(text).not.toContain('**');
    expect(text).toContain('Target group Size Willingness to pay');
    expect(text).toContain('4,200.50 500.00 Total');
    expect(text).toContain('One-off (EUR)');
  });

  it('should hold the forecast: assumptions, the yearly table with totals, break-even and runway', async () => {
    const text = squash(pdfText((await exportOf(boards.complete.id, 'pdf')).rawPayload));
    expect(text).toContain('Starting cash 5,000 EUR First month May 2027 Cost of sales 25 % of revenue');
    expect(text).toContain('Desk subscription Subscription 30 EUR 40');
    expect(text).toContain('Yearly forecast, base scenario (EUR)');
    expect(text).toContain('Year Revenue Cost of sales Operating costs Tax Net profit');
    expect(text).toContain(YEAR_1.join(' '));
    expect(text).toContain(FORECAST_TOTAL.join(' '));
    expect(text).toContain(BREAK_EVEN);
    expect(text).toContain(RUNWAY);
    expect(text).toContain('Revenue against total costs per month');
    expect(text).toContain('Cumulative cash');
    expect(text).toContain('Break-even: June 2027 (dashed)');
  });

  it('should draw the two forecast charts as vectors, not images', async () => {
    const pdf = (await exportOf(boards.complete.id, 'pdf')).rawPayload;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
    const file = path.join(dir, 'plan.pdf');
    fs.writeFileSync(file, pdf);
    const images = spawnSync('pdfimages', ['-list', file]);
    fs.rmSync(dir, { recursive: true });
    expect(images.status, images.stderr.toString()).toBe(0);
    // The header and its rule: no raster image anywhere, so the charts are paths.
    expect(images.stdout.toString().trim().split('\n')).toHaveLength(2);
    const pages = pdfText(pdf).split('\f');
    const chartPage = pages.findIndex((p) => p.includes('Revenue against total costs per month'));
    expect(chartPage).toBeGreaterThan(0);
  });

  it('should write hostile text as text: HTML, right-to-left, CJK and emoji, never a missing glyph', async () => {
    const text = squash(pdfText((await exportOf(boards.hostile.id, 'pdf')).rawPayload));
    expect(text).toContain('<b>raw html</b>');
    expect(text).toContain('東京のパン屋 서울 빵집');
    expect(text).toContain('Injected heading');
    expect(text).toContain('Draft: not refined yet');
    // Emoji have no outline font here: they are written as their code point instead of a box.
    expect(text).toContain('[U+1F35E]');
    for (const word of ['שלום', 'עולם', 'مرحبا']) {
      expect(text.includes(word) || text.includes([...word].reverse().join(''))).toBe(true);
    }
  });
});

describe('GET /api/boards/:id/export?format=docx', () => {
  it.each(['empty', 'complete', 'hostile'] as const)(
    'should read back with Word headings for every section (%s board)',
    async (kind) => {
      const res = await exportOf(boards[kind].id, 'docx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
      const sections = kind === 'complete' ? SECTIONS : kind === 'empty' ? [] : ['Idea'];
      for (const section of sections) expect(html).toContain(`<h1>${section}</h1>`);
      expect(html).not.toMatch(/https?:|localhost/);
      expect(html).not.toContain('Not written yet');
      if (kind === 'complete') {
        expect(html).toContain('<h2>Budget</h2>');
        for (const field of REFINED) expect(occurrences(html, field), field).toBe(1);
        for (const [label, value] of KEY_FIGURES) {
          expect(html).toContain(
            `<tr><td><p>${label}</p></td><td><p>${value.replace(/&/g, '&amp;')}</p></td></tr>`,
          );
        }
        expect(html).toContain(
          '<thead><tr><th><p><strong>Category</strong></p></th><th><p><strong>Item</strong>',
        );
        expect(html).toContain('<td><p><strong>4,200.50</strong></p></td>');
        expect(html).toContain('<strong>subscription</strong>');
        expect(html).toContain('<h2>Yearly forecast, base scenario (EUR)</h2>');
        expect(html).toContain(`<tr><td><p>${YEAR_1.join('</p></td><td><p>')}</p></td></tr>`);
        expect(html).toContain(
          `<tr><td><p><strong>${FORECAST_TOTAL.join('</strong></p></td><td><p><strong>')}</strong></p></td></tr>`,
        );
        expect(html).toContain(BREAK_EVEN);
        expect(html).toContain(RUNWAY);
      }
      if (kind === 'hostile') {
        expect(html).toContain('&lt;b&gt;raw html&lt;/b&gt;');
        expect(html).toContain('東京のパン屋');
        expect(html).toContain('🍞');
      }
      const { value: raw } = await mammoth.extractRawText({ buffer: res.rawPayload });
      expect(raw).toContain(boards[kind].title);
    },
  );

  it('should carry the notice once, after the cover, and right-align the amounts', async () => {
    const res = await exportOf(boards.complete.id, 'docx');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docx-')), 'plan.docx');
    fs.writeFileSync(file, res.rawPayload);
    const footer = spawnSync('unzip', ['-p', file, 'word/footer*.xml']).stdout.toString();
    const document = spawnSync('unzip', ['-p', file, 'word/document.xml']).stdout.toString();
    fs.rmSync(path.dirname(file), { recursive: true });
    expect(footer).not.toContain(NOTICE);
    const { value: raw } = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(occurrences(raw, NOTICE)).toBe(1);
    expect(raw.indexOf(NOTICE)).toBeLessThan(raw.indexOf('Executive summary'));
    expect(document).toMatch(
      /<w:jc w:val="right"\/><\/w:pPr><w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">4,200.50/,
    );
  });
});

describe('GET /api/boards/:id/export?format=md', () => {
  it.each(['empty', 'complete', 'hostile'] as const)(
    'should be one Markdown file (%s board)',
    async (kind) => {
      const res = await exportOf(boards[kind].id, 'md');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(occurrences(res.body, NOTICE)).toBe(1);
      expect(res.body).not.toMatch(/https?:|localhost|\]\(\//);
      expect(res.body).not.toContain('Not written yet');
      if (kind === 'complete') {
        for (const section of SECTIONS) expect(res.body).toContain(`\n## ${section}\n`);
        for (const field of REFINED) expect(occurrences(res.body, field), field).toBe(1);
        for (const [label, value] of KEY_FIGURES) expect(res.body).toContain(`| ${label} | ${value} |`);
        expect(res.body).toContain('| Kitchen | Oven | 2,900.25 | 0.00 | used |');
        expect(res.body).toContain('| **Total** |  | 4,200.50 | 500.00 |  |');
        expect(res.body).toContain(
          [
            '| Year | Revenue | Cost of sales | Operating costs | Tax | Net profit |',
            '| --- | ---: | ---: | ---: | ---: | ---: |',
            `| ${YEAR_1.join(' | ')} |`,
          ].join('\n'),
        );
        expect(res.body).toContain(`| **Total** | ${FORECAST_TOTAL.slice(1).join(' | ')} |`);
        expect(res.body).toContain(`- ${BREAK_EVEN}\n- ${RUNWAY}`);
      }
      if (kind === 'hostile') expect(res.body).not.toMatch(/<(script|img|b)\b/);
    },
  );
});

describe('GET /api/boards/:id/export?format=json and POST /api/functions/importBoard', () => {
  it.each(['empty', 'complete', 'hostile'] as const)(
    'should import its own export as an equal board (%s board)',
    async (kind) => {
      const res = await exportOf(boards[kind].id, 'json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const file = res.json() as { schemaVersion: number };
      expect(file.schemaVersion).toBe(3);
      const imported = await ctx.app.inject({
        method: 'POST',
        url: '/api/functions/importBoard',
        headers: owner.authorization,
        payload: { data: file },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const copy = BoardSchema.parse((imported.json() as { result: unknown }).result);
      // The content is equal; a new board starts its own version and draft sources.
      const { id, createdAt, updatedAt, version: _v, draftSources: _s, title, ...original } = boards[kind];
      expect(copy.id).not.toBe(id);
      expect(copy).toMatchObject(original);
      // Issue 29: the copy's name tells it from the original.
      expect(copy.title).toBe(`${title} (imported)`);
      expect(copy.forecastData).toEqual(boards[kind].forecastData);
      if (kind === 'complete') expect(copy.forecastData?.streams[0]?.name).toBe('Desk subscription');
      expect(createdAt < copy.createdAt && updatedAt <= copy.updatedAt).toBe(true);
    },
  );

  it('should migrate a version 1 file (the board as GET /api/boards/:id answers it)', async () => {
    const v1 = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/boards/${boards.complete.id}`,
        headers: owner.authorization,
      })
    ).json();
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/importBoard',
      headers: owner.authorization,
      payload: { data: v1 },
    });
    expect(imported.statusCode).toBe(200);
    expect((imported.json() as { result: Board }).result.ideaData).toEqual(boards.complete.ideaData);
  });

  it('should refuse anything else with invalid-argument naming the first problem, creating nothing', async () => {
    const count = async () =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: '/api/boards', headers: owner.authorization })
        ).json() as {
          boards: unknown[];
        }
      ).boards.length;
    const before = await count();
    const file = (await exportOf(boards.complete.id, 'json')).json() as { board: Record<string, unknown> };
    const cases: [unknown, string][] = [
      ['hello', 'The file is not a board export: expected a JSON object.'],
      [{ board: {} }, 'The file is not a board export: schemaVersion is missing.'],
      [{ ...file, board: { ...file.board, title: '' } }, 'board.title: Board name cannot be empty'],
    ];
    for (const [data, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/functions/importBoard',
        headers: owner.authorization,
        payload: { data },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid-argument', message } });
    }
    expect(await count()).toBe(before);
  });

  it('should consume one board of quota like createBoard, and refuse when none is left', async () => {
    const limited = await buildTestApp({ PERSONAL_BOARD_LIMIT: '1' });
    try {
      const user = await createTestUser(limited);
      const file = (await exportOf(boards.complete.id, 'json')).json();
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/functions/importBoard',
          headers: user.authorization,
          payload: { data: file },
        });
      expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: {
          message: 'You have used your 1 board. Ask a company admin to assign you more boards.',
        },
      });
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/boards/:id/export', () => {
  it('should answer a download named from the title (safe characters) and the date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await exportOf(boards.hostile.id, 'pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="script-alert-x-script-etc-passwd-${today}.pdf"`,
    );
    const md = await exportOf(boards.complete.id, 'md');
    expect(md.headers['content-disposition']).toBe(`attachment; filename="Creme-Bakery-${today}.md"`);
  });

  it('should give another user 404 and an anonymous caller 401', async () => {
    const stranger = await createTestUser(ctx);
    for (const format of ['pdf', 'json']) {
      const res = await exportOf(boards.complete.id, format, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not-found' } });
      expect((await exportOf(boards.complete.id, format, null)).statusCode).toBe(401);
    }
  });

  it('should refuse an unknown format with invalid-argument', async () => {
    const res = await exportOf(boards.complete.id, 'html');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid-argument' } });
  });

  it('should export a board larger than the body-size limit in every format', async () => {
    const big = 'Ωμέγα '.repeat(3_000);
    const board = await newBoard(owner, [
      { ideaData: { initialIdea: big, refinedBusinessIdea: big, refinedGuidingQuestions: big } },
      { uvpData: { refinedUniqueValueProposition: big, refinedElevatorPitch: big } },
      { goToMarketData: { refinedMarketingChannels: big, refinedLaunchPlan: big } },
    ]);
    expect(Buffer.byteLength(JSON.stringify(board))).toBeGreaterThan(ctx.config.BODY_LIMIT_BYTES);
    for (const format of ['pdf', 'docx', 'md', 'json']) {
      const res = await exportOf(board.id, format);
      expect(res.statusCode, format).toBe(200);
      if (format === 'json')
        expect(res.json()).toMatchObject({ board: { uvpData: { refinedElevatorPitch: big } } });
      if (format === 'pdf') expect(squash(pdfText(res.rawPayload))).toContain(squash(big).slice(0, 2000));
    }
  }, 120_000);
});
