import type { SessionResponse } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { loginAtProvider } from '../../apps/server/test/support/oidc-provider.js';
import { signUp, uniqueEmail } from '../support/api.js';

/** The `oidc` e2e server is configured with the local provider, shown as "Test IdP". */
const BUTTON = 'Sign in with Test IdP';

interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  sub?: string;
}

/** Collects what the app logs: spec 8 says a failed provider sign-in is only logged. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

async function openPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: BUTTON }).click();
  return popupOpened;
}

/** Clicks the button and signs in at the test provider in the popup, which then closes itself. */
async function signInThroughPopup(page: Page, account: ProviderAccount) {
  const popup = await openPopup(page);
  await popup.getByLabel('Email', { exact: true }).fill(account.email);
  if (!account.emailVerified) await popup.getByLabel('Email verified').uncheck();
  if (account.sub) await popup.getByLabel('Subject').fill(account.sub);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

/** A refresh the way the app's own page sends it: the cookie route requires the app's Origin. */
function refresh(page: Page) {
  return page.request.post('/api/auth/refresh', { headers: { origin: new URL(page.url()).origin } });
}

/** The signed-in account, read through the refresh cookie the popup left in the browser. */
async function currentUser(page: Page) {
  const response = await refresh(page);
  expect(response.status()).toBe(200);
  return ((await response.json()) as SessionResponse).user;
}

async function expectSignedOut(page: Page, logs: string[], code: string) {
  await expect.poll(() => logs.some((line) => line.includes(code)), { timeout: 15_000 }).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  // No refresh cookie: the probe answers 204, "no session".
  expect((await refresh(page)).status()).toBe(204);
}

test.describe('Sign in with an OpenID Connect provider in a popup', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('should open a 500 by 600 popup, create a new account and sign it in', async ({ page }) => {
    const email = uniqueEmail('oidc-new');
    const popup = await openPopup(page);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([500, 600]);
    await expect(popup.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
    await popup.getByLabel('Email', { exact: true }).fill(email);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await closed;

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: 'Sign Out' }).or(page.getByRole('link', { name: 'Sign Out' })),
    ).toBeVisible();
    expect(await currentUser(page)).toMatchObject({ email, emailVerified: true });
  });

  test('should sign the same account in again', async ({ page, browser }) => {
    const email = uniqueEmail('oidc-again');
    await signInThroughPopup(page, { email, emailVerified: true, sub: `again-${email}` });
    await expect(page).toHaveURL(/\/$/);
    const first = await currentUser(page);

    const context = await browser.newContext();
    const second = await context.newPage();
    await second.goto('/login');
    await signInThroughPopup(second, { email, emailVerified: true, sub: `again-${email}` });
    await expect(second).toHaveURL(/\/$/);
    expect((await currentUser(second)).uid).toBe(first.uid);
    await context.close();
  });

  test('should link to an existing account whose email the provider verified', async ({
    page,
    playwright,
  }) => {
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const existing = await signUp(other);
    await other.dispose();

    await signInThroughPopup(page, { email: existing.email, emailVerified: true });
    await expect(page).toHaveURL(/\/$/);
    expect((await currentUser(page)).uid).toBe(existing.session.user.uid);
  });

  test('should refuse to link an existing account when the provider has not verified the email', async ({
    page,
    playwright,
  }) => {
    const logs = consoleOf(page);
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const existing = await signUp(other);
    await other.dispose();

    await signInThroughPopup(page, { email: existing.email, emailVerified: false });
    await expectSignedOut(page, logs, 'auth/account-exists-with-different-credential');
  });

  test('should reject a callback whose state was started in another browser', async ({
    page,
    playwright,
  }) => {
    const logs = consoleOf(page);
    const email = uniqueEmail('oidc-state');
    // Someone else's sign-in, finished at the provider: its callback URL carries their state.
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const started = await other.get('/api/auth/oidc/oidc/start', { maxRedirects: 0 });
    expect(started.status()).toBe(302);
    const theirCallback = await loginAtProvider(started.headers().location ?? '', {
      email,
      emailVerified: true,
    });
    await other.dispose();

    const popup = await openPopup(page);
    const closed = popup.waitForEvent('close');
    // A link followed inside the popup (a browser-initiated goto would cut it from its opener).
    await popup.evaluate((url) => window.location.assign(url), theirCallback.href);
    await closed;
    await expectSignedOut(page, logs, 'auth/invalid-state');
  });

  test('should report a popup closed by the user after the spec delay', async ({ page }) => {
    const logs = consoleOf(page);
    const popup = await openPopup(page);
    const closedAt = Date.now();
    await popup.close();
    await expect
      .poll(() => logs.some((line) => line.includes('auth/popup-closed-by-user')), { timeout: 15_000 })
      .toBe(true);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(7_500);
    await expect(page).toHaveURL(/\/login$/);
  });
});
