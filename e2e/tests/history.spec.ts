import type { Board } from '@planner/domain';
import { expect, type Page, test, type TestInfo } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { restoreSelectedVersion } from '../support/history.js';

/** A board with a business idea draft whose idea was changed since, so a regenerated draft differs. */
async function boardWithDraft(page: Page) {
  const account = await signUp(page.request);
  const headers = { authorization: `Bearer ${account.session.idToken}` };
  const created = await page.request.post('/api/functions/createBoard', {
    data: { data: { title: 'History walk' } },
    headers,
  });
  const board = ((await created.json()) as { result: Board }).result;
  const drafted = await page.request.post('/api/idea/completion', {
    data: { promptVersion: '1.1.2', boardId: board.id, initialIdea: 'Bike-delivered vegetable boxes.' },
    headers,
  });
  expect(drafted.status()).toBe(200);
  const changed = await page.request.patch(`/api/boards/${board.id}`, {
    data: { ideaData: { initialIdea: 'A repair cafe for kids bikes in Leipzig, open on weekends.' } },
    headers,
  });
  expect(changed.status()).toBe(200);
  const read = async () =>
    (await (await page.request.get(`/api/boards/${board.id}`, { headers })).json()) as Board;
  return { board, read };
}

/** The screen at 1280 and 375 px, kept with the test's results for review. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('history: edit three times, regenerate, undo the draft, diff, restore; trash and restore', async ({
  page,
}, testInfo) => {
  // One walk through the whole story: longer than a single screen's test.
  test.setTimeout(120_000);
  const { board, read } = await boardWithDraft(page);
  await page.goto(`/${board.id}/idea`);
  const editor = page.getByRole('textbox', { name: 'Your business idea' });
  await expect(editor).toBeVisible();

  for (const word of ['one', 'two', 'three']) {
    await editor.fill(`Version ${word}: vegetables delivered by bike every Friday.`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await read()).ideaData.refinedBusinessIdea).toContain(`Version ${word}`);
  }

  // Regenerating replaces the draft the user had; the toast's Undo brings it back.
  const oldDraft = (await read()).ideaData.businessIdea;
  await page.getByRole('button', { name: /^Regenerate/ }).click();
  const toast = page.getByText('The new draft replaced your previous text.');
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await read()).ideaData.businessIdea).not.toBe(oldDraft);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await read()).ideaData.businessIdea).toBe(oldDraft);

  // The refined field's history: three versions, a word diff, restore the first.
  await page.getByRole('button', { name: 'History of Your business idea' }).click();
  const versions = page.getByRole('list', { name: 'Versions of Your business idea' }).getByRole('button');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Edit');
  await versions.last().click();
  const diff = page.getByTestId('version-diff');
  await expect(diff.locator('del')).toHaveText(['one']);
  await expect(diff.locator('ins')).toHaveText(['three']);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, testInfo, 'history');

  await restoreSelectedVersion(page);
  await expect.poll(async () => (await read()).ideaData.refinedBusinessIdea).toContain('Version one');
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText('Restored');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveValue(/Version one/);

  // The board's activity, from the sidebar: one session of work with every change in it.
  await page.getByRole('button', { name: 'Activity' }).click();
  const activity = page.getByRole('dialog', { name: 'Board activity' });
  await expect(activity.getByRole('region', { name: /^Session of / })).toHaveCount(1);
  await expect(activity.getByText('Refined business idea')).toHaveCount(4);
  await expect(activity.getByText('Restored')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // Delete the board: it goes to the trash, and comes back from there.
  await page.goto('/');
  await page.getByRole('button', { name: 'Delete History walk' }).click();
  await page.getByRole('button', { name: 'Delete board' }).click();
  await expect(page.getByText('"History walk" was moved to the trash')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open History walk' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  const trash = page.getByRole('list', { name: 'Boards in the trash' });
  await expect(trash).toContainText('History walk');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, testInfo, 'trash');
  await trash.getByRole('button', { name: 'Restore History walk' }).click();
  await expect(page.getByText('"History walk" was restored')).toBeVisible();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Open History walk' })).toBeVisible();
  expect((await read()).ideaData.refinedBusinessIdea).toContain('Version one');
});

test('trash: delete forever after a confirmation', async ({ page }) => {
  const { board } = await boardWithDraft(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Delete History walk' }).click();
  await page.getByRole('button', { name: 'Delete board' }).click();
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  await page.getByRole('button', { name: 'Delete History walk forever' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this board forever?' })
    .getByRole('button', { name: 'Delete forever' })
    .click();
  await expect(page.getByText('"History walk" was deleted forever')).toBeVisible();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await page.goto(`/${board.id}/idea`);
  await expect(page.getByText(/not found|nothing here/i).first()).toBeVisible();
});
