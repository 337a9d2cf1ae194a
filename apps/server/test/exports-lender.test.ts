import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import type { Board, Plan } from '@planner/domain';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { importRepairCafe } from './support/repair-cafe.js';

/** Where the files of this test are left to look at (an ignored folder). */
const OUT = path.resolve(import.meta.dirname, '../test-results/exports-lender');

/** The figures a loan officer looks for, as the one model of the money gives them. */
const SUMMARY = [
  'The ask 7,671.48 EUR, the amount still to find',
  "Founders' own money 5,000 EUR (Founder's savings)",
  'Funding required 20,671.48 EUR: 13,000 EUR planned, 7,671.48 EUR still to find',
  'Break-even Month 16 (April 2028); first profitable month: month 5',
  'Lowest cash 2,069.77 EUR in month 16 (April 2028); minimum cash buffer 9,741.25 EUR',
  'DSCR, years 1-3 year 1: -2.86×; year 2: 3.63×; year 3: 7.14×',
  'In the conservative case cash runs out in month 8 (August 2027)',
];
const TABLES = [
  'Total sources 20,671.48',
  'Total uses 20,671.48',
  'Soldering station, oscilloscope, multimeters and test equipment 2,500.00',
  'Debt service coverage (DSCR) Year 2 3.63× Covers its loan payments 3.63 times',
  'Loan schedule: Bank loan (KBC) (EUR)',
  'Year 1 0.00 8,000.00 383.20 2,293.98 2,677.18 5,706.02',
  '12 (2027-12) 4,528.00 4,407.97 120.03 3,895.52',
  'Base case -8,535.05 9,573.52 2,069.77 (month 16) Month 16',
  'Price -10%',
  'Volume -20%',
  'Costs +10%',
];
const HEADLINE = 'Your broken kettle, lamp or radio fixed within a week';
const IDEA =
  'A repair café in Ghent that fixes small household electronics for a fixed fee per item, with a paid annual membership for regulars';

let ctx: TestContext;
let owner: TestUser;
let board: Board;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
  board = await importRepairCafe(ctx, owner);
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(() => ctx.close());

async function exportOf(format: string): Promise<Buffer> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/export?format=${format}`,
    headers: owner.authorization,
  });
  expect(res.statusCode, res.body).toBe(200);
  fs.writeFileSync(path.join(OUT, `repair-cafe.${format}`), res.rawPayload);
  return res.rawPayload;
}

/** The plan as the view-only page reads it, through a link made for this test. */
async function sharedPlan(): Promise<{ plan: Plan }> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/boards/${board.id}/links`,
    headers: owner.authorization,
    payload: {},
  });
  expect(created.statusCode, created.body).toBe(201);
  const token = new URL(created.json<{ link: { url: string } }>().link.url).pathname.split('/').at(-1);
  const shared = await ctx.app.inject({ method: 'GET', url: `/api/shared/${token}` });
  expect(shared.statusCode).toBe(200);
  return shared.json<{ plan: Plan }>();
}

function run(command: string, args: string[], input: Buffer): string {
  const result = spawnSync(command, args, { input });
  expect(result.status, result.stderr.toString()).toBe(0);
  return result.stdout.toString('utf8');
}

const squash = (s: string) => s.replace(/\s+/g, ' ');
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** What a loan officer reads in every format, whitespace squashed. */
function expectLenderPack(text: string) {
  for (const line of [...SUMMARY, ...TABLES]) expect(text, line).toContain(line);
  expect(text).not.toMatch(/more one-off costs/);
  // Said once in the summary and once in its own section.
  expect(occurrences(text, HEADLINE)).toBe(2);
  expect(occurrences(text, IDEA)).toBe(2);
}

