import { expect, test } from '@playwright/test';

import { grantAdmin, signIn, signUp, uniqueEmail } from '../support/api.js';

/** The Create Company form is "Validated on blur; the message goes once the list is valid." */
test.describe('the Create Company form', () => {
  test('should say "Add at least one admin" only after the admin box was left empty, and drop it once an admin is added', async ({
    page,
  }) => {
    const platform = await signUp(page.request, { email: uniqueEmail('form-platform') });
    grantAdmin(platform.email);
    await signIn(page.request, platform.email, platform.password);
    await page.goto('/admin/companies');
    await expect(page.getByRole('heading', { name: 'Create Company' })).toBeVisible();
    const message = page.getByText('Add at least one admin');
    await expect(message).toBeHidden();

    // Filling the other fields does not judge the admin list nobody has touched yet.
    await page.getByLabel('Company Name').fill('Lyon Roasters');
    await page.getByLabel('Maximum Boards').fill('5');
    await page.getByLabel('Maximum Boards').press('Tab');
    await expect(message).toBeHidden();

    // Leaving the admin box empty: the message; adding a valid admin with the button: it goes.
    const adminBox = page.getByLabel('Admin Users (Emails)');
    await adminBox.focus();
    await adminBox.blur();
    await expect(message).toBeVisible();
    await adminBox.fill('owner@lyon-roasters.example');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await expect(page.getByRole('list', { name: 'Admin users' })).toHaveText('owner@lyon-roasters.example');
    await expect(message).toBeHidden();
    await adminBox.focus();
    await adminBox.blur();
    await page.getByLabel('Company Name').click();
    await expect(message).toBeHidden();
  });
});
