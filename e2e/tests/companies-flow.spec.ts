import { type Browser, expect, type Page, test } from '@playwright/test';

import { grantAdmin, signIn, signUp, type TestAccount, uniqueEmail } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { latestEmailTo, latestLinkTo } from '../support/outbox.js';

/** A signed-in page in its own browser context (the refresh cookie of `signIn` lands there). */
async function signedInPage(browser: Browser, account: TestAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page.request, account.email, account.password);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
    await page.screenshot({ path: test.info().outputPath(`companies-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function row(page: Page, name: string, text: string) {
  return page.getByRole('region', { name }).getByRole('row').filter({ hasText: text });
}

test.describe('companies: create a company, invite, accept, and read the dashboard', () => {
  test('should take an invitee from the emailed link to a board the dashboard shows', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const company = `Acme ${Date.now()}`;
    // One admin has an account already (active at once); the other is invited by email.
    const adminA = await signUp((await browser.newContext()).request, { email: uniqueEmail('admin-a') });
    const adminB = uniqueEmail('admin-b');
    const invitee = uniqueEmail('invitee');

    // A platform admin creates the company with two admins.
    const platform = await signUp(page.request, { email: uniqueEmail('platform') });
    grantAdmin(platform.email);
    await signIn(page.request, platform.email, platform.password);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/prompts$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { name: 'Create Company' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Company Name').fill(company);
    await page.getByLabel('Maximum Boards').fill('5');
    const adminBox = page.getByLabel('Admin Users (Emails)');
    await adminBox.fill(`  ${adminA.email.toUpperCase()} `);
    await adminBox.press('Enter');
    await adminBox.fill(adminB);
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await expect(page.getByRole('list', { name: 'Admin users' }).getByRole('listitem')).toHaveText([
      adminA.email,
      adminB,
    ]);
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText(`Company "${company}" created.`)).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Admin users' })).toHaveCount(0);
    // The admin without an account was invited by email.
    expect((await latestEmailTo(adminB)).text).toContain('/register?email=');

    // The first admin invites a new email with 2 boards from the dashboard.
    const admin = await signedInPage(browser, adminA);
    await admin.goto('/');
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(admin).toHaveURL(/\/company-dashboard$/);
    await expect(admin.getByRole('tab', { name: 'Boards', selected: true })).toBeVisible();
    await admin.getByLabel('Email').fill(invitee.toUpperCase());
    await admin.getByLabel('Number of boards').fill('2');
    await admin.getByRole('button', { name: 'Assign Boards' }).click();
    await expect(admin.getByText(`Assigned 2 boards to ${invitee}.`)).toBeVisible();
    await expect(admin.getByLabel('Email')).toHaveValue('');
    await expect(admin.getByLabel('Number of boards')).toHaveValue('1');
    await admin.getByRole('tab', { name: 'Invites' }).click();
    // The new invite went to the top of the cached list without a reload.
    const pendingCells = row(admin, 'Invites', invitee).getByRole('cell');
    await expect(pendingCells.nth(1)).toHaveText('2');
    await expect(pendingCells.nth(2)).toHaveText('member');
    await expect(pendingCells.nth(3)).toHaveText('pending');
    await expect(pendingCells.nth(6)).toHaveText('N/A');

    // The invitee signs up through the emailed link and verifies the address.
    const inviteEmail = await latestEmailTo(invitee);
    const inviteLink = await latestLinkTo(invitee);
    expect(inviteLink).toContain(`/register?email=${encodeURIComponent(invitee)}`);
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(inviteLink);
    await expect(guest.getByLabel('Email')).toHaveValue(invitee);
    await guest.getByLabel('Name').fill('Ivy Invitee');
    const password = `pw-${Date.now()}-secret`;
    await guest.getByLabel('Password').fill(password);
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await guest.goto(await latestLinkTo(invitee, { after: inviteEmail }));
    await expect(guest.getByText('Your email address has been verified.')).toBeVisible();

    // Verifying the address turns the invite into a membership: the home page shows its quota.
    await guest.goto('/');
    const quota = guest.getByTestId('board-quota');
    await expect(quota).toHaveText(`${company}: 2 of 2 boards left.`);
    await guest.getByRole('button', { name: 'New board' }).first().click();
    await expect(guest.getByText('Board created')).toBeVisible();
    // The new board opens at its first step; home shows what is left.
    await expect(guest.getByRole('heading', { level: 1, name: 'Initial Idea' })).toBeVisible();
    await guest.goto('/');
    await expect(quota).toHaveText(`${company}: 1 of 2 boards left.`);

    // The dashboard shows the board's progress, the member and the accepted invite.
    await admin.reload();
    const boardRow = row(admin, 'Boards', invitee);
    await expect(boardRow).toHaveCount(1);
    await expect(boardRow.getByRole('img', { name: 'Progress 1 of 6' })).toBeVisible();
    const created = boardRow.getByRole('cell').nth(3).locator('span');
    await expect(created).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    await expect(created).toHaveAttribute('title', /^\d{4}-\d{2}-\d{2}T/);
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'dashboard-boards');

    await admin.getByRole('tab', { name: 'Members' }).click();
    const memberCells = row(admin, 'Members', invitee).getByRole('cell');
    await expect(memberCells.nth(1)).toHaveText('member');
    await expect(memberCells.nth(2)).toHaveText('active');
    await expect(memberCells.nth(3)).toHaveText('2');
    await expect(memberCells.nth(4)).toHaveText('1');
    await expect(memberCells.nth(5)).toHaveText('1');
    await expect(row(admin, 'Members', adminA.email).getByRole('cell').nth(3)).toHaveText('∞');
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'dashboard-members');

    await admin.getByRole('tab', { name: 'Invites' }).click();
    const inviteCells = row(admin, 'Invites', invitee).getByRole('cell');
    await expect(inviteCells.nth(3)).toHaveText('accepted');
    await expect(inviteCells.nth(6)).not.toHaveText('N/A');
    await expect(row(admin, 'Invites', adminB).getByRole('cell').nth(6)).toHaveText('N/A');
    await expect(row(admin, 'Invites', adminB).getByRole('cell').nth(1)).toHaveText('∞');
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'dashboard-invites');
  });

  test('should show the invite failure under the form when the quota is used up', async ({
    browser,
    page,
  }) => {
    const adminA = await signUp((await browser.newContext()).request, { email: uniqueEmail('admin-q') });
    const platform = await signUp(page.request, { email: uniqueEmail('platform') });
    grantAdmin(platform.email);
    const { idToken } = await signIn(page.request, platform.email, platform.password);
    const created = await page.request.post('/api/functions/createCompany', {
      headers: { authorization: `Bearer ${idToken}` },
      data: { data: { name: `Tiny ${Date.now()}`, totalBoards: 1, adminEmails: [adminA.email] } },
    });
    expect(created.status()).toBe(200);

    const admin = await signedInPage(browser, adminA);
    await admin.goto('/company-dashboard');
    await admin.getByLabel('Email').fill(uniqueEmail('too-many'));
    await admin.getByLabel('Number of boards').fill('3');
    await admin.getByRole('button', { name: 'Assign Boards' }).click();
    await expect(
      admin.getByRole('alert').filter({ hasText: 'Failed to invite user. Please try again. Error: ' }),
    ).toContainText('This would assign');
    await expect(admin.getByLabel('Email')).toHaveValue('');
    await admin.getByRole('tab', { name: 'Invites' }).click();
    await expect(admin.getByRole('region', { name: 'Invites' })).toContainText('No results.');
  });
});
