import type { CreateCompanyResult } from '@planner/domain';
import { type Browser, expect, test } from '@playwright/test';

import { callFunction, grantAdmin, signIn, signUp, uniqueEmail } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { latestLinkTo } from '../support/outbox.js';

const VERIFY_SUBJECT = 'Verify your email for Planning Workspace';

/** A platform admin (signed in again so the token carries the claim) and a company made over the API. */
async function companyWithAdmin(browser: Browser, name: string, totalBoards: number) {
  const platformPage = await (await browser.newContext()).newPage();
  const platform = await signUp(platformPage.request, { email: uniqueEmail('platform') });
  grantAdmin(platform.email);
  const platformSession = await signIn(platformPage.request, platform.email, platform.password);
  const adminPage = await (await browser.newContext()).newPage();
  const admin = await signUp(adminPage.request, { email: uniqueEmail('company-admin') });
  const created = await callFunction<CreateCompanyResult>(
    platformPage.request,
    platformSession.idToken,
    'createCompany',
    { name, totalBoards, adminEmails: [admin.email] },
  );
  return { platformPage, adminPage, admin, companyId: created.company.id };
}

/** /admin/companies lists the companies and changes them, not only creates them. */
test('should list the companies with quota, used and admins, and change a quota and the admins', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Listed ${Date.now()}`;
  const { platformPage: page, admin, companyId } = await companyWithAdmin(browser, name, 5);
  await callFunction(page.request, admin.session.idToken, 'inviteUser', {
    companyId,
    email: uniqueEmail('member'),
    boardCount: 2,
  });

  await page.goto('/admin/companies');
  const table = page.getByRole('table', { name: 'Companies' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText(['5', '2', admin.email, 'Edit']);
  await expect(row.getByRole('cell').first()).toHaveCSS('text-align', 'right');
  await expect(row.getByRole('rowheader')).toHaveText(name);
  await expectNoSeriousA11yViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await table.scrollIntoViewIfNeeded();
    // The table scrolls inside its own box; the page never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: test.info().outputPath(`walk-companies-list-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Below the boards already assigned: refused with the reason, nothing changed.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Maximum Boards').fill('1');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `${name} has 2 boards assigned: its quota cannot be less than 2.`,
  );

  // A new quota, one admin out and another in.
  const newAdmin = uniqueEmail('new-admin');
  await dialog.getByLabel('Maximum Boards').fill('8');
  await dialog.getByRole('button', { name: `Remove ${admin.email}` }).click();
  await dialog.getByLabel('Admin Users (Emails)').fill(newAdmin);
  await dialog.getByLabel('Admin Users (Emails)').press('Enter');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell')).toHaveText(['8', '2', newAdmin, 'Edit']);
  // Focus goes back to the row's Edit button.
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
});

/** Invites apply at once; the company quota line; the dashboard's name and quota. */
test('should apply an invite to a signed-in verified user at once and show the company quota', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const name = `Instant ${Date.now()}`;
  const { adminPage, admin } = await companyWithAdmin(browser, name, 3);

  // The invitee is signed in and verified, looking at home (personal allowance).
  const invitee = await signUp(page.request, { email: uniqueEmail('invitee') });
  const sent = await page.request.post('/api/auth/send-verification', {
    headers: { authorization: `Bearer ${invitee.session.idToken}` },
    data: {},
  });
  expect(sent.status()).toBeLessThan(300);
  await page.goto(await latestLinkTo(invitee.email, { subject: VERIFY_SUBJECT }));
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  await page.goto('/');
  const quota = page.getByTestId('board-quota');
  await expect(quota).toHaveText('Personal allowance: 3 of 3 boards left.');

  // The company admin assigns one board; the dashboard names the company and what is left.
  await adminPage.goto('/company-dashboard');
  await expect(adminPage.getByTestId('company-quota')).toHaveText(`${name}: 3 of 3 boards left to assign.`);
  await adminPage.getByLabel('Email').fill(invitee.email);
  await adminPage.getByLabel('Number of boards').fill('1');
  await adminPage.getByRole('button', { name: 'Assign Boards' }).click();
  await expect(adminPage.getByText(`Assigned 1 board to ${invitee.email}.`)).toBeVisible();
  await expect(adminPage.getByTestId('company-quota')).toHaveText(`${name}: 2 of 3 boards left to assign.`);
  await expectNoSeriousA11yViolations(adminPage);

  // Without signing out and in: the invitee's home shows the company board as soon as it is looked at.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(quota).toHaveText(`${name}: 1 of 1 board left.`);
  await page.getByRole('button', { name: 'New board' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Initial Idea' })).toBeVisible();
  await page.goto('/');
  await expect(quota).toHaveText(`${name}: no boards left. Ask your company admin for more boards.`);
  await page.getByRole('button', { name: 'New board' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to create board' })).toContainText(
    'You have used your 1 board. Ask your company admin for more boards.',
  );
  expect(admin.email).toContain('company-admin');
});
