import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/**
 * A subscription business: "Monthly plan" at 50.00 with 10 new subscribers a month, no churn, rent
 * of 2,000 a month from the budget. Month m earns 500 x m: profit from month 5, 3,000 of losses first.
 */
async function subscriptionBoard(page: Page): Promise<Board> {
  const account = await signUp(page.request);
  const authorization = `Bearer ${account.session.idToken}`;
  const created = await page.request.post('/api/functions/createBoard', {
    data: { data: { title: 'Meal plans' } },
    headers: { authorization },
  });
  const board = ((await created.json()) as { result: Board }).result;
  const patched = await page.request.patch(`/api/boards/${board.id}`, {
    headers: { authorization },
    data: {
      businessModelData: { refinedRevenueStreams: '- Monthly plan: weekly meal boxes on subscription' },
      budgetingData: {
        budget: {
          Category: ['Premises'],
          Item: ['Kitchen rent'],
          'One-off (EUR)': [0],
          'Monthly (EUR)': [2000],
        },
      },
    },
  });
  expect(patched.status()).toBe(200);
  return board;
}

async function fillAssumptions(page: Page) {
  const form = page.getByRole('form', { name: 'Forecast assumptions' });
  await form.getByLabel('Starting cash', { exact: true }).fill('10000');
  await form.getByLabel('First month', { exact: true }).fill('2027-01');
  await form.getByLabel('Cost of sales (%)', { exact: true }).fill('0');
  await form.getByLabel('Tax rate on profit (%)', { exact: true }).fill('0');
  const stream = form.getByRole('group', { name: 'Revenue stream 1' });
  await expect(stream.getByLabel('Name', { exact: true })).toHaveValue('Monthly plan');
  await expect(stream.getByLabel('Pricing model', { exact: true })).toHaveValue('subscription');
  await stream.getByLabel('Price', { exact: true }).fill('50');
  await stream.getByLabel('Volume in the first month', { exact: true }).fill('10');
  await stream.getByLabel('Monthly growth (%)', { exact: true }).fill('0');
  await stream.getByLabel('Monthly churn (%)', { exact: true }).fill('0');
  const cost = form.getByRole('group', { name: 'Cost 1' });
  await expect(cost.getByLabel('Name', { exact: true })).toHaveValue('Kitchen rent');
  await expect(cost.getByLabel('Monthly', { exact: true })).toHaveValue('2000');
}

function yearRow(page: Page, year: string) {
  return page
    .getByRole('region', { name: 'Projection table, scrollable' })
    .getByRole('row', { name: new RegExp(`^${year}`) });
}

