import { expect, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { latestLinkTo } from '../support/outbox.js';

test.describe('Sign out of all devices', () => {
  test('should end the session in every browser, this one included', async ({ page, browser, baseURL }) => {
    const account = await signUp(page.request);
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.request.post('/api/auth/sign-in', {
      data: { email: account.email, password: account.password },
    });
    await otherPage.goto('/');
    await expect(otherPage.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'More sign-out options' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Sign out of all devices' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The other browser's refresh cookie was revoked: a reload lands on the login screen.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();
  });
});

test.describe('the app opened at 127.0.0.1 instead of localhost', () => {
  test('should send the reset email, whose link continues on the app', async ({ page, request, baseURL }) => {
    const account = await signUp(request);
    const loopback = new URL(baseURL ?? '');
    loopback.hostname = '127.0.0.1';
    await page.goto(new URL('/login', loopback).href);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent')).toBeVisible();
    const link = new URL(
      await latestLinkTo(account.email, { subject: 'Reset your password for Planning Workspace' }),
    );
    expect(link.searchParams.get('continueUrl')).toBe(`${baseURL}/login`);
  });
});

test.describe('Content Security Policy', () => {
  test('should raise no violation on the login screen, its validation and the home page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').focus();
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    expect(await violations()).toEqual([]);

    await signUp(page.request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
