import type { Board } from '@planner/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { signUp, type TestAccount, uniqueEmail } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { latestLinkTo } from '../support/outbox.js';

/** A new account whose address is verified through the emailed link, signed in in its own context. */
async function verifiedUser(
  browser: Browser,
  displayName: string,
): Promise<{ account: TestAccount; page: Page }> {
  const page = await (await browser.newContext()).newPage();
  const account = await signUp(page.request, { email: uniqueEmail('live'), displayName });
  await page.goto(await latestLinkTo(account.email));
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  return { account, page };
}

/** Ada's board, shared with Eve as an editor, both on its first step. */
async function sharedBoard(browser: Browser) {
  const { account: adaAccount, page: ada } = await verifiedUser(browser, 'Ada Owner');
  const { account: eveAccount, page: eve } = await verifiedUser(browser, 'Eve Editor');
  const headers = { authorization: `Bearer ${adaAccount.session.idToken}` };
  const created = await ada.request.post('/api/functions/createBoard', {
    data: { data: { title: 'Soup bikes' } },
    headers,
  });
  const board = ((await created.json()) as { result: Board }).result;
  const shared = await ada.request.post(`/api/boards/${board.id}/members`, {
    data: { email: eveAccount.email, role: 'editor' },
    headers,
  });
  expect(shared.status()).toBe(201);
  const read = async () =>
    ((await (await ada.request.get(`/api/boards/${board.id}`, { headers })).json()) as Board).ideaData
      .initialIdea;
  for (const page of [ada, eve]) {
    await page.goto(`/${board.id}/idea`);
    await appReady(page);
  }
  return { board, ada, eve, read };
}

const idea = (page: Page) => page.getByRole('textbox', { name: 'Your initial idea' });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

test.describe('live board', () => {
  test("should show the others here, and an editor's save to the owner without a reload", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { ada, eve, read } = await sharedBoard(browser);

    // Who is here: Eve's avatar with her step in Ada's bar, the step marked in Ada's sidebar.
    const here = ada.getByRole('list', { name: 'Also here' });
    await expect(here.getByRole('img', { name: 'Eve Editor, on Initial Idea' })).toBeVisible();
    await expect(here).toContainText('EE');
    await expect(
      eve.getByRole('list', { name: 'Also here' }).getByRole('img', { name: 'Ada Owner, on Initial Idea' }),
    ).toBeVisible();
    await expect(ada.getByRole('button', { name: /Initial Idea \(Eve Editor is here\)/ })).toBeVisible();

    // Eve saves; Ada's editor (untouched) shows it in place.
    await idea(eve).fill('Soup delivered by cargo bike, hot at lunch.');
    await save(eve);
    await expect.poll(read).toBe('Soup delivered by cargo bike, hot at lunch.');
    await expect(idea(ada)).toHaveValue('Soup delivered by cargo bike, hot at lunch.', { timeout: 5000 });

    await expectNoSeriousA11yViolations(ada);
    await ada.setViewportSize({ width: 375, height: 800 });
    await expect(ada.getByRole('list', { name: 'Also here' })).toBeVisible();
    expect(await ada.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(ada);

    // Eve leaves: her avatar goes.
    await eve.close();
    await expect(here).toBeHidden({ timeout: 10_000 });
  });

  test('should keep the text of a field being edited, offer their version, and lose nothing on the second save', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { ada, eve, read } = await sharedBoard(browser);

    // Ada is typing when Eve saves the same field: Ada's text stays, a notice offers Eve's.
    await idea(ada).fill('Ada: soup for offices');
    await idea(eve).fill('Eve: soup for schools');
    await save(eve);
    await expect.poll(read).toBe('Eve: soup for schools');
    const notice = ada
      .getByRole('status')
      .filter({ hasText: 'Eve Editor saved your initial idea while you were editing' });
    await expect(notice).toBeVisible({ timeout: 5000 });
    await expect(idea(ada)).toHaveValue('Ada: soup for offices');
    await expectNoSeriousA11yViolations(ada);
    await notice.getByRole('button', { name: 'Show their version' }).click();
    const choice = ada.getByRole('region', {
      name: 'Eve Editor saved your initial idea while you were editing',
    });
    await expect(choice.getByRole('figure', { name: /Their version/ })).toContainText(
      'Eve: soup for schools',
    );
    await expect(choice.getByRole('figure', { name: /Your version/ })).toContainText('Ada: soup for offices');
    await choice.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(read).toBe('Ada: soup for offices');
    await expect(choice).toBeHidden();
    // Eve was not editing any more: Ada's save shows in her editor in place.
    await expect(idea(eve)).toHaveValue('Ada: soup for offices', { timeout: 5000 });

    // Both type; Ada saves first; Eve's save is refused with both versions, and her text stays.
    await idea(eve).fill('Eve: soup and bread for schools');
    await idea(ada).fill('Ada: soup for offices, by bike');
    await save(ada);
    await expect.poll(read).toBe('Ada: soup for offices, by bike');
    await save(eve);
    const refused = eve.getByRole('region', { name: /saved your initial idea while you were editing/ });
    await expect(refused.getByRole('figure', { name: /Their version/ })).toContainText(
      'Ada: soup for offices, by bike',
    );
    await expect(refused.getByRole('figure', { name: /Your version/ })).toContainText(
      'Eve: soup and bread for schools',
    );
    await expect(idea(eve)).toHaveValue('Eve: soup and bread for schools');
    expect(await read()).toBe('Ada: soup for offices, by bike');
  });
});
