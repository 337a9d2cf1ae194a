import fs from 'node:fs';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';

/** The repair café in Ghent, the board the server's money-model tests import too. */
const FIXTURE = path.resolve(import.meta.dirname, '../../apps/server/test/support/repair-cafe-board.json');

async function repairCafe(page: Page): Promise<Board> {
  const { session } = await signUp(page.request);
  const imported = await page.request.post('/api/functions/importBoard', {
    data: { data: JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as unknown },
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return ((await imported.json()) as { result: Board }).result;
}

const rent = (page: Page) =>
  page
    .getByRole('form', { name: 'Forecast assumptions' })
    .getByRole('group', { name: 'Cost 5' })
    .getByLabel('Monthly', { exact: true });

test('the forecast states one funding need, the sustained break-even and the cash at the start', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const board = await repairCafe(page);
  await page.goto(`/${board.id}/forecast`);
  const summary = page.getByTestId('forecast-summary');
  await expect(summary).toContainText(
    'Break-even in month 16 (April 2028) (first profitable month: month 5)',
  );
  await expect(summary).toContainText(
    'Cash at the start: 13,000 EUR (0 EUR you bring, 13,000 EUR of month-1 funding)',
  );
  await expect(page.getByTestId('funding-need')).toHaveText(
    'Still to find: 7,671.48 EUR, so that cash stays at or above the minimum of 9,741.25 EUR (lowest in month 16 (April 2028))',
  );
  await expect(
    page.getByRole('region', { name: 'Funding, scrollable' }).getByRole('row', { name: /^Required/ }),
  ).toContainText('20,671.48');
  await expect(page.getByTestId('model-check')).toHaveCount(0);
  // Founder pay is pay: no VAT choice on it; a supplier's line can be reduced, with its rate.
  const form = page.getByRole('form', { name: 'Forecast assumptions' });
  const founderPay = form.getByRole('group', { name: 'Cost 10' });
  await expect(founderPay.getByLabel('Kind', { exact: true })).toHaveValue('payroll');
  await expect(founderPay.getByLabel('VAT', { exact: true })).toHaveCount(0);
  const energy = form.getByRole('group', { name: 'Cost 6' });
  await energy.getByLabel('VAT', { exact: true }).selectOption('reduced');
  await expect(energy.getByLabel('Reduced VAT rate (%)', { exact: true })).toBeVisible();
});

test('a reload mid-edit brings the unsaved assumptions back, and leaving asks first', async ({ page }) => {
  test.setTimeout(90_000);
  const board = await repairCafe(page);
  await page.goto(`/${board.id}/forecast`);
  await expect(rent(page)).toHaveValue('650');
  await rent(page).fill('700');
  await rent(page).blur();

  // Leaving for another screen asks; staying keeps the edit on the page.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Plan', exact: true }).click();
  await expect
    .poll(() => questions)
    .toEqual([
      'Leave the forecast without saving your assumptions? They stay on this device and come back when you return.',
    ]);
  await expect(page).toHaveURL(new RegExp(`/${board.id}/forecast$`));
  await expect(rent(page)).toHaveValue('700');

  // A reload (the browser asks before it, accepted here) restores the edit with a notice.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Restored your unsaved assumptions.')).toBeVisible();
  await expect(rent(page)).toHaveValue('700');

  // Saving keeps it with the board and drops the local copy.
  await page.getByRole('button', { name: 'Save assumptions' }).click();
  await expect(page.getByText('Assumptions saved.')).toBeVisible();
  await page.reload();
  await expect(rent(page)).toHaveValue('700');
  await expect(page.getByText('Restored your unsaved assumptions.')).toHaveCount(0);
});