for (const width of [1280, 375]) {
  test(`the forecast of a subscription business at ${width} px: break-even, yearly totals, scenarios, tables`, async ({
    page,
  }, testInfo) => {
    // A long walk through one screen on a busy 2-core machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const board = await subscriptionBoard(page);
    await page.goto(`/${board.id}/idea`);
    if (width < 768) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await page.getByRole('link', { name: 'Forecast' }).click();
    await expect(page).toHaveURL(new RegExp(`/${board.id}/forecast$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();

    await fillAssumptions(page);
    const summary = page.getByTestId('forecast-summary');
    // 10 new subscribers a month at 50 against 2,000 of rent: month 4 breaks even at exactly 0 and no
    // later month loses money; month 5 is the first with a profit.
    await expect(summary).toContainText(
      'Break-even in month 4 (April 2027) (first profitable month: month 5)',
    );
    await expect(summary).toContainText('Cash stays at or above zero through month 36');

    // Yearly totals: revenue 500 x (1 + ... + 12), rent 24,000.
    await expect(yearRow(page, 'Year 1')).toContainText('39,000.00');
    await expect(yearRow(page, 'Year 1')).toContainText('24,000.00');
    await expect(yearRow(page, 'Year 1')).toContainText('15,000.00');
    await expect(yearRow(page, 'Year 2')).toContainText('111,000.00');
    await expect(yearRow(page, 'Year 3')).toContainText('183,000.00');

    // A wrong value is explained and leaves the projection as it was.
    const price = page.getByRole('group', { name: 'Revenue stream 1' }).getByLabel('Price', { exact: true });
    await price.fill('-5');
    await price.blur();
    await expect(page.getByText('The price cannot be negative')).toBeVisible();
    await expect(summary).toContainText('Break-even in month 4 (April 2027)');
    await price.fill('50');
    await price.blur();
    await expect(page.getByText('The price cannot be negative')).toBeHidden();

    await page.getByRole('button', { name: 'Save assumptions' }).click();
    await expect(page.getByText('Assumptions saved.')).toBeVisible();

    // Conservative: 0.75 x the volume, 7.5 new subscribers a month sold as whole ones
    // (8, 7, 8, 7, ...), so 8, 15, 23, 30, 38 subscribers: profit from month 6 after 4,300 of losses.
    const scenario = page.getByRole('group', { name: 'Scenario' });
    await scenario.getByRole('button', { name: 'Conservative' }).click();
    await expect(scenario.getByRole('button', { name: 'Conservative' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(summary).toContainText('Conservative scenario');
    await expect(summary).toContainText('Break-even in month 6 (June 2027)');
    // 50 x (8 + 15 + 23 + 30 + 38 + 45 + 53 + 60 + 68 + 75 + 83 + 90) = 29,400.
    await expect(yearRow(page, 'Year 1')).toContainText('29,400.00');

    // The chart's table equivalent: month 6 earns 375 x 6 = 2,250 against 2,000 of costs.
    await page.getByText('Show revenue and total costs as a table').click();
    const chartTable = page.getByRole('region', { name: 'Revenue and total costs table' });
    await expect(chartTable.getByRole('row', { name: /^2027-06/ })).toContainText('2,250.00');
    await expect(chartTable.getByRole('row', { name: /^2027-06/ })).toContainText('2,000.00');
    await expect(chartTable.getByRole('row')).toHaveCount(37);

    // Monthly view: 36 months plus a total per year.
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Monthly' }).click();
    await expect(
      page.getByRole('region', { name: 'Projection table, scrollable' }).getByRole('row'),
    ).toHaveCount(40);
    await expect(yearRow(page, 'Year 1 total')).toContainText('29,400.00');

    // Saved with the board: a reload shows the same projection.
    await page.reload();
    await expect(page.getByTestId('forecast-summary')).toContainText(
      'Break-even in month 4 (April 2027) (first profitable month: month 5)',
    );
    await expect(page.locator('.recharts-responsive-container').first()).toBeVisible();
    if (width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`forecast-${width}.png`), fullPage: true });
    await page.getByRole('heading', { name: 'Projection', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`forecast-${width}-projection.png`) });
  });
}

test('the forecast link stays disabled until the board has a budget', async ({ page }) => {
  const account = await signUp(page.request);
  const created = await page.request.post('/api/functions/createBoard', {
    data: { data: { title: 'No budget yet' } },
    headers: { authorization: `Bearer ${account.session.idToken}` },
  });
  const board = ((await created.json()) as { result: Board }).result;
  await page.goto(`/${board.id}/idea`);
  await expect(page.getByRole('button', { name: 'Forecast' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Forecast' })).toHaveCount(0);
});

test('"Draft assumptions" fills the form from the revenue streams and the budget and saves it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const board = await subscriptionBoard(page);
  await page.goto(`/${board.id}/forecast`);
  // Nothing saved yet: the form's figures are proposed, and no starting cash is invented.
  await expect(page.getByTestId('proposed-assumptions')).toContainText('Proposed');
  const form = page.getByRole('form', { name: 'Forecast assumptions' });
  await expect(form.getByLabel('Starting cash', { exact: true })).toHaveValue('0');
  await form
    .getByRole('group', { name: 'Revenue stream 1' })
    .getByLabel('Name', { exact: true })
    .fill('Placeholder');
  // The draft is a preview; nothing changes until "Apply".
  await page.getByRole('button', { name: 'Draft assumptions' }).click();
  await expect(
    page.getByText(
      'Assumptions drafted from your revenue streams, SMART goals and budget: apply them or discard them.',
    ),
  ).toBeVisible();
  const preview = page.getByRole('region', { name: 'Drafted assumptions' });
  await expect(preview.getByText('Offline draft', { exact: true })).toBeVisible();
  await expect(preview.getByText('Proposed', { exact: true })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Monthly plan Subscription/ })).toBeVisible();
  await expect(
    form.getByRole('group', { name: 'Revenue stream 1' }).getByLabel('Name', { exact: true }),
  ).toHaveValue('Placeholder');
  await expectNoSeriousA11yViolations(page);
  await preview.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Drafted assumptions applied and saved.')).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(page.getByTestId('proposed-assumptions')).toHaveCount(0);
  const stream = form.getByRole('group', { name: 'Revenue stream 1' });
  await expect(stream.getByLabel('Name', { exact: true })).toHaveValue('Monthly plan');
  await expect(stream.getByLabel('Pricing model', { exact: true })).toHaveValue('subscription');
  await expect(stream.getByLabel('Volume in the first month', { exact: true })).toHaveValue('15');
  await expect(stream.getByLabel('Monthly churn (%)', { exact: true })).toHaveValue('4');
  await expect(form.getByRole('group', { name: 'Cost 1' }).getByLabel('Name', { exact: true })).toHaveValue(
    'Kitchen rent',
  );
  await expect(page.getByTestId('forecast-summary')).toContainText('Base scenario');
  // Stored with the board like every other completion.
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Forecast assumptions' })
      .getByRole('group', { name: 'Revenue stream 1' })
      .getByLabel('Volume in the first month', { exact: true }),
  ).toHaveValue('15');
});
