import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { type FakeOpenAI, startFakeOpenAI } from '../../apps/server/test/support/fake-openai.js';
import { grantAdmin, signIn, signUp, uniqueEmail } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { type E2eServer, servers } from '../support/servers.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * These specs own an app server on an OpenAI-compatible fake started in this process, so they can
 * read the system prompt the next completion sent (the offline engine does not use templates).
 * Ports: E2E_BASE_PORT + 80 (app), + 81 (its PostgreSQL), + 82 (the fake).
 */
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4510);
const port = BASE_PORT + 80;
const fakePort = BASE_PORT + 82;
const dataDir = path.join(path.dirname(servers.main.dataDir), '..', 'companies-ai', 'data');
const postgresDir = path.join(path.dirname(dataDir), 'postgres');
const baseURL = `http://localhost:${port}`;
const databaseUrl = `postgres://postgres@127.0.0.1:${port + 1}/postgres`;
const server: E2eServer = {
  name: 'companies-ai',
  port,
  baseURL,
  dataDir,
  postgresDir,
  postgresPort: port + 1,
  databaseUrl,
  env: {
    ...servers.main.env,
    PORT: String(port),
    APP_ORIGIN: baseURL,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake',
    AI_BASE_URL: `http://127.0.0.1:${fakePort}/v1`,
  },
};

let fake: FakeOpenAI;
let app: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fake = await startFakeOpenAI({ port: fakePort, host: '127.0.0.1' });
  app = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...server.env,
      E2E_POSTGRES_DIR: postgresDir,
      E2E_POSTGRES_PORT: String(port + 1),
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 140_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The companies-ai server did not start on ${baseURL}.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  // SIGTERM lets the wrapper stop its PostgreSQL cluster.
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
});

