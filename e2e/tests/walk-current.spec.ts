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

/** Signs up and imports the complete board (every stage written, a budget and a forecast). */
async function completeBoard(page: Page): Promise<Board> {
  const { session } = await signUp(page.request);
  const imported = await page.request.post('/api/functions/importBoard', {
    data: { data: JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as unknown },
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return ((await imported.json()) as { result: Board }).result;
}

/** Every element of the page that says it is current, as `aria-current` value and text. */
const currentItems = (page: Page) =>
  page
    .locator('[aria-current]')
    .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('aria-current')}: ${n.textContent?.trim()}`));

/** The sidebar items drawn as active (highlighted). */
const litItems = (page: Page) =>
  page
    .locator('[data-sidebar] [data-active="true"]')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim()));

test.describe('the current page in the sidebar', () => {
  test('should mark exactly one item current, the page shown, on every board page', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await completeBoard(page);
    const stages: [string, string, string][] = [
      ['idea', 'Initial Idea', 'Idea'],
      ['target-audience', 'Target Groups', 'Target Audience'],
      ['uvp', 'Unique Value Proposition', 'Unique Value Proposition'],
      ['business-model', 'Key Partners', 'Business Model'],
      ['budgeting', 'Budget', 'Budgeting'],
      ['go-to-market', 'Marketing Channels', 'Go To Market'],
    ];
    for (const [slug, step, stage] of stages) {
      await page.goto(`/${board.id}/${slug}`);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: step })).toBeVisible(FIRST_PAINT);
      await expect.poll(() => currentItems(page), { message: slug }).toEqual([`page: ${step}`]);
      // The stage and its step: one stage lit, and no other stage's step.
      await expect.poll(() => litItems(page), { message: slug }).toEqual([stage, step]);
    }
    // Going from the last step to the plan, the forecast and the review: only that item is lit.
    for (const [slug, name, heading] of [
      ['plan', 'Plan', 'Crème Bakery plan (imported)'],
      ['forecast', 'Forecast', 'Forecast'],
      ['review', 'Review', /review/i],
    ] as const) {
      await page.goto(`/${board.id}/go-to-market`);
      await appReady(page);
      await page.getByRole('button', { name: 'Launch Plan', exact: true }).click(FIRST_PAINT);
      await expect(page.getByRole('heading', { level: 1, name: 'Launch Plan' })).toBeVisible();
      await expect.poll(() => currentItems(page)).toEqual(['page: Launch Plan']);
      await page.locator('[data-sidebar="sidebar"]').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${board.id}/${slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_PAINT);
      await expect.poll(() => currentItems(page), { message: slug }).toEqual([`page: ${name}`]);
      await expect.poll(() => litItems(page), { message: slug }).toEqual([name]);
    }
    // Steps folded away: the stage itself is the current item.
    await page.goto(`/${board.id}/idea`);
    await page.getByRole('button', { name: 'Idea', exact: true }).click();
    await expect.poll(() => currentItems(page)).toEqual(['page: Idea']);
  });
});

test.describe('the last step', () => {
  test('should link to the plan, the forecast and the review in its content', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await completeBoard(page);
    for (const [name, slug] of [
      ['Open the plan', 'plan'],
      ['Open the forecast', 'forecast'],
      ['Open the review', 'review'],
    ] as const) {
      await page.goto(`/${board.id}/go-to-market`);
      await appReady(page);
      await page.getByRole('button', { name: 'Launch Plan', exact: true }).click(FIRST_PAINT);
      const next = page.getByRole('region', { name: 'What next' });
      await expect(next).toBeVisible(FIRST_PAINT);
      await next.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/${board.id}/${slug}$`));
    }
    await page.goto(`/${board.id}/go-to-market`);
    await appReady(page);
    await page.getByRole('button', { name: 'Launch Plan', exact: true }).click(FIRST_PAINT);
    await expect(page.getByRole('region', { name: 'What next' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('region', { name: 'What next' }).getByRole('link')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });
});
