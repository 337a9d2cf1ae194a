import { expect, type Page, test } from '@playwright/test';

/**
 * A signed-out page is clean for a browser (Lighthouse's best practices): the session probe
 * answers "no session" without an error status, and nothing else fails or logs an error.
 */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

for (const { path, button } of [
  { path: '/login', button: 'Login' },
  { path: '/register', button: 'Create account' },
]) {
  test(`should open ${path} signed out with no console error and no failed request`, async ({ page }) => {
    const problems = watchForErrors(page);
    const probe = page.waitForResponse('**/api/auth/refresh');
    await page.goto(path);
    expect((await probe).status()).toBe(204);
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
