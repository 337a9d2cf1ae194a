import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const IDEA =
  'A repair café in Ghent that fixes small household electronics for 25 EUR per repaired item, with a paid annual membership for regulars';

async function storedBoard(page: Page, id: string, headers: Record<string, string>): Promise<Board> {
  const res = await page.request.get(`/api/boards/${id}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Board;
}

/**
 * The facts card under the initial idea: the engine's reading proposed with the idea's words,
 * nothing stored until the founder confirms, one correction, and the next draft and the forecast
 * draft built on the confirmed facts.
 */
test.describe('the facts card', () => {
  for (const width of [1280, 375]) {
    test(`should confirm the proposal with one correction and draft from it at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      const { session } = await signUp(page.request);
      const headers = { authorization: `Bearer ${session.idToken}` };
      const created = await page.request.post('/api/functions/createBoard', {
        data: { data: { title: 'Repair café' } },
        headers,
      });
      const board = ((await created.json()) as { result: Board }).result;
      // A board made before the card: its idea is there, its facts are not.
      const patched = await page.request.patch(`/api/boards/${board.id}`, {
        headers,
        data: {
          ideaData: { initialIdea: IDEA },
          businessModelData: {
            refinedRevenueStreams:
              '- Repairs: one fixed fee per repaired item\n- Annual membership: for regulars',
          },
          budgetingData: {
            budget: {
              Category: ['Premises'],
              Item: ['Workshop rent'],
              'One-off (EUR)': [0],
              'Monthly (EUR)': [650],
            },
          },
        },
      });
      expect(patched.status()).toBe(200);
      await page.goto(`/${board.id}/idea`);

      const card = page.getByRole('region', { name: 'The facts of your business' });
      await expect(card.getByLabel('Where', { exact: true })).toHaveValue('Ghent');
      await expect(card.getByLabel('Who uses it', { exact: true })).toHaveValue('regulars');
      await expect(card.getByText('From your idea: “in Ghent”')).toBeVisible();
      const repair = card.getByRole('group', { name: 'Price per item' });
      await expect(repair.getByLabel('Amount', { exact: true })).toHaveValue(/^25$/);
      await expect(repair.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
      await expect(repair.getByLabel('Paid', { exact: true })).toHaveValue('item');
      await expect(repair.getByLabel('How it is paid', { exact: true })).toHaveValue('one-off');
      // Proposed, not stored.
      expect((await storedBoard(page, board.id, headers)).ideaData.facts ?? null).toBeNull();
      await expectNoSeriousA11yViolations(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);

      // One correction: who uses it. The membership's amount is the founder's to give.
      await card.getByLabel('Who uses it', { exact: true }).fill('households with a broken kettle or lamp');
      await card.getByLabel('What you sell', { exact: true }).fill('repairs of small household electronics');
      await repair.getByLabel('Name', { exact: true }).fill('Repairs');
      const membership = card.getByRole('group', { name: /membership/i });
      await membership.getByLabel('Amount', { exact: true }).fill('60');
      await membership.getByLabel('Currency', { exact: true }).fill('EUR');
      await card.getByRole('button', { name: 'Confirm all facts' }).click();
      await expect
        .poll(async () => (await storedBoard(page, board.id, headers)).ideaData.facts)
        .toMatchObject({
          user: 'households with a broken kettle or lamp',
          place: 'Ghent',
          prices: [
            { amount: 2500, currency: 'EUR', unit: 'item', model: 'one-off' },
            { amount: 6000, currency: 'EUR', unit: 'year', model: 'subscription' },
          ],
        });
      await expect(card.getByRole('button', { name: 'Confirm: Who uses it' })).toHaveText('Confirmed');
      await expectNoSeriousA11yViolations(page);

      // The next draft names the confirmed customer and prices.
      await page.getByRole('button', { name: 'Generate business idea', exact: true }).click();
      await expect
        .poll(async () => (await storedBoard(page, board.id, headers)).ideaData.businessIdea)
        .toContain('**Customer:** Households with a broken kettle or lamp.');
      const drafted = (await storedBoard(page, board.id, headers)).ideaData.businessIdea;
      expect(drafted).toContain('25 EUR per item');
      expect(drafted).toContain('60 EUR a year');

      // The forecast draft's preview prices repairs one-off at 25 and the membership 5 a month.
      await page.goto(`/${board.id}/forecast`);
      await page.getByRole('button', { name: 'Draft assumptions' }).click();
      const preview = page.getByRole('region', { name: 'Drafted assumptions' });
      const repairs = preview.getByRole('row', { name: /^Repairs/ });
      await expect(repairs.getByRole('cell', { name: 'One-off sale', exact: true })).toBeVisible();
      await expect(repairs.getByRole('cell', { name: '25 EUR', exact: true })).toBeVisible();
      const members = preview.getByRole('row', { name: /^Annual membership/ });
      await expect(members.getByRole('cell', { name: 'Subscription', exact: true })).toBeVisible();
      await expect(members.getByRole('cell', { name: '5 EUR', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
