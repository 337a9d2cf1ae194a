import type { Board } from '@planner/domain';
import { expect, type Page, type Request, type Route, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** A board on its last step, the Launch Plan, with a refined plan saved. */
async function launchPlanBoard(page: Page) {
  const { session } = await signUp(page.request);
  const headers = { authorization: `Bearer ${session.idToken}` };
  const created = await page.request.post('/api/functions/createBoard', {
    data: { data: { title: 'Save walk' } },
    headers,
  });
  const board = ((await created.json()) as { result: Board }).result;
  const patched = await page.request.patch(`/api/boards/${board.id}`, {
    headers,
    data: {
      currentStage: 'GO_TO_MARKET',
      currentStep: 'REFINE_LAUNCH_PLAN',
      goToMarketData: {
        marketingChannels: 'Instagram',
        refinedMarketingChannels: 'Instagram',
        launchPlan: 'Week 1: open.',
        refinedLaunchPlan: 'Week 1: open.',
      },
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const stored = async () =>
    ((await (await page.request.get(`/api/boards/${board.id}`, { headers })).json()) as Board).goToMarketData
      .refinedLaunchPlan;
  return { board, stored };
}

/** Holds every PATCH of the board open until `release`: the server never sees one held when the page goes. */
async function holdSaves(page: Page, boardId: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(`**/api/boards/${boardId}`, (route: Route, request: Request) =>
    holding && request.method() === 'PATCH' ? void held.push(route) : route.continue(),
  );
  return {
    held,
    async release() {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

async function openLaunchPlan(page: Page, boardId: string) {
  await page.goto(`/${boardId}/go-to-market`);
  await appReady(page);
  const editor = page.getByRole('textbox', { name: 'Your launch plan' });
  await expect(editor).toBeVisible();
  return editor;
}

test.describe('saving a step', () => {
  test('should say "Saving…" until the server answered, and "Saved" only then', async ({ page }) => {
    const { board, stored } = await launchPlanBoard(page);
    const editor = await openLaunchPlan(page, board.id);
    const saves = await holdSaves(page, board.id);
    await editor.fill('Week 1: open.\nWeek 2: tastings at the market.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
    await expect.poll(() => saves.held.length).toBe(1);
    // However long the answer takes, nothing says it is saved.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Typed on while the save is on its way: the answer does not take the new words away.
    await editor.fill('Week 1: open.\nWeek 2: tastings at the market.\nWeek 3: a newsletter.');
    await saves.release();
    await expect.poll(stored).toBe('Week 1: open.\nWeek 2: tastings at the market.');
    await expect(editor).toHaveValue('Week 1: open.\nWeek 2: tastings at the market.\nWeek 3: a newsletter.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect.poll(stored).toBe('Week 1: open.\nWeek 2: tastings at the market.\nWeek 3: a newsletter.');
  });

  test('should keep a save still on its way when the page is reloaded, and restore it', async ({ page }) => {
    const { board, stored } = await launchPlanBoard(page);
    const editor = await openLaunchPlan(page, board.id);
    const saves = await holdSaves(page, board.id);
    await editor.fill('Week 1: open.\nWeek 2: a stall at the Saturday market.');
    // Saved at once, before the backup's pause after typing ends.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
    await page.reload();
    // The held request went with the page: the server never saw it.
    saves.held.splice(0);
    await appReady(page);
    const restored = page.getByRole('textbox', { name: 'Your launch plan' });
    await expect(restored).toHaveValue('Week 1: open.\nWeek 2: a stall at the Saturday market.');
    await expect(page.getByRole('note')).toContainText('Restored your unsaved changes.');
    expect(await stored()).toBe('Week 1: open.');
    await saves.release();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect.poll(stored).toBe('Week 1: open.\nWeek 2: a stall at the Saturday market.');
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
