import type { Board } from '@planner/domain';
import { expect, test } from '@playwright/test';

import { callFunction, draftBusinessIdea, grantAdmin, signIn, signUp, uniqueEmail } from '../support/api.js';

const CALM =
  'This draft was written by the built-in planning assistant from your own answers, without an AI model: review it and make it yours.';

/** The offline draft badge and note survive a reload. */
test.describe('where a draft came from', () => {
  test('should keep the offline draft badge and its calm note after a reload, and tell only platform admins how to connect a provider', async ({
    page,
  }) => {
    const account = await signUp(page.request, { email: uniqueEmail('draft-source') });
    const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', {});
    await draftBusinessIdea(
      page.request,
      account.session.idToken,
      board.id,
      'A subscription service delivering locally roasted coffee beans to offices in Lyon',
    );

    // A fresh page load: nothing of the drafting session is left in the browser.
    await page.goto(`/${board.id}/idea`);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Idea' })).toBeVisible();
    await expect(page.getByText('Offline draft', { exact: true })).toBeVisible();
    const note = page.getByRole('note', { name: 'Offline draft' });
    await expect(note).toHaveText(CALM);
    await expect(page.getByText(/AI_PROVIDER|README/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Offline draft', { exact: true })).toBeVisible();
    await expect(note).toHaveText(CALM);

    // A platform admin reads how to connect a provider.
    grantAdmin(account.email);
    await signIn(page.request, account.email, account.password);
    await page.reload();
    await expect(note).toContainText(CALM);
    await expect(note).toContainText(
      'Platform admin: to draft with an AI model, start the server with AI_PROVIDER',
    );
  });
});
