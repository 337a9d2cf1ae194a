import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';

const LONG_TITLE = 'Bicycle vegetable boxes for Lyon families';

/** Creates a board over HTTP with the signed-up user's ID token. */
async function createBoard(page: Page, token: string, title: string): Promise<Board> {
  const response = await page.request.post('/api/functions/createBoard', {
    data: { data: { title } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: Board }).result;
}

test.describe('the board sidebar', () => {
  test('should cut the board name at 23 characters, toggle with Ctrl+B and keep its state in the sidebar_state cookie', async ({
    page,
    context,
  }) => {
    const account = await signUp(page.request);
    const board = await createBoard(page, account.session.idToken, LONG_TITLE);
    await page.goto(`/${board.id}/idea`);
    await appReady(page);

    await expect(page.getByTestId('sidebar-board-name')).toHaveText(`${LONG_TITLE.slice(0, 23)}...`);
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(
      page.getByRole('navigation', { name: 'Stages' }).getByRole('button', { name: 'Idea', exact: true }),
    ).toHaveAttribute('data-active', 'true');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
    await appReady(page);
    await page.keyboard.press('Control+b');
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });

  test('should be a slide-in sheet at 375 px whose sub-steps select a step and close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    const account = await signUp(page.request);
    const board = await createBoard(page, account.session.idToken, 'Phone board');
    await page.goto(`/${board.id}/idea`);

    await expect(page.getByRole('heading', { level: 1, name: 'Initial Idea' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Stages' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Business Idea' })).toBeDisabled();
    await sheet.getByRole('button', { name: 'Initial Idea' }).click();
    await expect(sheet).toBeHidden();
  });

  test('should show the 404 text for a path under a board that is not a stage', async ({ page }) => {
    const account = await signUp(page.request);
    const board = await createBoard(page, account.session.idToken, 'Lost board');
    await page.goto(`/${board.id}/pricing`);
    await expect(page.getByRole('heading', { name: "There's nothing here: 404!" })).toBeVisible();
  });
});

test.describe('home when the server refuses', () => {
  test('should roll a rename and a delete back and say why', async ({ page }) => {
    const account = await signUp(page.request);
    await createBoard(page, account.session.idToken, 'Keep this name');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Open Keep this name' })).toBeVisible();

    await page.route('**/api/boards/*', async (route) => {
      const method = route.request().method();
      if (method === 'PATCH' || method === 'DELETE') {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { status: 'UNAVAILABLE', code: 'unavailable', message: 'The database is busy' },
          }),
        });
        return;
      }
      await route.fallback();
    });

    await page.getByRole('button', { name: 'Rename Keep this name' }).click();
    await page.getByRole('textbox', { name: 'Board name' }).fill('A new name');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Could not rename the board: The database is busy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Keep this name' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open A new name' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Keep this name' }).click();
    await page.getByRole('button', { name: 'Delete board' }).click();
    await expect(page.getByText('Could not delete the board: The database is busy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Keep this name' })).toBeVisible();
  });

  test('should show the quota message when no board is left', async ({ page }) => {
    const account = await signUp(page.request);
    for (const title of ['One', 'Two', 'Three']) await createBoard(page, account.session.idToken, title);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Open Three' })).toBeVisible();
    await page.getByRole('button', { name: 'New board' }).click();
    await expect(page.getByText('Failed to create board')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'boards' })).toContainText(
      'You have used all 3 of your boards',
    );
  });
});