async function signInPlatformAdmin(page: Page) {
  const account = await signUp(page.request, { email: uniqueEmail('platform') });
  grantAdmin(account.email, server);
  return { ...account, session: await signIn(page.request, account.email, account.password) };
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
    await page.screenshot({ path: test.info().outputPath(`companies-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function highlightedKeywords(page: Page) {
  return page.getByRole('list', { name: 'Keywords' }).locator('li[data-present="true"]');
}

test.describe('/admin/prompts', () => {
  test('should edit, cancel, save a template, and send the saved text with the next completion', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const admin = await signInPlatformAdmin(page);
    await page.goto('/admin/prompts');
    await expect(page.getByText('Select a file to view its content.')).toBeVisible();
    // The spec's 15, the Idea step's two answers, the plan's launch plan, company name and founders,
    // and the six confirmed facts.
    await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveCount(26);
    await expectNoSeriousA11yViolations(page);

    const folders = page.getByRole('navigation', { name: 'Prompt folders' });
    // The plan's own sections have their folder.
    await folders.getByRole('button', { name: 'plan' }).click();
    for (const name of ['8.1.1.md', '8.2.1.md', '8.3.1.md', '8.4.1.md'])
      await expect(folders.getByRole('button', { name })).toBeVisible();
    await folders.getByRole('button', { name: 'idea' }).click();
    await folders.getByRole('button', { name: '1.1.2.md' }).click();
    await expect(page.getByRole('heading', { name: 'idea/1.1.2.md' })).toBeVisible();
    // Every template carries the Idea step's two answers and the confirmed facts too.
    await expect(highlightedKeywords(page)).toHaveText(
      [
        'initialIdea',
        'offerKind',
        'customerKind',
        'offer',
        'customer',
        'payer',
        'place',
        'prices',
        'team',
      ].map((name) => `{{${name}}}(in the text)`),
    );
    // One folder open at a time.
    await folders.getByRole('button', { name: 'uvp' }).click();
    await expect(folders.getByRole('button', { name: '1.1.2.md' })).toBeHidden();
    await expect(folders.getByRole('button', { name: '3.1.1.md' })).toBeVisible();
    await folders.getByRole('button', { name: 'idea' }).click();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'prompts-viewing');

    await page.getByRole('button', { name: 'Edit' }).click();
    const box = page.getByRole('textbox', { name: 'idea/1.1.2.md' });
    const original = await box.inputValue();
    await box.fill('Draft that will be cancelled, about {{geoMarket}}.');
    await expect(highlightedKeywords(page)).toHaveText(['{{geoMarket}}(in the text)']);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'prompts-editing');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(box).toBeHidden();
    await expect(page.getByRole('region', { name: 'idea/1.1.2.md' })).toHaveText(original);

    const marker = `Saved-by-e2e ${Date.now()}`;
    const saved = `${marker}: turn {{initialIdea}} into a crisp business idea.`;
    await page.getByRole('button', { name: 'Edit' }).click();
    await box.fill(saved);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(box).toBeHidden();
    await expect(page.getByRole('region', { name: 'idea/1.1.2.md' })).toHaveText(saved);
    await expect(page.getByText('Saved idea/1.1.2.md.')).toBeVisible();

    // A refused save is rolled back and says why.
    await page.getByRole('button', { name: 'Edit' }).click();
    await box.fill('Uses {{notAKeyword}}');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Unknown placeholder: {{notAKeyword}}')).toBeVisible();
    await expect(page.getByRole('region', { name: 'idea/1.1.2.md' })).toHaveText(saved);

    // Stored: a fresh mount fetches it again.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Prompt folders' })
      .getByRole('button', { name: 'idea' })
      .click();
    await page.getByRole('button', { name: '1.1.2.md' }).click();
    await expect(page.getByRole('region', { name: 'idea/1.1.2.md' })).toHaveText(saved);

    // The next completion sends the saved template as its instructions.
    const auth = { authorization: `Bearer ${admin.session.idToken}` };
    const board = await page.request.post('/api/functions/createBoard', {
      headers: auth,
      data: { data: {} },
    });
    expect(board.status(), await board.text()).toBe(200);
    const { result } = (await board.json()) as { result: { id: string } };
    fake.reset();
    const completion = await page.request.post('/api/idea/completion', {
      headers: auth,
      data: { promptVersion: '1.1.2', boardId: result.id, initialIdea: 'A bakery that delivers by bike' },
    });
    expect(completion.status(), await completion.text()).toBe(200);
    expect(((await completion.json()) as { source: string }).source).toBe('ai');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.system).toContain(`${marker}: turn <initialIdea> into a crisp business idea.`);
    expect(fake.requests[0]?.user).toContain('A bakery that delivers by bike');
  });
});

test.describe('/admin/companies', () => {
  test('should show every validation message on blur', async ({ page }) => {
    await signInPlatformAdmin(page);
    await page.goto('/admin/companies');
    await expect(page.getByRole('heading', { name: 'Create Company' })).toBeVisible();
    await expect(
      page.getByText('Define the company, set a board quota, and assign admin users.'),
    ).toBeVisible();
    await page.getByLabel('Company Name').fill('A');
    await page.getByLabel('Maximum Boards').fill('2.5');
    const box = page.getByLabel('Admin Users (Emails)');
    await box.fill('not-an-email');
    await box.press('Enter');
    await box.fill('Boss@Example.com');
    await box.press('Enter');
    await box.fill('boss@example.com ');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await box.blur();
    for (const message of [
      'Company name must be at least 2 characters',
      'Must be an integer',
      'Invalid email',
      'Duplicate emails not allowed',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'create-company-errors');

    for (const email of ['not-an-email', 'boss@example.com', 'boss@example.com']) {
      await page
        .getByRole('button', { name: `Remove ${email}` })
        .first()
        .click();
    }
    await page.getByLabel('Maximum Boards').fill('0');
    await box.focus();
    await box.blur();
    await expect(page.getByText('At least 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Add at least one admin', { exact: true })).toBeVisible();

    // A refused creation: the server's message in the red banner; the form resets anyway.
    await page.getByLabel('Company Name').fill('Acme');
    await page.getByLabel('Maximum Boards').fill('3');
    await box.fill('boss@example.com');
    await box.press('Enter');
    await page.route('**/api/functions/createCompany', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { status: 'INTERNAL', code: 'internal', message: 'Database is down' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Create Company' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to create company' });
    await expect(banner).toContainText('Database is down');
    await expect(page.getByLabel('Company Name')).toHaveValue('');
  });
});
