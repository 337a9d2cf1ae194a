import { expect, type Page, test } from '@playwright/test';

import { signUp, uniqueEmail } from '../support/api.js';
import { latestLinkTo } from '../support/outbox.js';

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('login screen', () => {
  test('should sign in with email and password', async ({ page, request }) => {
    const account = await signUp(request);
    await page.goto('/login');
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('should show "Invalid Email/Password" in a red box for a wrong password', async ({
    page,
    request,
  }) => {
    const account = await signUp(request);
    await page.goto('/login');
    await login(page, account.email, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid Email/Password' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/bg-red-50/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should check the email when the field loses focus', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').focus();
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').focus();
    await expect(page.getByText('Invalid email', { exact: true })).toHaveCount(0);
  });

  test('should link to the register screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('Reset Password dialog', () => {
  test('should validate, show the sending state and close with a toast on success', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Email').fill('ada@example');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/password-reset', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByLabel('Email').fill(uniqueEmail('reset'));
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(dialog.getByLabel('Email')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Password reset email sent')).toBeVisible();
  });

  test('should show "Failed to send reset email. Please try again." when the request fails', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.route('**/api/auth/password-reset', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByText('Failed to send reset email. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('should let the user set a new password from the emailed link and sign in with it', async ({
    page,
    request,
  }) => {
    const account = await signUp(request);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog).toBeHidden();

    // The reset email goes out after the 204 (no timing leak): wait for it, not the sign-up email.
    const link = await latestLinkTo(account.email, { subject: 'Reset your password for Planning Workspace' });
    expect(link).toContain('/auth/action?mode=resetPassword');
    await page.goto(link);
    await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, account.email, account.password);
    await expect(page.getByText('Invalid Email/Password')).toBeVisible();
    await login(page, account.email, 'brand-new-secret');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('register screen', () => {
  test('should create an account and go to /', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(uniqueEmail('register'));
    await page.getByLabel('Password').fill('compiler-1952');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('should show the validation messages', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('should still go to / (and so to /login, without a session) for an existing email', async ({
    page,
    request,
  }) => {
    const account = await signUp(request);
    await page.goto('/register');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should prefill the invited email', async ({ page }) => {
    await page.goto('/register?email=invited%40example.com');
    await expect(page.getByLabel('Email')).toHaveValue('invited@example.com');
  });
});

test.describe('logout', () => {
  test('should sign out, go to /login and keep the user signed out after a reload', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should keep the session across a reload while signed in', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    // The ID token stays in memory: a plain request without it is unauthenticated.
    expect(me).toBe(401);
  });
});
