import type { Board, ForecastResponse } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** A bike-repair van in Lyon: the van is a one-off budget line, the workshop rent is monthly. */
async function vanBoard(page: Page): Promise<{ board: Board; authorization: string }> {
  const account = await signUp(page.request);
  const authorization = `Bearer ${account.session.idToken}`;
  const created = await page.request.post('/api/functions/createBoard', {
    data: { data: { title: 'Bike repair van' } },
    headers: { authorization },
  });
  const board = ((await created.json()) as { result: Board }).result;
  const patched = await page.request.patch(`/api/boards/${board.id}`, {
    headers: { authorization },
    data: {
      businessModelData: { refinedRevenueStreams: '- Repairs: bikes fixed at the office door' },
      budgetingData: {
        budget: {
          Category: ['Vehicles', 'Premises'],
          Item: ['Cargo van', 'Workshop'],
          'One-off (EUR)': [24000, 0],
          'Monthly (EUR)': [0, 800],
        },
      },
    },
  });
  expect(patched.status()).toBe(200);
  return { board, authorization };
}

function statementRow(page: Page, statement: string, line: string) {
  return page
    .getByRole('region', { name: `${statement}, scrollable` })
    .getByRole('row', { name: new RegExp(`^${line} `) });
}

for (const width of [1280, 375]) {
  test(`a loan and an asset entered at ${width} px show in the three statements`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const { board, authorization } = await vanBoard(page);
    await page.goto(`/${board.id}/forecast`);
    const form = page.getByRole('form', { name: 'Forecast assumptions' });
    await form.getByLabel('Starting cash', { exact: true }).fill('1000');
    await form.getByLabel('First month', { exact: true }).fill('2027-01');
    await form.getByLabel('Tax rate on profit (%)', { exact: true }).fill('0');
    await form.getByLabel('Days you take to pay suppliers', { exact: true }).fill('0');

    // The van's one-off line becomes an asset with one click: 24,000 over 60 months = 400.00 a month.
    await expect(form.getByRole('group', { name: 'Cost 1' }).getByLabel('Name', { exact: true })).toHaveValue(
      'Cargo van',
    );
    await form.getByRole('button', { name: 'Make cost 1 an asset' }).click();
    const asset = form.getByRole('group', { name: 'Asset 1' });
    await expect(asset.getByLabel('Name', { exact: true })).toHaveValue('Cargo van');
    await expect(asset.getByLabel('Amount', { exact: true })).toHaveValue('24000');
    await expect(form.getByRole('group', { name: 'Cost 1' }).getByLabel('Name', { exact: true })).toHaveValue(
      'Workshop',
    );

    // A 40,000 bank loan at 6 % over 60 months: 773.31 a month from month 2, 200.00 of it interest.
    await form.getByRole('button', { name: 'Add loan' }).click();
    const loan = form.getByRole('group', { name: 'Loan 1' });
    await loan.getByLabel('Principal', { exact: true }).fill('40000');
    await loan.getByLabel('Annual interest (%)', { exact: true }).fill('6');
    await loan.getByLabel('Term (months)', { exact: true }).fill('60');
    await loan.getByLabel('Month received', { exact: true }).fill('1');
    await loan.getByLabel('Month received', { exact: true }).blur();
    await form.getByRole('button', { name: 'Save assumptions' }).click();
    await expect(page.getByText('Assumptions saved.')).toBeVisible();

    const statements = page.getByRole('group', { name: 'Statement' });
    const columns = page.getByRole('group', { name: 'Columns' });
    await columns.getByRole('button', { name: 'Monthly' }).click();
    await expect(statementRow(page, 'Profit and loss', 'Depreciation')).toContainText('400.00');
    await expect(statementRow(page, 'Profit and loss', 'Interest').getByRole('cell').nth(1)).toHaveText(
      '200.00',
    );
    await statements.getByRole('button', { name: 'Cash flow' }).click();
    await expect(statementRow(page, 'Cash flow', 'Loans received').getByRole('cell').first()).toHaveText(
      '40,000.00',
    );
    await expect(statementRow(page, 'Cash flow', 'Asset purchases').getByRole('cell').first()).toHaveText(
      '-24,000.00',
    );
    await expect(statementRow(page, 'Cash flow', 'Loan repayments').getByRole('cell').nth(1)).toHaveText(
      '-573.31',
    );

    // The yearly balance sheet is the server's, to the cent, and it balances.
    await statements.getByRole('button', { name: 'Balance sheet' }).click();
    await columns.getByRole('button', { name: 'Yearly' }).click();
    const res = await page.request.get(`/api/boards/${board.id}/forecast`, { headers: { authorization } });
    const years = ((await res.json()) as ForecastResponse).scenarios.base.years;
    const text = (cents: number) =>
      new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(cents / 100);
    await expect(statementRow(page, 'Balance sheet', 'Loans outstanding').getByRole('cell')).toHaveText(
      years.map((y) => text(y.balanceSheet.loans)),
    );
    await expect(statementRow(page, 'Balance sheet', 'Net fixed assets').getByRole('cell')).toHaveText([
      '19,200.00',
      '14,400.00',
      '9,600.00',
    ]);
    const assets = await statementRow(page, 'Balance sheet', 'Total assets')
      .getByRole('cell')
      .allTextContents();
    await expect(
      statementRow(page, 'Balance sheet', 'Total liabilities and equity').getByRole('cell'),
    ).toHaveText(assets);

    // The table scrolls in its own box, its first column fixed; the page itself does not scroll sideways.
    const region = page.getByRole('region', { name: 'Balance sheet, scrollable' });
    await columns.getByRole('button', { name: 'Monthly' }).click();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const firstColumn = statementRow(page, 'Balance sheet', 'Cash').getByRole('rowheader');
    expect(await firstColumn.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('funding-need')).toContainText('Funded: cash is lowest in month');
    await expectNoSeriousA11yViolations(page);
  });
}
