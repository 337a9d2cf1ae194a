import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { callFunction, signUp } from '../support/api.js';

/**
 * Issue 13, "Fast on a phone": a page's first script sends the session probe and, with its answer,
 * the first screen's reads, while the app's own script is still on its way; the app then uses those
 * answers instead of asking again, and renders the screen once, with its data.
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

test.describe("a signed-in page's first reads", () => {
  test("should send a board page's board read before the app's script has arrived, and only once", async ({
    page,
  }) => {
    const account = await signUp(page.request);
    const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', {
      title: 'Roastery boxes',
    });
    const requests = recordApiRequests(page);
    const release = await holdAppScript(page);

    await page.goto(`/${board.id}/idea`, { waitUntil: 'commit' });
    await expect.poll(() => requests).toEqual(['POST /api/auth/refresh', `GET /api/boards/${board.id}`]);
    await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();

    release();
    await expect(page.getByTestId('sidebar-board-name')).toHaveText('Roastery boxes');
    expect(requests.filter((request) => request === `GET /api/boards/${board.id}`)).toHaveLength(1);
  });

  test("should send home's list and quota reads before the app's script has arrived, and only once", async ({
    page,
  }) => {
    const account = await signUp(page.request);
    await callFunction<Board>(page.request, account.session.idToken, 'createBoard', { title: 'Lyon beans' });
    const requests = recordApiRequests(page);
    const release = await holdAppScript(page);

    await page.goto('/', { waitUntil: 'commit' });
    await expect
      .poll(() => [...requests].sort())
      .toEqual(['GET /api/boards', 'GET /api/boards/quota', 'POST /api/auth/refresh']);

    release();
    await expect(page.getByRole('link', { name: 'Open Lyon beans' })).toBeVisible();
    expect(requests.filter((request) => request === 'GET /api/boards')).toHaveLength(1);
    expect(requests.filter((request) => request === 'GET /api/boards/quota')).toHaveLength(1);
  });

  test('should send only the session probe from a signed-out page', async ({ page }) => {
    const requests = recordApiRequests(page);
    const release = await holdAppScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect.poll(() => requests).toEqual(['POST /api/auth/refresh']);
    release();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(requests.filter((request) => request.startsWith('GET /api/boards'))).toEqual([]);
  });
});
