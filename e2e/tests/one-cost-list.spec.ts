import fs from 'node:fs';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { expect, test } from '@playwright/test';

import { signUp } from '../support/api.js';

/** The repair café in Ghent: a budget and a forecast whose costs had drifted apart. */
const FIXTURE = path.resolve(import.meta.dirname, '../../apps/server/test/support/repair-cafe-board.json');

test('rent edited on the budget shows on the forecast: one list of costs', async ({ page }) => {
  test.setTimeout(90_000);
  const { session } = await signUp(page.request);
  const imported = await page.request.post('/api/functions/importBoard', {
    data: { data: JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as unknown },
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const board = ((await imported.json()) as { result: Board }).result;

  await page.goto(`/${board.id}/budgeting`);
  // The two copies were merged once: the founder is told what changed.
  const notice = page.getByTestId('merge-notice');
  await expect(notice).toContainText('Your budget and your forecast now share one list of costs');
  await expect(notice).toContainText('Founder pay: the budget said 1,800 EUR a month');

  const rent = page.getByRole('textbox', { name: 'Monthly (EUR), row 5' });
  await expect(page.getByRole('textbox', { name: 'Item, row 5' })).toHaveValue('Workshop rent at Dampoort');
  await expect(rent).toHaveValue('650');
  await rent.fill('700');
  await page.getByRole('button', { name: 'Save table' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);

  // The forecast, opened from the sidebar (no reload), reads the same line.
  await page.getByRole('link', { name: 'Forecast', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${board.id}/forecast$`));
  const form = page.getByRole('form', { name: 'Forecast assumptions' });
  const line = form.getByRole('group', { name: 'Cost 5' });
  await expect(line.getByLabel('Name', { exact: true })).toHaveValue('Workshop rent at Dampoort');
  await expect(line.getByLabel('Monthly', { exact: true })).toHaveValue('700');
  await expect(page.getByTestId('merge-notice')).toHaveCount(0);
});
