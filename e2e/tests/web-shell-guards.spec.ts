import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { grantAdmin, signUp } from '../support/api.js';

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('route guards', () => {
  test('should send an anonymous visitor of / to /login and back to / after login', async ({
    page,
    request,
  }) => {
    const account = await signUp(request);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('should remember where a protected page was and return there after login', async ({
    page,
    request,
  }) => {
    const account = await signUp(request);
    await page.goto('/company-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(/\/company-dashboard$/);
  });

  test('should send an anonymous visitor of an admin page to /login', async ({ page }) => {
    await page.goto('/admin/prompts');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should send a signed-in non-admin away from /admin to /', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/admin/companies');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('should let a platform admin into /admin and show the Admin link', async ({ page }) => {
    const account = await signUp(page.request);
    grantAdmin(account.email);
    // The next ID token (the refresh at start) carries the admin claim.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/prompts$/);
    await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  test('should send a signed-in user from /login to / replacing the history entry', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/service-agreement');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/service-agreement$/);
  });

  test('should send a board page without a session to /login', async ({ page }) => {
    await page.goto(`/${randomUUID()}/idea`);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('not-found pages', () => {
  test('should show "There\'s nothing here: 404!" for an unknown path under a board', async ({ page }) => {
    await signUp(page.request);
    const board = randomUUID();
    await page.goto(`/${board}/not-a-stage`);
    await expect(page.getByRole('heading', { name: "There's nothing here: 404!" })).toBeVisible();
    await expect(
      page.getByText(
        'This content is intended for planning purposes only. It represents preliminary suggestions, all elements are subject to review, refinement, and approval.',
      ),
    ).toBeVisible();
    await page.goto(`/${board}/idea/extra`);
    await expect(page.getByRole('heading', { name: "There's nothing here: 404!" })).toBeVisible();
  });

  test('should not show the board 404 for a real stage slug', async ({ page }) => {
    await signUp(page.request);
    await page.goto(`/${randomUUID()}/go-to-market`);
    await expect(page.getByRole('complementary', { name: 'Planning notice' })).toBeVisible();
    await expect(page.getByText("There's nothing here: 404!")).toHaveCount(0);
  });

  test('should show the site not-found page for a path that cannot be a board', async ({ page }) => {
    await page.goto('/a/b/c');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

test.describe('shared layout', () => {
  test('should show the current year and a Service Agreement link opening in a new tab', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const link = footer.getByRole('link', { name: 'Service Agreement' });
    await expect(link).toHaveAttribute('href', '/service-agreement');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A standalone link is a thumb-sized target.
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(tab.getByRole('heading', { name: 'Service Agreement', level: 1 })).toBeVisible();
  });

  test('should show the loading screen until the session answer arrives', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/refresh', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('should show Home and Sign Out but no Dashboard or Admin link to a plain user', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Planning Workspace home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
