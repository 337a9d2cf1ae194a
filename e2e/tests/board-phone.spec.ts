import type { Board } from '@planner/domain';
import { expect, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

test.describe('a table step on a 375 px phone', () => {
  test('should keep the page from scrolling sideways while the matrix scrolls inside its own box', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    const { session } = await signUp(page.request);
    const headers = { authorization: `Bearer ${session.idToken}` };
    const created = await page.request.post('/api/functions/createBoard', {
      data: { data: { title: 'Phone matrix' } },
      headers,
    });
    const board = ((await created.json()) as { result: Board }).result;
    // The offline engine drafts the segmentation matrix; the board then stands on that step.
    const drafted = await page.request.post('/api/target-audience/completion', {
      data: {
        promptVersion: '2.2.1',
        boardId: board.id,
        refinedTargetGroups: 'Busy parents in Lyon; students sharing flats; small restaurants',
      },
      headers,
    });
    expect(drafted.status()).toBe(200);
    const moved = await page.request.patch(`/api/boards/${board.id}`, {
      data: { currentStage: 'TARGET_AUDIENCE', currentStep: 'SELECT_TARGET_GROUP' },
      headers,
    });
    expect(moved.status()).toBe(200);

    await page.goto(`/${board.id}/target-audience`);
    const matrix = page.getByRole('table').first();
    await expect(matrix).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const box = await matrix.evaluate((table) => {
      const scroller = table.closest('.overflow-x-auto') ?? table.parentElement!;
      return { inner: scroller.scrollWidth, outer: scroller.clientWidth };
    });
    expect(box.inner).toBeGreaterThan(box.outer);
    await expectNoSeriousA11yViolations(page);
  });
});
