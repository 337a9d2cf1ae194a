import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { BOARD_EXPORT_VERSION } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/complete-board.json');
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
/** Every section the page shows: the stages', the plan's own four and the lender's five. */
const PAGE_SECTIONS = [
  'Executive summary',
  'Company and team',
  'Idea',
  'Target Audience',
  'Market size',
  'Unique Value Proposition',
  'Competition',
  'Business Model',
  'Budgeting',
  'Forecast',
  'Sources and uses',
  'Repayment capacity',
  'The first year by month',
  'Scenarios and sensitivity',
  'Go To Market',
  'Milestones',
  'Risks and mitigations',
];

/** Signs up and imports the complete board (every field of every stage, and a forecast) over the API. */
async function completeBoard(page: Page): Promise<Board> {
  const { session } = await signUp(page.request);
  const imported = await page.request.post('/api/functions/importBoard', {
    data: { data: JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as unknown },
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const board = ((await imported.json()) as { result: Board }).result;
  // An imported board's name tells it from the original.
  expect(board.title).toBe('Crème Bakery plan (imported)');
  return board;
}

/** The first paint of a lazy route on a busy 2-core machine can take more than the default 10 s. */
const FIRST_PAINT = { timeout: 30_000 };

async function expectWholePlan(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Crème Bakery plan' })).toBeVisible(FIRST_PAINT);
  for (const section of SECTIONS) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(
    page.getByText('A subscription bakery that delivers sourdough to offices before 9 am.').first(),
  ).toBeVisible();
  const budget = page.getByRole('region', { name: 'Budget' }).getByRole('table');
  // The budget is the forecast's one list of costs: the rent and its fit-out.
  await expect(budget.getByRole('row').last()).toHaveText(/^Total\s*4,200.50\s*500.00$/);
  await expect(page.getByRole('region', { name: 'Market segmentation matrix' })).toContainText(
    'Willingness to pay',
  );
  await expect(page.getByText('Camille, 34, office manager at a 30-person startup.')).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
}

/** The fixture's forecast (1,200 of new subscriptions a month, 25 % cost of sales, rent 500, a 4,200.50 fit-out), base scenario. */
async function expectForecast(page: Page) {
  const forecast = page.getByRole('region', { name: 'Forecast', exact: true });
  await expect(forecast.getByRole('region', { name: 'Assumptions' })).toContainText(
    /Starting cash\s*5,000 EUR/,
  );
  const yearly = forecast
    .getByRole('region', { name: 'Yearly forecast, base scenario (EUR)' })
    .getByRole('table');
  await expect(yearly.getByRole('row').nth(1)).toHaveText(
    /Year 1\s*93,600.00\s*23,400.00\s*10,200.50\s*11,999.90\s*47,999.60/,
  );
  await expect(yearly.getByRole('row').last()).toHaveText(
    /Total\s*799,200.00\s*199,800.00\s*22,200.50\s*115,439.90\s*461,759.60/,
  );
  await expect(forecast).toContainText('Break-even in month 2 (June 2027)');
  await expect(forecast).toContainText('Cash stays at or above zero through month 36');
}

test.describe('the plan page', () => {
  test('should show the whole plan of a complete board at 1280 px, linked from the sidebar', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await completeBoard(page);
    await page.goto(`/${board.id}/idea`);
    await page.getByRole('link', { name: 'Plan', exact: true }).click();
    await expect(page).toHaveURL(`/${board.id}/plan`);
    await expectWholePlan(page);
    await expectForecast(page);
    await page.screenshot({ path: info.outputPath('plan-1280.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('should fit a 375 px phone, linked from the home card', async ({ page }, info) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const board = await completeBoard(page);
    await page.goto('/');
    await page.getByRole('link', { name: `Plan of ${board.title}` }).click();
    await expect(page).toHaveURL(`/${board.id}/plan`);
    await expectWholePlan(page);
    await expectForecast(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await page.screenshot({ path: info.outputPath('plan-375.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('should say which step writes a section that is not written yet', async ({ page }) => {
    const { session } = await signUp(page.request);
    const created = await page.request.post('/api/functions/createBoard', {
      data: { data: { title: 'Empty plan' } },
      headers: { authorization: `Bearer ${session.idToken}` },
    });
    const board = ((await created.json()) as { result: Board }).result;
    await page.goto(`/${board.id}/plan`);
    const budgeting = page.getByRole('region', { name: 'Budgeting' });
    await expect(budgeting).toContainText('Not written yet: the Budget step of Budgeting writes it.');
    await budgeting.getByRole('link', { name: 'Open Budget' }).click();
    await expect(page).toHaveURL(`/${board.id}/budgeting`);
    await page.goto(`/${board.id}/plan`);
    const forecast = page.getByRole('region', { name: 'Forecast', exact: true });
    await expect(forecast).toContainText('Not written yet: the Forecast screen writes it.');
    await expect(forecast.getByRole('link', { name: 'Open Forecast' })).toHaveAttribute(
      'href',
      `/${board.id}/forecast`,
    );
  });

  test('should download each format from the Export menu', async ({ page }) => {
    const board = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    await expect(page.getByRole('heading', { level: 1, name: 'Crème Bakery plan' })).toBeVisible(FIRST_PAINT);
    const checks: [string, string, (bytes: Buffer) => void][] = [
      ['PDF', 'pdf', (b) => expect(b.subarray(0, 5).toString()).toBe('%PDF-')],
      ['Word (.docx)', 'docx', (b) => expect(b.subarray(0, 2).toString()).toBe('PK')],
      ['Markdown', 'md', (b) => expect(b.toString()).toContain('| **Total** |  | 4,200.50 | 500.00 |  |')],
      [
        'JSON (backup, can be imported)',
        'json',
        (b) =>
          expect(JSON.parse(b.toString())).toMatchObject({
            schemaVersion: BOARD_EXPORT_VERSION,
            board: { title: 'Crème Bakery plan (imported)' },
          }),
      ],
    ];
    for (const [item, extension, check] of checks) {
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^Creme-Bakery-plan-imported-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
      );
      check(fs.readFileSync(await download.path()));
    }
  });

  test('should print the plan alone, each stage from a new page', async ({ page }) => {
    const board = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    await expect(page.getByRole('heading', { level: 1, name: 'Crème Bakery plan' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('navigation', { name: 'Stages' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Stages' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Budgeting' })).toBeVisible();
    const breaks = await page
      .locator('[data-plan-page] section')
      .evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
    expect(breaks).toEqual(PAGE_SECTIONS.map(() => 'page'));
  });
});

/** Each table's box against the table: whole when nothing of it lies beyond its box. */
async function tableFits(page: Page) {
  return page.locator('[data-plan-page] [role=region] table').evaluateAll((tables) =>
    tables.map((t) => ({
      name: t.closest('[role=region]')?.getAttribute('aria-labelledby') ?? '',
      whole: t.scrollWidth <= (t.closest('[role=region]')?.clientWidth ?? 0) + 1,
      columns: t.querySelectorAll('thead th').length,
    })),
  );
}

test.describe('the plan a lender reads', () => {
  test('should show every table whole at 1280 px, the matrices whole at 375 px, numbers right-aligned', async ({
    page,
  }) => {
    const board = await completeBoard(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${board.id}/plan`);
    await expectWholePlan(page);
    const wide = await tableFits(page);
    expect(wide.length).toBeGreaterThan(5);
    for (const table of wide) expect(table, table.name).toMatchObject({ whole: true });
    const budget = page.getByRole('region', { name: 'Budget' }).getByRole('table');
    await expect(budget.getByRole('cell', { name: '4,200.50' }).first()).toHaveCSS('text-align', 'right');
    const summary = page.getByRole('region', { name: 'Executive summary' });
    await expect(summary.getByRole('region', { name: 'Key figures' })).toContainText(
      /Funding required\s*6,350.63 EUR: 5,000 EUR planned, 1,350.63 EUR still to find/,
    );
    // Its forecast raises 4 warnings (no capacity, margins of 64-74 %): the figures say so first.
    await expect(summary.getByRole('region', { name: 'Key figures' }).getByRole('row').nth(1)).toHaveText(
      /^Warnings\s*The forecast raises 4 warnings about these figures: read "Check these numbers" in the Forecast section before relying on them\.$/,
    );
    await expect(page.getByRole('region', { name: 'Forecast', exact: true })).toContainText(
      'Check these numbers',
    );
    await expect(summary).toContainText('A subscription bakery that delivers sourdough…');
    await page.setViewportSize({ width: 375, height: 800 });
    const narrow = await tableFits(page);
    // Text tables wrap to the phone's width; the wide number tables scroll inside their own box.
    for (const table of narrow.filter((t) => t.columns <= 3))
      expect(table, table.name).toMatchObject({ whole: true });
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  test('should reorder and hide sections, and the PDF follows', async ({ page }) => {
    // Three saves, a reload and a PDF download: over 30 s on a loaded 2-core machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    await expect(page.getByRole('heading', { level: 1, name: 'Crème Bakery plan' })).toBeVisible(FIRST_PAINT);
    await page.getByRole('button', { name: 'Move Go To Market up' }).click();
    // Go To Market now comes before Scenarios and sensitivity.
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem')).toHaveText([
      ...PAGE_SECTIONS.slice(0, 13),
      'Go To Market',
      'Scenarios and sensitivity',
      ...PAGE_SECTIONS.slice(15),
    ]);
    await page.getByRole('checkbox', { name: 'In exports (Idea)' }).uncheck();
    await expect(page.getByRole('region', { name: /^Idea/ })).toContainText('Left out of exports');
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF' }).click(),
    ]);
    const text = spawnSync('pdftotext', ['-enc', 'UTF-8', await download.path(), '-']).stdout.toString();
    const contents = (text.split('\f')[1] ?? '').replace(/\s+/g, ' ');
    expect(contents.indexOf('Go To Market')).toBeLessThan(contents.indexOf('Scenarios and sensitivity'));
    expect(contents).not.toMatch(/\bIdea\b/);
    expect(text).not.toContain('Fresh sourdough delivered to offices');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'In exports (Idea)' })).not.toBeChecked(FIRST_PAINT);
    await expectNoSeriousA11yViolations(page);
  });

  test('should show a click on "In exports" at once, even when the browser draws frames late', async ({
    page,
  }) => {
    test.slow();
    // A busy machine: every animation frame comes half a second late.
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => frame((time) => setTimeout(() => callback(time), 500));
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    await expect(page.getByRole('heading', { level: 1, name: 'Crème Bakery plan' })).toBeVisible(FIRST_PAINT);
    for (const name of ['Idea', 'Budgeting']) {
      const checkbox = page.getByRole('checkbox', { name: `In exports (${name})` });
      await checkbox.uncheck();
      await expect(page.getByRole('region', { name: new RegExp(`^${name}`) })).toContainText(
        'Left out of exports',
      );
      await checkbox.check();
      await expect(checkbox).toBeChecked();
    }
  });

  test('should save the cover details and logo, and refuse an SVG logo', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    await page.getByText('Cover and company details').click(FIRST_PAINT);
    const form = page.getByRole('form', { name: 'Cover and company details' });
    await form.getByLabel('Logo (PNG or JPEG, up to 1 MB)').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    });
    await expect(form.getByRole('alert')).toHaveText(
      'The logo must be a PNG or JPEG image (SVG and other formats are refused).',
    );
    await form
      .getByLabel('Logo (PNG or JPEG, up to 1 MB)')
      .setInputFiles(path.join(import.meta.dirname, '../../docs/plan-pdf-cover.png'));
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('Company name').fill('Crème Bakery SAS');
    await form.getByLabel('Founders (one per line: name, role)').fill('Ana Ruiz, CEO\nTom Berg, Head baker');
    await form.getByLabel('Contact email').fill('hello@creme.example');
    await form.getByLabel('Website').fill('https://creme.example');
    await form.getByLabel('Mark the plan “Confidential”').check();
    await form.getByRole('button', { name: 'Save cover details' }).click();
    await expect(page.getByText('Cover details saved')).toBeVisible();
    await page.reload();
    const header = page.locator('[data-plan-page] header');
    await expect(header).toContainText('Crème Bakery SAS', FIRST_PAINT);
    await expect(header).toContainText('Founders: Ana Ruiz (CEO), Tom Berg (Head baker)');
    await expect(header).toContainText('hello@creme.example · https://creme.example');
    await expect(header).toContainText('Confidential');
    await expect(header.getByRole('img', { name: 'Logo of Crème Bakery SAS' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Import a board', () => {
  test('should create a board from a JSON export file and open its plan', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/');
    await appReady(page);
    await page.getByLabel('Board export file (JSON)').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ schemaVersion: 2, format: 'planner-board' })),
    });
    await expect(page.getByRole('alert')).toContainText('The board could not be imported: exportedAt:');
    await page.getByLabel('Board export file (JSON)').setInputFiles(FIXTURE);
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/plan$/);
    await expectWholePlan(page);
    await expectForecast(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Open Crème Bakery plan' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
