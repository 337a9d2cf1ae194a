import type { Board } from '@planner/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';

import { callFunction, signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** The walk's budget: a EUR market, totals 31,684 (one-off 15,500 + 12 x 1,348.67 rounded to cents). */
const BUDGET = {
  Category: ['Equipment', 'Marketing', 'Premises'],
  Item: ['Kitchen equipment', 'LinkedIn ads', 'Kitchen rent'],
  'One-off (EUR)': [15000, 500, 0],
  'Monthly (EUR)': [0, 300, 1048.67],
  'First 12 months (EUR)': [15000, 4100, 12584.04],
  Notes: ['', 'Launch campaign', ''],
};

const FORECAST = {
  startingCash: 10000,
  firstMonth: '2027-01',
  streams: [
    {
      name: 'Monthly plan',
      pricingModel: 'subscription',
      price: 20,
      volume: 50,
      growthPercent: 2,
      churnPercent: 0,
      capacity: null,
    },
  ],
  costOfSalesPercent: 20,
  costs: [{ name: 'Kitchen rent', category: 'Premises', oneOff: 0, monthly: 2000, startMonth: 1 }],
  taxRatePercent: 25,
  // The funding, assets, working capital and taxes, all neutral here.
  equity: [],
  loans: [],
  grants: [],
  assets: [],
  receivableDays: 0,
  payableDays: 0,
  salesTaxPercent: 0,
  payrollChargesPercent: 0,
  scenarios: {
    conservative: { volume: 0.75, growth: 0.5, price: 1, costs: 1 },
    base: { volume: 1, growth: 1, price: 1, costs: 1 },
    ambitious: { volume: 1.25, growth: 1.5, price: 1, costs: 1 },
  },
};

async function budgetBoard(page: Page): Promise<Board> {
  const account = await signUp(page.request);
  const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', {
    title: 'Meal plans',
  });
  const patched = await page.request.patch(`/api/boards/${board.id}`, {
    headers: { authorization: `Bearer ${account.session.idToken}` },
    data: {
      currentStage: 'BUDGETING',
      currentStep: 'REFINE_BUDGET',
      businessModelData: { refinedRevenueStreams: '- Monthly plan' },
      budgetingData: { budget: BUDGET },
      forecastData: FORECAST,
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return board;
}

/** The element's box, asserted to be drawn. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not drawn');
  return b;
}

/** True when `inner` lies wholly inside `outer`'s drawn box (1 px of rounding allowed). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [i, o] = [await box(inner), await box(outer)];
  return (
    i.x >= o.x - 1 &&
    i.y >= o.y - 1 &&
    i.x + i.width <= o.x + o.width + 1 &&
    i.y + i.height <= o.y + o.height + 1
  );
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Issue 29 item 5: "Three number formats on one board". */
test.describe('numbers on one board', () => {
  test.use({ locale: 'en-US' });

  test('should write every amount the reader’s way, read "3,000" as three thousand and keep the Total row under its column', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = await budgetBoard(page);
    await page.goto(`/${board.id}/budgeting`);
    const cell = (name: string) => page.getByRole('textbox', { name });

    // An English reader sees English separators, not the EUR market's "15.000".
    await expect(cell('One-off (EUR), row 1')).toHaveValue('15,000');
    await expect(cell('Monthly (EUR), row 3')).toHaveValue('1,048.67');
    const total = page.getByLabel('Total First 12 months (EUR)');
    await expect(total).toHaveText('31,684.04');

    // "3,000" and "3000" are three thousand for an English reader.
    await cell('One-off (EUR), row 2').fill('3,000');
    await expect(cell('First 12 months (EUR), row 2')).toHaveValue('6,600');
    await cell('One-off (EUR), row 2').fill('3000');
    await expect(cell('First 12 months (EUR), row 2')).toHaveValue('6,600');
    await expect(page.getByLabel('Total One-off (EUR)')).toHaveText('18,000');

    // The Total row's amounts end where the column's amounts end (it sat about 57 px left of them).
    const column = cell('First 12 months (EUR), row 3');
    const cellRight = await column.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return (
        r.right -
        parseFloat(getComputedStyle(el).paddingRight) -
        parseFloat(getComputedStyle(el).borderRightWidth)
      );
    });
    const totalBox = await box(total);
    expect(Math.abs(cellRight - (totalBox.x + totalBox.width))).toBeLessThanOrEqual(4);
    await expect(page.getByRole('columnheader', { name: 'First 12 months (EUR)' })).toHaveCSS(
      'text-align',
      'right',
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`walk-numbers-budget-1280.png`), fullPage: true });

    // The plan: the same amounts the same way ("12000" before).
    await page.getByRole('button', { name: 'Save table' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await page.goto(`/${board.id}/plan`);
    const budgetTable = page.getByRole('region', { name: 'Budget' }).getByRole('table');
    await expect(budgetTable.getByRole('row', { name: /Kitchen equipment/ })).toContainText('15,000');
    await expect(budgetTable.getByRole('row', { name: /Kitchen rent/ })).toContainText('1,048.67');
    await expect(budgetTable.getByRole('cell', { name: '12,584.04' })).toHaveCSS('text-align', 'right');

    // The forecast's yearly projection: Net profit and Cash visible at 1280 px without scrolling.
    await page.goto(`/${board.id}/forecast`);
    const region = page.getByRole('region', { name: 'Projection table, scrollable' });
    const year1 = region.getByRole('row', { name: /^Year 1/ });
    await expect(year1).toBeVisible();
    const cells = year1.getByRole('cell');
    await expect(cells).toHaveCount(8);
    const widths = await region.evaluate((el) => `${el.scrollWidth} of ${el.clientWidth} px`);
    for (const i of [6, 7]) expect(await within(cells.nth(i), region), widths).toBe(true);
    await expect(cells.nth(7)).toHaveCSS('text-align', 'right');
  });

  test('should keep the amounts and the whole total in reach at 375 px, the first column fixed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const board = await budgetBoard(page);
    await page.goto(`/${board.id}/budgeting`);
    const table = page.getByRole('table', { name: 'Budget' });
    const scroller = table.locator('xpath=..');
    await expect(page.getByLabel('Total First 12 months (EUR)')).toHaveText('31,684.04');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // Before any scrolling, the first amounts are on screen beside the row's category and item.
    expect(await within(page.getByRole('textbox', { name: 'One-off (EUR), row 1' }), scroller)).toBe(true);
    expect(await within(page.getByLabel('Total One-off (EUR)'), scroller)).toBe(true);

    // Scrolled to the amounts: the row's category stays in view beside them, and the total is whole.
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const total = page.getByLabel('Total First 12 months (EUR)');
    // Brought wholly into the table's box, as a reader scrolling to it would (Playwright's
    // scrollIntoViewIfNeeded leaves a cell that is only partly out of the box where it is).
    await total.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    expect(await within(total, scroller)).toBe(true);
    const category = page.getByRole('textbox', { name: 'Category, row 1' });
    expect(await within(category, scroller)).toBe(true);
    const amount = page.getByRole('textbox', { name: 'First 12 months (EUR), row 1' });
    await amount.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    expect(await within(amount, scroller)).toBe(true);
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    await page.screenshot({ path: test.info().outputPath(`walk-numbers-budget-375.png`), fullPage: true });
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.screenshot({
      path: test.info().outputPath(`walk-numbers-budget-375-scrolled.png`),
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('numbers for a German reader', () => {
  test.use({ locale: 'de-DE' });

  test('should write and read amounts the German way on the budget, the plan and the forecast', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const board = await budgetBoard(page);
    await page.goto(`/${board.id}/budgeting`);
    const cell = (name: string) => page.getByRole('textbox', { name });
    await expect(cell('One-off (EUR), row 1')).toHaveValue('15.000');
    await expect(page.getByLabel('Total First 12 months (EUR)')).toHaveText('31.684,04');
    // The other common form is read too when it cannot be read the German way.
    await cell('One-off (EUR), row 2').fill('1,500.50');
    await expect(cell('First 12 months (EUR), row 2')).toHaveValue('5.100,50');
    await cell('One-off (EUR), row 2').fill('abc');
    await expect(cell('One-off (EUR), row 2')).toHaveAccessibleDescription(
      'Enter an amount such as 1.200,50 or 1200.',
    );

    await page.goto(`/${board.id}/plan`);
    await expect(
      page.getByRole('region', { name: 'Budget' }).getByRole('row', { name: /Kitchen equipment/ }),
    ).toContainText('15.000');
    await page.goto(`/${board.id}/forecast`);
    await expect(
      page
        .getByRole('region', { name: 'Projection table, scrollable' })
        .getByRole('row', { name: /^Year 1/ }),
    ).toContainText(/\d\.\d{3},\d{2}/);
    await expect(page.getByTestId('funding-need')).toContainText(/minimum of [\d.]+(,\d\d)? EUR/);
  });
});
