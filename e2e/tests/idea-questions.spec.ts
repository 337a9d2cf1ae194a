import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const IDEA = 'Handmade bicycle bells for night-shift nurses in Utrecht.';

async function storedBoard(page: Page, id: string, headers: Record<string, string>): Promise<Board> {
  const res = await page.request.get(`/api/boards/${id}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Board;
}

/**
 * The Idea step asks what the business sells and who pays, optional, with the engine's
 * guess as a suggestion that one click confirms; an unconfirmed suggestion is not an answer, and
 * the answers reach the offline draft.
 */
test.describe('the Idea step’s two questions', () => {
  for (const width of [1280, 375]) {
    test(`should suggest, confirm or change the answers in one click and draft from them at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const { session } = await signUp(page.request);
      const headers = { authorization: `Bearer ${session.idToken}` };
      const created = await page.request.post('/api/functions/createBoard', {
        data: { data: { title: 'Bells' } },
        headers,
      });
      const board = ((await created.json()) as { result: Board }).result;
      await page.goto(`/${board.id}/idea`);

      const sells = page.getByRole('group', { name: 'What does the business sell? (optional)' });
      const pays = page.getByRole('group', { name: 'Who pays? (optional)' });
      await expect(sells).toBeVisible();
      await expect(pays).toBeVisible();
      await expect(sells.getByRole('radio')).toHaveCount(7);
      await expect(pays.getByRole('radio')).toHaveCount(4);

      // No word hints at what "hand-painted bells" are: no suggestion rather than a guess.
      const idea = page.getByRole('textbox', { name: 'Your initial idea' });
      await idea.fill('Hand-painted bicycle bells for night-shift nurses in Utrecht.');
      await expect(pays.getByText('We think: people. Is that right?')).toBeVisible();
      await expect(sells.getByText('We think:')).toHaveCount(0);
      await idea.fill(IDEA);
      await expect(sells.getByText('We think: a physical product. Is that right?')).toBeVisible();
      await expect(pays.getByText('We think: people. Is that right?')).toBeVisible();
      // A suggestion is not an answer: nothing is selected and nothing is stored.
      for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
      expect((await storedBoard(page, board.id, headers)).ideaData.offerKind ?? null).toBeNull();
      await expectNoSeriousA11yViolations(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);

      // One click confirms the suggestion; one click on another option changes an answer.
      await sells.getByRole('button', { name: 'Yes, that’s right: a physical product' }).click();
      await expect(sells.getByRole('radio', { name: 'a physical product', exact: true })).toBeChecked();
      await expect(sells.getByText('We think:')).toHaveCount(0);
      await pays.getByRole('radio', { name: 'both people and businesses', exact: true }).check();
      await expect(
        pays.getByRole('radio', { name: 'both people and businesses', exact: true }),
      ).toBeChecked();
      await expect
        .poll(async () => (await storedBoard(page, board.id, headers)).ideaData)
        .toMatchObject({ offerKind: 'physical', customerKind: 'both' });
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await expect(sells.getByRole('radio', { name: 'a physical product', exact: true })).toBeChecked();
      await expect(
        pays.getByRole('radio', { name: 'both people and businesses', exact: true }),
      ).toBeChecked();

      // The offline draft names the founder's words with their answers, not a guess.
      await page.getByRole('button', { name: 'Generate business idea', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Business Idea', exact: true })).toBeVisible();
      await expect
        .poll(async () => (await storedBoard(page, board.id, headers)).ideaData.businessIdea)
        .toContain(
          '**Kind of business:** handmade bicycle bells (a physical product), selling to night-shift nurses (both people and businesses).',
        );
    });
  }
});
