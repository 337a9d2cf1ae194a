import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';

const KEY_PREFIX = 'planner:draft:';

/** A board whose idea stage has its business idea draft, so it opens on REFINE_BUSINESS_IDEA. */
async function boardWithDraft(page: Page): Promise<Board> {
  const account = await signUp(page.request);
  const headers = { authorization: `Bearer ${account.session.idToken}` };
  const created = await page.request.post('/api/functions/createBoard', {
    data: { data: { title: 'Unsaved drafts' } },
    headers,
  });
  expect(created.status()).toBe(200);
  const board = ((await created.json()) as { result: Board }).result;
  const drafted = await page.request.post('/api/idea/completion', {
    data: { promptVersion: '1.1.2', boardId: board.id, initialIdea: 'Bike-delivered vegetable boxes.' },
    headers,
  });
  expect(drafted.status()).toBe(200);
  return board;
}

const storedDrafts = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), KEY_PREFIX);

test.describe('unsaved edits', () => {
  test('should survive a reload, then save and be forgotten', async ({ page }) => {
    const board = await boardWithDraft(page);
    await page.goto(`/${board.id}/idea`);
    const editor = page.getByRole('textbox', { name: 'Your business idea' });
    await expect(editor).toBeVisible();
    const text = 'My own words: fresh vegetables, delivered by bike every Friday.';
    await editor.fill(text);
    await expect
      .poll(() => storedDrafts(page))
      .toEqual([`${KEY_PREFIX}${board.id}:ideaData.refinedBusinessIdea`]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(text);
    await expect(page.getByText('Restored your unsaved changes.')).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Restored your unsaved changes.')).toBeHidden();
    // Forgotten once the server has the text (the button says Saved as soon as the save is sent).
    await expect.poll(() => storedDrafts(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(text);
    await expect(page.getByText('Restored your unsaved changes.')).toBeHidden();
  });

  test('should discard restored changes on request', async ({ page }) => {
    const board = await boardWithDraft(page);
    await page.goto(`/${board.id}/idea`);
    const editor = page.getByRole('textbox', { name: 'Your business idea' });
    const draft = await editor.inputValue();
    expect(draft.trim()).not.toBe('');
    await editor.fill('Words I will throw away.');
    await expect.poll(() => storedDrafts(page)).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(
      'Words I will throw away.',
    );
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(draft);
    await expect(page.getByText('Restored your unsaved changes.')).toBeHidden();
    expect(await storedDrafts(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(draft);
  });
});
