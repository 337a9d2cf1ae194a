import { expect, test } from '@playwright/test';

import { callFunction, grantAdmin, signIn, signUp, uniqueEmail } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { latestEmailTo, latestLinkTo } from '../support/outbox.js';

const VERIFY_SUBJECT = 'Verify your email for Planning Workspace';

/** Invitees and company admins are told to verify their address. */
test.describe('an invitee who has not verified yet', () => {
  test('should see a banner with a resend link, learn where the next board comes from, and get the company board once verified', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const company = `Lyon Roasters ${Date.now()}`;
    const invitee = uniqueEmail('verify-invitee');

    // A platform admin creates the company; its admin invites the new email with 2 boards.
    const staff = await browser.newContext();
    const platform = await signUp(staff.request, { email: uniqueEmail('verify-platform') });
    const admin = await signUp(staff.request, { email: uniqueEmail('verify-admin') });
    grantAdmin(platform.email);
    const platformSession = await signIn(staff.request, platform.email, platform.password);
    const created = await callFunction<{ company: { id: string } }>(
      staff.request,
      platformSession.idToken,
      'createCompany',
      {
        name: company,
        totalBoards: 5,
        adminEmails: [admin.email],
      },
    );
    const adminSession = await signIn(staff.request, admin.email, admin.password);
    await callFunction(staff.request, adminSession.idToken, 'inviteUser', {
      companyId: created.company.id,
      email: invitee,
      boardCount: 2,
    });
    await staff.close();

    // The invitee registers through the invite link and lands on home, unverified.
    await page.goto(await latestLinkTo(invitee));
    await page.getByLabel('Name').fill('Ivy Invitee');
    await page.getByLabel('Password').fill(`pw-${Date.now()}-secret`);
    await page.getByRole('button', { name: 'Create account' }).click();
    const banner = page.getByRole('note').filter({ hasText: 'Verify your email address' });
    await expect(banner).toContainText(`We sent a link to ${invitee}.`);
    await expect(banner).toContainText('Verifying your address unlocks the boards a company assigns you');
    await expect(page.getByTestId('board-quota')).toHaveText(
      `Verify your email address to use the 2 boards ${company} assigned you.`,
    );
    await expectNoSeriousA11yViolations(page);

    // A board before verifying would not be the company's: it is refused, saying why.
    await page.getByRole('button', { name: 'New board' }).first().click();
    await expect(
      page.getByText(`Verify your email address to use the 2 boards ${company} assigned you.`),
    ).toHaveCount(2);
    await expect(page.getByText('Board created')).toHaveCount(0);

    const first = await latestEmailTo(invitee, { subject: VERIFY_SUBJECT });
    await banner.getByRole('button', { name: 'Resend link' }).click();
    await expect(banner.getByRole('status')).toHaveText(`A new link is on its way to ${invitee}.`);
    const link = await latestLinkTo(invitee, { after: first, subject: VERIFY_SUBJECT });

    // Verified: the banner goes, and the next board is the company's.
    await page.goto(link);
    await expect(page.getByText('Your email address has been verified.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('board-quota')).toHaveText(`${company}: 2 of 2 boards left.`);
    await expect(page.getByRole('note').filter({ hasText: 'Verify your email address' })).toHaveCount(0);
    await page.getByRole('button', { name: 'New board' }).first().click();
    await expect(page.getByText('Board created')).toBeVisible();
    // The new board opens at its first step; home shows what is left.
    await expect(page.getByRole('heading', { level: 1, name: 'Initial Idea' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('board-quota')).toHaveText(`${company}: 1 of 2 boards left.`);
  });
});