describe("the lender's pack of the repair café", () => {
  it('should put the ask, DSCR, sources and uses, the loan schedule, months 1-12 and the sensitivity table in the PDF', async () => {
    const pdf = await exportOf('pdf');
    expectLenderPack(squash(run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf)));
  });

  it('should keep every line of the PDF within the A4 page, the segmentation matrix included', async () => {
    const pdf = await exportOf('pdf');
    const layout = run('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], pdf);
    const bbox = run('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], pdf);
    // Every word's box ends inside its page's width, less most of the margin: A4 portrait (595.28
    // pt), or A4 landscape (841.89 pt) for the segmentation matrix.
    const pages = bbox.split('<page ').slice(1);
    const widths = pages.map((p) => Number(/^width="([\d.]+)"/.exec(p)?.[1]));
    expect(widths.every((w) => [595.28, 841.89].includes(w))).toBe(true);
    pages.forEach((page, i) => {
      const right = Math.max(0, ...[...page.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1])));
      expect(right, `page ${i + 1}`).toBeLessThanOrEqual(widths[i]! - 36);
    });
    const landscape = pages.flatMap((p, i) =>
      widths[i] === 841.89 ? [squash(p.replace(/<[^>]+>/g, ' '))] : [],
    );
    expect(landscape.join(' ')).toContain('Market segmentation matrix');
    // The matrix's last column is read whole: not cut at the page's edge.
    expect(squash(layout)).toMatch(/High: start here/);
    expect(squash(layout)).toMatch(/Medium: test next/);
  });

  it('should keep every heading on the page of what it heads', async () => {
    const pdf = await exportOf('pdf');
    const { plan } = await sharedPlan();
    const labels = plan.sections.flatMap((s) => s.blocks.flatMap((b) => (b.hideLabel ? [] : [b.label])));
    expect(labels).toContain('Loan schedule: Bank loan (KBC) (EUR)');
    const pages = run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf)
      .split('\f')
      .map((page) => squash(page.replace(/Page \d+ of \d+/, '')).trim());
    pages.forEach((page, i) => {
      for (const label of labels)
        expect(page.endsWith(label), `page ${i + 1} ends with "${label}"`).toBe(false);
    });
  });

  it('should draw the two charts as vectors beside their table, and render a legible page', async () => {
    const pdf = await exportOf('pdf');
    const text = squash(run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf));
    const at = (part: string) => text.indexOf(part);
    expect(at('Months 1-12, base scenario (EUR)')).toBeGreaterThan(0);
    expect(at('Revenue and net profit by month')).toBeGreaterThan(at('Months 1-12, base scenario (EUR)'));
    expect(at('Closing cash against the minimum cash buffer')).toBeGreaterThan(
      at('Revenue and net profit by month'),
    );
    expect(text).toContain('Closing cash, conservative');
    expect(text).toContain('Minimum cash buffer');
    // No image in the PDF: the charts are drawn lines (pdfimages lists a header and nothing else).
    const images = run('pdfimages', ['-list', path.join(OUT, 'repair-cafe.pdf')], Buffer.alloc(0));
    expect(images.trim().split('\n')).toHaveLength(2);
  });

  it('should hold the same pack in the DOCX, its tables within the page', async () => {
    const docx = await exportOf('docx');
    const { value: raw } = await mammoth.extractRawText({ buffer: docx });
    expectLenderPack(squash(raw));
    const file = path.join(OUT, 'repair-cafe.docx');
    const part = (name: string) => run('unzip', ['-p', file, name], Buffer.alloc(0));
    const document = part('word/document.xml');
    // A4 with 1-inch margins: 9,026 twips of text width; every table fixed within it.
    expect(document).toContain('<w:pgSz w:w="11906" w:h="16838"');
    const tables = document.split('<w:tbl>').slice(1);
    expect(tables.length).toBeGreaterThan(10);
    for (const t of tables) {
      expect(t).toContain('<w:tblLayout w:type="fixed"/>');
      const grid = [...(/<w:tblGrid>(.*?)<\/w:tblGrid>/.exec(t)?.[1] ?? '').matchAll(/w:w="(\d+)"/g)];
      expect(grid.reduce((sum, m) => sum + Number(m[1]), 0)).toBeLessThanOrEqual(9026);
    }
    // The two charts are Word line charts (vectors drawn from their data), with the conservative cash.
    const charts = run('unzip', ['-l', file], Buffer.alloc(0)).match(/word\/charts\/chart\d+\.xml/g) ?? [];
    expect(charts).toHaveLength(2);
    const cash = part(charts[1]!);
    expect(cash).toContain('<c:lineChart>');
    for (const name of ['Closing cash, base', 'Minimum cash buffer', 'Closing cash, conservative']) {
      expect(cash).toContain(name);
    }
  });

  it('should hold the same pack in the Markdown and on the shared page', async () => {
    const markdown = (await exportOf('md')).toString('utf8');
    // Markdown tables separate cells with pipes.
    expectLenderPack(squash(markdown.replace(/\*\*/g, '').replace(/ \| /g, ' ').replace(/\|/g, '')));
    const { plan } = await sharedPlan();
    const words = plan.sections
      .flatMap((s) => [
        s.title,
        ...s.blocks.flatMap((b) =>
          b.kind === 'table'
            ? [b.label, ...[b.columns, ...b.rows, ...(b.totals ? [b.totals] : [])].map((r) => r.join(' '))]
            : b.kind === 'text'
              ? [b.label, b.markdown]
              : [b.label],
        ),
      ])
      .join('\n');
    expectLenderPack(squash(words.replace(/\*\*/g, '')));
  });
});
