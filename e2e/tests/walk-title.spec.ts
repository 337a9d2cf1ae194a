import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp, uniqueEmail } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { latestLinkTo } from '../support/outbox.js';

/** A new user's new board, "Untitled board", and a reader of it over HTTP. */
async function untitledBoard(page: Page) {
  const { session } = await signUp(page.request);
  const headers = { authorization: `Bearer ${session.idToken}` };
  const created = await page.request.post('/api/functions/createBoard', { data: { data: {} }, headers });
  expect(created.status(), await created.text()).toBe(200);
  const board = ((await created.json()) as { result: Board }).result;
  expect(board.title).toBe('Untitled board');
  const title = async () =>
    ((await (await page.request.get(`/api/boards/${board.id}`, { headers })).json()) as Board).title;
  return { board, title, headers };
}

async function saveIdea(page: Page, boardId: string, idea: string) {
  await page.goto(`/${boardId}/idea`);
  await appReady(page);
  await page.getByRole('textbox', { name: 'Your initial idea' }).fill(idea);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
}

test.describe('the board’s name in its header', () => {
  test('should propose the idea’s first words once the idea is saved, and let the founder edit them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { board, title } = await untitledBoard(page);
    await page.goto(`/${board.id}/idea`);
    await appReady(page);
    await expect(page.getByTestId('board-title')).toHaveText('Untitled board');
    // Nothing to propose before an idea is saved.
    await page.getByRole('textbox', { name: 'Your initial idea' }).fill('bikes for rent in Ghent');
    await expect(page.getByRole('group', { name: 'Proposed name' })).toHaveCount(0);

    await saveIdea(page, board.id, 'bikes for rent in Ghent, delivered to your door. Repairs too.');
    const proposal = page.getByRole('group', { name: 'Proposed name' });
    await expect(proposal).toHaveText(/Name this board “Bikes for rent in Ghent, delivered”\?/);
    // Proposed, never set behind the founder's back.
    expect(await title()).toBe('Untitled board');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(proposal).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await proposal.getByRole('button', { name: 'Edit name' }).click();
    const field = page.getByRole('textbox', { name: 'Board name' });
    await expect(field).toHaveValue('Bikes for rent in Ghent, delivered');
    await field.fill('Ghent bike rental');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByTestId('board-title')).toHaveText('Ghent bike rental');
    await expect(page.getByTestId('sidebar-board-name')).toHaveText('Ghent bike rental');
    await expect.poll(title).toBe('Ghent bike rental');
    await expect(page.getByRole('group', { name: 'Proposed name' })).toHaveCount(0);
  });

  test('should take the proposed name with one click', async ({ page }) => {
    const { board, title } = await untitledBoard(page);
    await saveIdea(page, board.id, 'Sourdough delivered to offices.');
    await page
      .getByRole('group', { name: 'Proposed name' })
      .getByRole('button', { name: 'Use this name' })
      .click();
    await expect(page.getByTestId('board-title')).toHaveText('Sourdough delivered to offices');
    await expect.poll(title).toBe('Sourdough delivered to offices');
  });

  test('should rename the board in its header, refuse an empty name, and cancel with Escape', async ({
    page,
  }) => {
    const { board, title } = await untitledBoard(page);
    await page.goto(`/${board.id}/plan`);
    await page.getByRole('button', { name: 'Rename board' }).click({ timeout: 30_000 });
    const field = page.getByRole('textbox', { name: 'Board name' });
    await expect(field).toBeFocused();
    await field.fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Board name cannot be empty')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('Never saved');
    await field.press('Escape');
    await expect(page.getByTestId('board-title')).toHaveText('Untitled board');
    await expect(page.getByRole('button', { name: 'Rename board' })).toBeFocused();
    await page.getByRole('button', { name: 'Rename board' }).click();
    await page.getByRole('textbox', { name: 'Board name' }).fill('Market stall');
    await page.getByRole('textbox', { name: 'Board name' }).press('Enter');
    await expect(page.getByTestId('board-title')).toHaveText('Market stall');
    await expect.poll(title).toBe('Market stall');
  });

  test('should show a viewer the name without Rename or a proposal', async ({ page, browser }) => {
    const { board, headers } = await untitledBoard(page);
    await saveIdea(page, board.id, 'Coffee cart at the station.');
    const viewer = await (await browser.newContext()).newPage();
    const account = await signUp(viewer.request, { email: uniqueEmail('viewer'), displayName: 'Vi Viewer' });
    await viewer.goto(await latestLinkTo(account.email));
    await expect(viewer.getByText('Your email address has been verified.')).toBeVisible();
    const shared = await page.request.post(`/api/boards/${board.id}/members`, {
      data: { email: account.email, role: 'viewer' },
      headers,
    });
    expect(shared.status()).toBe(201);
    await viewer.goto(`/${board.id}/idea`);
    await appReady(viewer);
    await expect(viewer.getByText('You can view this board')).toBeVisible();
    await expect(viewer.getByTestId('board-title')).toHaveText('Untitled board');
    await expect(viewer.getByRole('button', { name: 'Rename board' })).toHaveCount(0);
    await expect(viewer.getByRole('group', { name: 'Proposed name' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer);
  });
});
