import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs the page: a page the server rendered is `inert` until the app has
 * hydrated it (apps/server, modules/pages), so a key press or a file chosen before then does nothing.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
