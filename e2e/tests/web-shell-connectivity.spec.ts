import { expect, type Page, test } from '@playwright/test';

/** The toaster loads once the first screen is shown (apps/web, AppProvider); a toast needs it there. */
async function toasterLoaded(page: Page) {
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

test.describe('connectivity toasts', () => {
  test('should show "You are offline" and then "Back online" in its place', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await toasterLoaded(page);

    await context.setOffline(true);
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(page.getByText('Check your internet connection.')).toBeVisible();
    // The connectivity banner sits at the top centre (other toasts sit at the bottom right).
    const toaster = page.locator('[data-sonner-toaster]', { has: page.getByText('You are offline') });
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'center');

    await context.setOffline(false);
    await expect(page.getByText('Back online')).toBeVisible();
    await expect(page.getByText('Connection restored.')).toBeVisible();
    await expect(page.getByText('You are offline')).toHaveCount(0);
  });

  test('should keep the offline toast up (30 minutes, not the 4 s default)', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await toasterLoaded(page);
    await context.setOffline(true);
    await expect(page.getByText('You are offline')).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(page.getByText('You are offline')).toBeVisible();
    await context.setOffline(false);
  });
});
