import type { Board } from '@planner/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { signUp, type TestAccount, uniqueEmail } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { firstLink, latestEmailTo, latestLinkTo } from '../support/outbox.js';

/** A new account whose address is verified through the emailed link, signed in in its own context. */
async function verifiedUser(
  browser: Browser,
  displayName: string,
): Promise<{ account: TestAccount; page: Page }> {
  const page = await (await browser.newContext()).newPage();
  const account = await signUp(page.request, { email: uniqueEmail('comments'), displayName });
  await page.goto(await latestLinkTo(account.email));
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  return { account, page };
}

test.describe('comments', () => {
  test('should let a commenter mention the owner, who follows the email to the thread, replies and resolves', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { account: ownerAccount, page: owner } = await verifiedUser(browser, 'Ada Owner');
    owner.on('dialog', () => {
      throw new Error('a comment ran a script');
    });
    const { account: mentorAccount, page: mentor } = await verifiedUser(browser, 'Max Mentor');
    const headers = { authorization: `Bearer ${ownerAccount.session.idToken}` };
    const created = await owner.request.post('/api/functions/createBoard', {
      data: { data: { title: 'Coffee cart' } },
      headers,
    });
    const board = ((await created.json()) as { result: Board }).result;
    await owner.request.patch(`/api/boards/${board.id}`, {
      data: { ideaData: { initialIdea: 'A coffee cart at the station, open at dawn.' } },
      headers,
    });
    const verification = await latestEmailTo(ownerAccount.email);
    const shared = await owner.request.post(`/api/boards/${board.id}/members`, {
      data: { email: mentorAccount.email, role: 'commenter' },
      headers,
    });
    expect(shared.status()).toBe(201);

    // The commenter: a read-only step, and the Comments panel to write in.
    mentor.on('dialog', () => {
      throw new Error('a comment ran a script');
    });
    await mentor.goto(`/${board.id}/idea`);
    await appReady(mentor);
    await expect(mentor.getByText('You can view and comment on this board')).toBeVisible();
    await expect(mentor.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await mentor.getByRole('button', { name: /^Comments/ }).click();
    const panel = mentor.getByRole('dialog', { name: 'Comments' });
    await expect(panel.getByRole('combobox', { name: 'Field' })).toHaveValue('ideaData.initialIdea');
    const box = panel.getByRole('textbox', { name: 'New comment' });
    await box.fill('Is dawn early enough for commuters? **Ask them.** <script>alert(1)</script> @Ad');
    await panel
      .getByRole('list', { name: 'Mention a member' })
      .getByRole('button', { name: 'Ada Owner' })
      .click();
    await expect(box).toHaveValue(
      'Is dawn early enough for commuters? **Ask them.** <script>alert(1)</script> @Ada Owner ',
    );
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    const thread = panel.getByRole('listitem', { name: 'Initial idea' });
    await expect(thread.getByText('Ask them.')).toBeVisible();
    await expect(thread.locator('strong')).toHaveText('Ask them.');
    // Rendered without raw HTML: the script is no element and never runs.
    await expect(thread.locator('script')).toHaveCount(0);
    await mentor.keyboard.press('Escape');
    await expect(mentor.getByRole('button', { name: /^Comments/ })).toContainText('(1)');
    // The count beside the field, in the sidebar beside the stage, and the plan's marker beside the section.
    await expect(mentor.getByRole('list', { name: 'Open comments on this step' })).toHaveText(
      'Initial idea: 1 open comment',
    );
    await expect(
      mentor.getByRole('navigation', { name: 'Stages' }).getByRole('button', { name: /^Idea/ }),
    ).toHaveText('Idea1 open comment');
    await mentor.goto(`/${board.id}/plan`);
    await expect(mentor.getByRole('region', { name: 'Idea', exact: true })).toContainText('1 open comment');

    // The owner's email, and its link: the idea page with the panel open at the thread.
    const mail = await latestEmailTo(ownerAccount.email, { after: verification });
    expect(mail.text).toContain(
      '"Is dawn early enough for commuters? **Ask them.** <script>alert(1)</script> @Ada Owner"',
    );
    const link = firstLink(mail);
    expect(new URL(link).pathname).toBe(`/${board.id}/idea`);
    await owner.goto(link);
    await appReady(owner);
    const ownerPanel = owner.getByRole('dialog', { name: 'Comments' });
    const ownerThread = ownerPanel.getByRole('listitem', { name: 'Initial idea' });
    await expect(ownerThread).toHaveAttribute('data-focused', 'true');
    await expect(ownerThread.getByText('Max Mentor')).toBeVisible();

    for (const width of [1280, 375]) {
      await owner.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
      await expect(ownerThread).toBeVisible();
      await owner.screenshot({ path: testInfo.outputPath(`comments-panel-${width}.png`) });
      await expectNoSeriousA11yViolations(owner);
    }
    await owner.setViewportSize({ width: 1280, height: 900 });

    await ownerThread.getByRole('textbox', { name: 'Reply' }).fill('Yes: the first train is at 5:40.');
    await ownerThread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(ownerThread.getByText('Yes: the first train is at 5:40.')).toBeVisible();
    await ownerThread.getByRole('button', { name: 'Resolve' }).click();
    await expect(ownerThread.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(ownerThread.getByRole('button', { name: 'Reopen' })).toBeVisible();

    // The field's history (here on the commenter's read-only step) shows when the thread was opened and resolved.
    await mentor.goto(`/${board.id}/idea`);
    await appReady(mentor);
    await mentor.getByRole('button', { name: 'History of Your initial idea' }).click({ timeout: 10_000 });
    const history = mentor.getByRole('region', { name: 'Comments on Your initial idea' });
    await expect(history.getByRole('listitem')).toHaveText([
      /^Thread resolved by Ada Owner · /,
      /^Thread opened by Max Mentor · /,
    ]);

    const answer = await owner.request.get(`/api/boards/${board.id}/comments?status=resolved`, { headers });
    const { threads } = (await answer.json()) as { threads: { comments: { body: string }[] }[] };
    expect(threads.map((t) => t.comments.map((c) => c.body))).toEqual([
      [
        'Is dawn early enough for commuters? **Ask them.** <script>alert(1)</script> @Ada Owner ',
        'Yes: the first train is at 5:40.',
      ],
    ]);
  });
});
