import type { Board } from '@planner/domain';
import { expect, type Page, test, type TestInfo } from '@playwright/test';

import { signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** A signed-in user's new board (the page's context holds the session), read back over HTTP. */
async function newBoard(page: Page, initialIdea = '') {
  const account = await signUp(page.request);
  const headers = { authorization: `Bearer ${account.session.idToken}` };
  const created = await page.request.post('/api/functions/createBoard', {
    data: { data: { title: 'Edits walk' } },
    headers,
  });
  const board = ((await created.json()) as { result: Board }).result;
  if (initialIdea) {
    const patched = await page.request.patch(`/api/boards/${board.id}`, {
      data: { ideaData: { initialIdea } },
      headers,
    });
    expect(patched.status()).toBe(200);
  }
  const read = async () =>
    (await (await page.request.get(`/api/boards/${board.id}`, { headers })).json()) as Board;
  return { board, read };
}

async function openIdea(page: Page, boardId: string) {
  await page.goto(`/${boardId}/idea`);
  await appReady(page);
  const editor = page.getByRole('textbox', { name: 'Your initial idea' });
  await expect(editor).toBeVisible();
  return editor;
}

/** The screen at 1280 and 375 px, kept with the test's results for review. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('two tabs: the second save of a field shows both versions, keeps the typing across a reload, and lets the user choose', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { board, read } = await newBoard(page, 'Bikes for rent');
  const tabA = page;
  const tabB = await page.context().newPage();
  const editorA = await openIdea(tabA, board.id);
  const editorB = await openIdea(tabB, board.id);

  // Tab B starts typing on the text both tabs show; tab A saves the same field first.
  await editorB.fill('Tab B: cargo bikes for families');
  await editorA.fill('Tab A: bikes with baskets');
  await tabA.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await read()).ideaData.initialIdea).toBe('Tab A: bikes with baskets');

  // Tab B hears of it at once (the board's live stream): its text stays, named as this account's other tab.
  await expect(
    tabB
      .getByRole('status')
      .filter({ hasText: 'Your other tab saved your initial idea while you were editing' }),
  ).toBeVisible();
  await expect(editorB).toHaveValue('Tab B: cargo bikes for families');

  // Tab B's save is refused, with both versions side by side; nothing is overwritten.
  await tabB.getByRole('button', { name: 'Save', exact: true }).click();
  const choice = tabB.getByRole('region', {
    name: 'Your other tab saved your initial idea while you were editing',
  });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole('figure', { name: /Their version/ })).toContainText(
    'Tab A: bikes with baskets',
  );
  await expect(choice.getByRole('figure', { name: /Your version/ })).toContainText(
    'Tab B: cargo bikes for families',
  );
  await expect(choice.getByRole('figure', { name: /Their version/ }).locator('del')).toContainText(['A']);
  await expect(choice.getByRole('figure', { name: /Your version/ }).locator('ins')).toContainText(['B']);
  await expect(tabB.getByText('Saved', { exact: true })).toHaveCount(0);
  expect((await read()).ideaData.initialIdea).toBe('Tab A: bikes with baskets');
  await expectNoSeriousA11yViolations(tabB);
  await screenshots(tabB, testInfo, 'conflict-choice');

  // A reload loses nothing: the typing and the choice come back.
  await tabB.reload();
  await appReady(tabB);
  await expect(tabB.getByRole('textbox', { name: 'Your initial idea' })).toHaveValue(
    'Tab B: cargo bikes for families',
  );
  await expect(choice).toBeVisible();

  // Tab A types again meanwhile, from the version it saved.
  await editorA.fill('Tab A: second thoughts');

  // Keep mine: tab B's text is saved over tab A's, knowingly.
  await choice.getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(async () => (await read()).ideaData.initialIdea).toBe('Tab B: cargo bikes for families');
  await expect(choice).toBeHidden();

  // Take theirs: tab A's later save meets tab B's text; taking it puts it in tab A's editor.
  await expect(
    tabA
      .getByRole('status')
      .filter({ hasText: 'Your other tab saved your initial idea while you were editing' }),
  ).toBeVisible();
  await tabA.getByRole('button', { name: 'Save', exact: true }).click();
  const choiceA = tabA.getByRole('region', {
    name: 'Your other tab saved your initial idea while you were editing',
  });
  await expect(choiceA).toBeVisible();
  await choiceA.getByRole('button', { name: 'Take theirs' }).click();
  await expect(editorA).toHaveValue('Tab B: cargo bikes for families');
  await expect(choiceA).toBeHidden();
  expect((await read()).ideaData.initialIdea).toBe('Tab B: cargo bikes for families');
});

test('text typed just before the page is left is kept, and Back goes to the previous step of the stage', async ({
  context,
}) => {
  let page = await context.newPage();
  const { board } = await newBoard(page, 'Bike-delivered vegetable boxes in Leipzig.');
  const editor = await openIdea(page, board.id);

  // Typed, then the page is left at once (here its tab closed: a reload or Back out of the app can
  // take longer than the backup's debounce on a busy machine, a closed tab never does).
  await editor.click();
  await page.evaluate(() => {
    const area = document.querySelector<HTMLTextAreaElement>('#field-initialIdea');
    if (!area) throw new Error('No initial idea editor');
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(area, 'Typed a moment before leaving');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  page = await context.newPage();
  await openIdea(page, board.id);
  await expect(page.getByRole('textbox', { name: 'Your initial idea' })).toHaveValue(
    'Typed a moment before leaving',
  );
  await expect(page.getByText('Restored your unsaved changes.')).toBeVisible();

  // Drafting moves to the next step; the browser's Back returns to the step before, on the same page.
  await page.getByRole('button', { name: /^Generate business idea/ }).click();
  await expect(page.getByRole('textbox', { name: 'Your business idea' })).toBeVisible();
  const url = page.url();
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Your initial idea' })).toBeVisible();
  expect(page.url()).toBe(url);
  await page.goForward();
  await expect(page.getByRole('textbox', { name: 'Your business idea' })).toBeVisible();
});

test('offline save: says the edit is kept and saves it when the connection returns', async ({ page }) => {
  const { board, read } = await newBoard(page);
  const editor = await openIdea(page, board.id);
  await editor.fill('Written on a train without signal');

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('You are offline: your changes are kept and will be saved when you are back online', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
  await expect(editor).toHaveValue('Written on a train without signal');
  expect((await read()).ideaData.initialIdea).toBe('');

  await page.context().setOffline(false);
  await expect
    .poll(async () => (await read()).ideaData.initialIdea)
    .toBe('Written on a train without signal');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
});

test('long text: a counter near 20,000 characters, and the editor refuses more in words a person reads', async ({
  page,
}) => {
  const { board, read } = await newBoard(page);
  const editor = await openIdea(page, board.id);

  await editor.fill('a'.repeat(17_999));
  await expect(page.getByText(/of 20,000 characters/)).toHaveCount(0);
  await editor.fill('a'.repeat(19_000));
  await expect(page.getByText('19,000 of 20,000 characters', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  await editor.fill('a'.repeat(20_345));
  const refusal = page.getByText(
    'Too long to save: 20,345 of 20,000 characters. Shorten it by 345 characters.',
    { exact: true },
  );
  await expect(refusal).toBeVisible();
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toHaveAccessibleDescription(/Shorten it by 345 characters/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByText(/body\./)).toHaveCount(0);
  expect((await read()).ideaData.initialIdea).toBe('');
  await expectNoSeriousA11yViolations(page);
});
