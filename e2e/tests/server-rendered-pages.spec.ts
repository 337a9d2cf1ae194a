import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { callFunction, signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';

/**
 * Fast on a phone: the server sends a signed-in user's home and board stage page with
 * the first screen already drawn (apps/server, modules/pages), so a phone paints it before the app's
 * scripts arrive; the app then hydrates that screen, without asking again for what it shows.
 */

/** Holds the app's entry script (`/assets/index-*.js`) until `release` is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every API request the page sends, as `METHOD /path`, in order. */
function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  return requests;
}

/** Console errors and uncaught exceptions (a failed hydration is both). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A signed-in user (the browser holds the cookie) with a board whose idea stage has its draft. */
async function boardWithDraft(page: Page, title: string): Promise<Board> {
  const account = await signUp(page.request);
  const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', { title });
  const drafted = await page.request.post('/api/idea/completion', {
    data: {
      promptVersion: '1.1.2',
      boardId: board.id,
      initialIdea: 'Roasted coffee beans for offices in Lyon.',
    },
    headers: { authorization: `Bearer ${account.session.idToken}` },
  });
  expect(drafted.status()).toBe(200);
  return board;
}

test.describe('pages the server renders for a signed-in user', () => {
  for (const width of [1280, 375]) {
    test(`should show a board's step before the app's script arrives, then hydrate it at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const board = await boardWithDraft(page, 'Roastery boxes');
      const requests = recordApiRequests(page);
      const errors = recordErrors(page);
      const release = await holdAppScript(page);

      await page.goto(`/${board.id}/idea`, { waitUntil: 'commit' });
      const editor = page.getByRole('textbox', { name: 'Your business idea' });
      await expect(editor).toHaveValue(/Roasted coffee beans for offices in Lyon/);
      await expect(page.getByRole('heading', { name: 'Business Idea', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').getByText('Loading...')).toHaveCount(0);
      await expect.poll(() => requests).toEqual(['POST /api/auth/refresh']);

      // Until the app runs the screen, it takes no input: nothing typed into it could be lost.
      await expect(page.locator('#root')).toHaveAttribute('inert');

      release();
      await appReady(page);
      // Hydrated: the editor takes typing, and the unsaved edit enables Save.
      await editor.focus();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' Delivered by cargo bike.');
      await expect(editor).toHaveValue(/Delivered by cargo bike\.$/);
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
      if (width < 768) {
        await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
        await expect(page.getByRole('dialog').getByTestId('sidebar-board-name')).toHaveText('Roastery boxes');
      } else {
        await expect(page.getByTestId('sidebar-board-name')).toHaveText('Roastery boxes');
      }
      // The board came with the page: the app never asked for it (its comment threads, which the
      // first screen does not draw, are read once it runs, and its live stream opens).
      expect(
        requests.filter(
          (request) =>
            request.startsWith('GET /api/boards') &&
            request !== `GET /api/boards/${board.id}/comments` &&
            request !== `GET /api/boards/${board.id}/events`,
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("should show home's boards before the app's script arrives, then hydrate it", async ({ page }) => {
    const account = await signUp(page.request);
    await callFunction<Board>(page.request, account.session.idToken, 'createBoard', { title: 'Lyon beans' });
    const requests = recordApiRequests(page);
    const errors = recordErrors(page);
    const release = await holdAppScript(page);

    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Open Lyon beans' })).toBeVisible();
    await expect.poll(() => requests).toEqual(['POST /api/auth/refresh']);

    release();
    await page.getByRole('link', { name: 'Open Lyon beans' }).click();
    await expect(page.getByTestId('sidebar-board-name')).toHaveText('Lyon beans');
    expect(requests.filter((request) => request === 'GET /api/boards')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("should hydrate home when the browser's clock is minutes away from the server's", async ({ page }) => {
    const account = await signUp(page.request);
    await callFunction<Board>(page.request, account.session.idToken, 'createBoard', { title: 'Clock skew' });
    const errors = recordErrors(page);
    // The server wrote "just now"; this browser's clock reads the board as edited 5 minutes ago.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000);
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('link', { name: 'Open Clock skew' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('should render the page anew when this browser holds unsaved edits the server has not seen', async ({
    page,
  }) => {
    const board = await boardWithDraft(page, 'Unsaved words');
    await page.goto(`/${board.id}/idea`);
    const text = 'My own words, not saved yet.';
    await page.getByRole('textbox', { name: 'Your business idea' }).fill(text);
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('planner:draft:'))),
      )
      .toHaveLength(1);

    const errors = recordErrors(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(text);
    await expect(page.getByText('Restored your unsaved changes.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('should open the board with one read when the page came without the session', async ({ page }) => {
    const board = await boardWithDraft(page, 'From an email');
    const requests = recordApiRequests(page);
    // A link on another site (127.0.0.1 is not the site of localhost): the browser sends the
    // SameSite=Strict session cookie with the page's own requests only, not with this navigation.
    const own = new URL(test.info().project.use.baseURL!);
    const other = new URL(own);
    other.hostname = '127.0.0.1';
    await page.goto(new URL('/service-agreement', other).href);
    await page.evaluate((url) => window.location.assign(url), new URL(`/${board.id}/idea`, own).href);
    await expect(page.getByTestId('sidebar-board-name')).toHaveText('From an email');
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(
      /Roasted coffee beans/,
    );
    expect(requests.filter((request) => request === `GET /api/boards/${board.id}`)).toHaveLength(1);
  });
});
