import fs from 'node:fs';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/complete-board.json');
/** The first paint of a lazy route on a busy 2-core machine can take more than the default 10 s. */
const FIRST_PAINT = { timeout: 30_000 };

/** Signs up and imports the complete board (every stage refined, a budget and a forecast). */
async function completeBoard(page: Page): Promise<Board> {
  const { session } = await signUp(page.request);
  const imported = await page.request.post('/api/functions/importBoard', {
    data: { data: JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as unknown },
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return ((await imported.json()) as { result: Board }).result;
}

/**
 * Every table wider than its box: whether that box scrolls (not the page) and its first column
 * stays in place.
 */
const wideTables = (page: Page) =>
  page.locator('table').evaluateAll((tables) =>
    tables
      .filter((t) => t.getBoundingClientRect().width > 0)
      .flatMap((table) => {
        let box = table.parentElement;
        while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
        if (!box || table.scrollWidth <= box.clientWidth + 1) return [];
        const first = table.querySelector('tr > *:first-child');
        return [
          {
            table: table.getAttribute('aria-label') ?? table.closest('section')?.id ?? '?',
            scrolls: ['auto', 'scroll'].includes(getComputedStyle(box).overflowX),
            firstColumnFixed: first ? getComputedStyle(first).position === 'sticky' : false,
          },
        ];
      }),
  );

/** The screen at 375 px: nothing scrolls sideways but a table's own box, kept under test-results to look at. */
async function checkPhoneScreen(page: Page, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(375);
  for (const table of await wideTables(page))
    expect.soft(table, `${name}: ${table.table}`).toMatchObject({ scrolls: true, firstColumnFixed: true });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page);
}

test.describe('a board on a phone (375 px)', () => {
  test('should fold the draft once a refined text exists, and scroll only inside tables, on every stage, the plan and the forecast', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const board = await completeBoard(page);
    const stages: [string, string][] = [
      ['idea', 'Initial Idea'],
      ['target-audience', 'Target Groups'],
      ['uvp', 'Unique Value Proposition'],
      ['business-model', 'Key Partners'],
      ['budgeting', 'Budget'],
      ['go-to-market', 'Marketing Channels'],
    ];
    for (const [slug, step] of stages) {
      await page.goto(`/${board.id}/${slug}`);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: step })).toBeVisible(FIRST_PAINT);
      await checkPhoneScreen(page, slug);
    }

    // A refined step: the draft is folded, so the editor is on the first screen.
    await page.goto(`/${board.id}/go-to-market`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing Channels' })).toBeVisible(
      FIRST_PAINT,
    );
    const editor = page.getByRole('textbox', { name: 'Your marketing channels' });
    const show = page.getByRole('button', { name: 'Show the draft' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Regenerate marketing channels' })).toHaveCount(0);
    const top = await editor.evaluate((e) => e.getBoundingClientRect().top);
    expect(top).toBeLessThan(800);
    await show.click();
    await expect(page.getByRole('button', { name: 'Hide the draft' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Regenerate marketing channels' })).toBeVisible();
    await checkPhoneScreen(page, 'go-to-market-draft-open');

    await page.goto(`/${board.id}/plan`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await checkPhoneScreen(page, 'plan');
    for (const id of ['budgeting', 'forecast'])
      await page.locator(`section#${id}`).screenshot({ path: test.info().outputPath(`plan-${id}-375.png`) });
    await page.goto(`/${board.id}/forecast`);
    await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('table').first()).toBeVisible(FIRST_PAINT);
    await checkPhoneScreen(page, 'forecast');
    await page
      .getByRole('region', { name: 'Financial statements' })
      .screenshot({ path: test.info().outputPath('forecast-statements-375.png') });
  });

  test('should show the whole draft at once on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await completeBoard(page);
    await page.goto(`/${board.id}/go-to-market`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Launch Plan' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('button', { name: 'Regenerate launch plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show the draft' })).toHaveCount(0);
  });
});
