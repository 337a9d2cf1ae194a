import { expect, type Page } from '@playwright/test';

/** Restores the version selected in a field's history sheet, through its confirmation. */
export async function restoreSelectedVersion(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Version restored')).toBeVisible();
}
