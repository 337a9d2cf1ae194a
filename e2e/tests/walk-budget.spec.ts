import type { Board } from '@planner/domain';
import { expect, test } from '@playwright/test';

import { callFunction, signUp } from '../support/api.js';

const BUDGET = {
  Category: ['Equipment', 'Marketing'],
  Item: ['Kitchen equipment', 'LinkedIn ads'],
  'One-off (EUR)': [15000, 0],
  'Monthly (EUR)': [0, 300],
  'First 12 months (EUR)': [15000, 3600],
  Notes: ['', ''],
};

/** Budget totals follow every edit. */
test.describe('budget totals', () => {
  test('should recompute First 12 months as the user types, refuse "abc" with a message and save what is shown', async ({
    page,
  }) => {
    const account = await signUp(page.request);
    const headers = { authorization: `Bearer ${account.session.idToken}` };
    const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', {});
    const patched = await page.request.patch(`/api/boards/${board.id}`, {
      headers,
      data: { currentStage: 'BUDGETING', currentStep: 'REFINE_BUDGET', budgetingData: { budget: BUDGET } },
    });
    expect(patched.status()).toBe(200);

    await page.goto(`/${board.id}/budgeting`);
    const cell = (name: string) => page.getByRole('textbox', { name });
    const firstYear = cell('First 12 months (EUR), row 1');
    await expect(firstYear).toHaveValue('15,000');

    await cell('One-off (EUR), row 1').fill('6000');
    await expect(firstYear).toHaveValue('6,000');
    await expect(page.getByLabel('Total First 12 months (EUR)')).toHaveText('9,600');

    // Amounts are the reader's (this browser: en-US); the other common form is read too
    // when unambiguous; anything else is refused with a message and the total stays.
    await cell('Monthly (EUR), row 2').fill('1.200,50');
    await expect(cell('First 12 months (EUR), row 2')).toHaveValue('14,406');
    await cell('One-off (EUR), row 2').fill('1 200');
    await expect(cell('First 12 months (EUR), row 2')).toHaveValue('15,606');
    const monthly = cell('Monthly (EUR), row 1');
    await monthly.fill('abc');
    await expect(monthly).toHaveAccessibleDescription('Enter an amount such as 1,200.50 or 1200.');
    await expect(page.getByLabel('Total Monthly (EUR)')).toHaveText('1,200.50');
    await monthly.fill('0');

    await page.getByRole('button', { name: 'Save table' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
    // The button says Saved as soon as the save is sent (optimistic); the server has it a moment later.
    const stored = async () =>
      ((await (await page.request.get(`/api/boards/${board.id}`, { headers })).json()) as Board).budgetingData
        .budget;
    await expect.poll(stored).toMatchObject({
      'One-off (EUR)': [6000, 1200],
      'Monthly (EUR)': [0, 1200.5],
      'First 12 months (EUR)': [6000, 15606],
    });
    await page.reload();
    await expect(cell('First 12 months (EUR), row 1')).toHaveValue('6,000');
    await expect(page.getByLabel('Total First 12 months (EUR)')).toHaveText('21,606');
  });
});
