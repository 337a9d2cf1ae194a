import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** Where the screenshots go for a person to look at: a folder of one's own, else the test's output folder. */
const SHOTS_DIR = process.env.WEB_SHELL_SHOTS_DIR;
const WIDTHS = [1280, 375] as const;

async function shoot(page: Page, name: string, width: number) {
  const file = `${name}-${width}.png`;
  await page.screenshot({
    path: SHOTS_DIR ? `${SHOTS_DIR}/${file}` : test.info().outputPath(file),
    fullPage: true,
  });
}

test.describe('web shell screens (axe and screenshots)', () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('login', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'login', width);
      });

      test('login with the error box', async ({ page }) => {
        await page.goto('/login');
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByLabel('Password').fill('wrong-password');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(page.getByText('Invalid Email/Password')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'login-error', width);
      });

      test('reset dialog', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        const dialog = page.getByRole('dialog', { name: 'Reset Password' });
        await dialog.getByLabel('Email').fill('bad');
        await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
        await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'reset-dialog', width);
      });

      test('register', async ({ page }) => {
        await page.goto('/register');
        await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'register', width);
      });

      test('home', async ({ page }) => {
        await signUp(page.request, { displayName: 'Ada Lovelace' });
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'home', width);
      });

      test('board 404', async ({ page }) => {
        await signUp(page.request);
        await page.goto(`/${randomUUID()}/nowhere`);
        await expect(page.getByRole('heading', { name: "There's nothing here: 404!" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'board-404', width);
      });

      test('not found', async ({ page }) => {
        await page.goto('/a/b/c');
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'not-found', width);
      });

      test('service agreement and auth action', async ({ page }) => {
        await page.goto('/service-agreement');
        await expect(page.getByRole('heading', { name: 'Service Agreement', level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'service-agreement', width);
        await page.goto('/auth/action?mode=resetPassword&oobCode=not-a-real-code');
        await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shoot(page, 'auth-action-invalid', width);
      });
    });
  }
});
