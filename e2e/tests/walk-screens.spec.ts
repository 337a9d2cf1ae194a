import type { Board } from '@planner/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';

import { callFunction, signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** A signed-in user with one board (named `title`), its ID token for API calls. */
async function userWithBoard(page: Page, title = 'Walk board', patch?: object) {
  const account = await signUp(page.request);
  const token = account.session.idToken;
  const board = await callFunction<Board>(page.request, token, 'createBoard', { title });
  if (patch) {
    const patched = await page.request.patch(`/api/boards/${board.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: patch,
    });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  return { board, token };
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
  await expect.poll(() => locator.page().evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

/** Focus, "Skip to content", Ctrl/Cmd+S. */
test.describe('keyboard', () => {
  test('should return focus to the control that opened the Trash sheet, the Rename dialog and the History sheet', async ({
    page,
  }) => {
    const { board } = await userWithBoard(page, 'Focus board', {
      ideaData: { initialIdea: 'Bikes', businessIdea: 'Bike boxes', refinedBusinessIdea: 'Bike boxes.' },
      currentStep: 'REFINE_BUSINESS_IDEA',
    });
    await page.goto('/');
    await appReady(page);

    const trash = page.getByRole('button', { name: 'Trash', exact: true });
    await trash.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Trash' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Trash' })).toBeHidden();
    await expectFocused(trash);

    const rename = page.getByRole('button', { name: 'Rename Focus board' });
    await rename.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Rename board' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Rename board' })).toBeHidden();
    await expectFocused(rename);

    await page.goto(`/${board.id}/idea`);
    await appReady(page);
    const history = page.getByRole('button', { name: 'History of Your business idea' });
    await history.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /History/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /History/ })).toBeHidden();
    await expectFocused(history);
  });

  test('should offer "Skip to content" as the first Tab stop, landing before the page’s first control', async ({
    page,
  }) => {
    const { board } = await userWithBoard(page);
    await page.goto(`/${board.id}/idea`);
    await appReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    // At most two more presses (the sidebar toggle sits above the step) reach the idea's text box.
    const idea = page.getByRole('textbox', { name: 'Your initial idea' });
    let presses = 0;
    while (!(await idea.evaluate((el) => el === document.activeElement)) && presses < 4) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(idea).toBeFocused();
    expect(presses).toBeLessThanOrEqual(3);
  });

  test('should save the field being edited with Ctrl+S', async ({ page }) => {
    const { board, token } = await userWithBoard(page);
    await page.goto(`/${board.id}/idea`);
    await appReady(page);
    const idea = page.getByRole('textbox', { name: 'Your initial idea' });
    await idea.fill('A repair cafe for kids bikes, saved from the keyboard.');
    await page.keyboard.press('Control+s');
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            (await (
              await page.request.get(`/api/boards/${board.id}`, {
                headers: { authorization: `Bearer ${token}` },
              })
            ).json()) as Board
          ).ideaData.initialIdea,
      )
      .toBe('A repair cafe for kids bikes, saved from the keyboard.');
  });
});

/** Toasts cover no heading. */
test('should show a toast clear of the Trash sheet’s title', async ({ page }) => {
  const { board, token } = await userWithBoard(page, 'Toast board');
  const removed = await page.request.delete(`/api/boards/${board.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(204);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const title = page.getByRole('dialog', { name: 'Trash' }).getByRole('heading', { name: 'Trash' });
    await expect(title).toBeVisible();
    await page.getByRole('button', { name: 'Restore Toast board' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '"Toast board" was restored' });
    await expect(toast).toBeVisible();
    const [t, h] = [await toast.boundingBox(), await title.boundingBox()];
    if (!t || !h) throw new Error('not drawn');
    const overlaps =
      t.x < h.x + h.width && h.x < t.x + t.width && t.y < h.y + h.height && h.y < t.y + t.height;
    expect(overlaps, `toast ${JSON.stringify(t)} over title ${JSON.stringify(h)} at ${width} px`).toBe(false);
    await page.request.delete(`/api/boards/${board.id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

/** Only configured providers. */
test('should not offer "Sign in with Google" when no provider is configured', async ({ page }) => {
  const providers = page.waitForResponse((r) => r.url().endsWith('/api/auth/oidc/providers'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await (await providers).json()).toEqual({ providers: [] });
  // The answer has been rendered once the login form's next frame is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(page.getByRole('button', { name: /Sign in with/ })).toHaveCount(0);
  await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

/** "New board" opens the new board's first step. */
test('should open the new board at its first step from "New board"', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/');
  await expect(page.getByText('write down your idea')).toBeVisible();
  await page.getByRole('button', { name: 'New board' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/idea$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Initial Idea' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your initial idea' })).toBeVisible();
});

/** Somewhere to go after the last step. */
test('should offer the plan and the forecast on the last step', async ({ page }) => {
  const { board } = await userWithBoard(page, 'Last step', {
    currentStage: 'GO_TO_MARKET',
    currentStep: 'REFINE_LAUNCH_PLAN',
    budgetingData: { budget: { Item: ['Rent'], 'Monthly (EUR)': [900] } },
    goToMarketData: {
      marketingChannels: 'Instagram',
      refinedMarketingChannels: 'Instagram',
      launchPlan: 'Week 1: open.',
      refinedLaunchPlan: 'Week 1: open.',
    },
  });
  await page.goto(`/${board.id}/go-to-market`);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch Plan' })).toBeVisible();
  await expect(page.getByText('This is the last step of the plan.').last()).toBeVisible();
  const nav = page.getByRole('region', { name: 'What next' });
  await nav.getByRole('link', { name: 'Open the plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/${board.id}/plan$`));
  await page.goBack();
  await nav.getByRole('link', { name: 'Open the forecast' }).click();
  await expect(page).toHaveURL(new RegExp(`/${board.id}/forecast$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
});

/** The trash counts against the allowance, said where the allowance is. */
test('should say that boards in the trash count, and give the board back once deleted for good', async ({
  page,
}) => {
  const { board } = await userWithBoard(page, 'Counted board');
  await page.goto('/');
  const quota = page.getByTestId('board-quota');
  await expect(quota).toHaveText('Personal allowance: 2 of 3 boards left.');
  await expect(page.getByText('Boards in the trash count until deleted for good.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Counted board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this board?' });
  await expect(dialog).toContainText('Boards in the trash count until deleted for good.');
  await dialog.getByRole('button', { name: 'Delete board' }).click();
  await page.reload();
  await expect(quota).toHaveText('Personal allowance: 2 of 3 boards left.');

  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  await page.getByRole('button', { name: 'Delete Counted board forever' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this board forever?' })
    .getByRole('button', { name: 'Delete forever' })
    .click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  expect(board.id).toBeTruthy();
  await page.reload();
  await expect(quota).toHaveText('Personal allowance: 3 of 3 boards left.');
});

/** Every stage up to SMART goals written, no budget: Forward from SMART goals enters Budgeting. */
const BEFORE_BUDGET = {
  currentStage: 'BUSINESS_MODEL',
  currentStep: 'REFINE_SMART_GOALS',
  ideaData: {
    initialIdea: 'Bikes',
    businessIdea: 'Bikes',
    refinedBusinessIdea: 'Bikes',
    guidingQuestions: 'Who?',
    refinedGuidingQuestions: 'Who?',
    geoMarket: 'Lyon',
    problemStatement: 'Traffic',
    refinedProblemStatement: 'Traffic',
  },
  targetAudienceData: {
    targetGroups: 'Families',
    refinedTargetGroups: 'Families',
    chosenTargetGroup: 'Families',
    targetPersona: 'Ada',
    marketSegmentationMatrix: { columns: ['Segment'], rows: [['Families']] },
  },
  uvpData: {
    uniqueValueProposition: 'Fast',
    refinedUniqueValueProposition: 'Fast',
    elevatorPitch: 'Fast',
    refinedElevatorPitch: 'Fast',
  },
  businessModelData: {
    keyPartners: 'Farms',
    refinedKeyPartners: 'Farms',
    revenueStreams: 'Boxes',
    refinedRevenueStreams: 'Boxes',
    revenueStreamMatrix: { columns: ['Stream'], rows: [['Boxes']] },
    SMARTGoals: '100 boxes',
    refinedSMARTGoals: '100 boxes',
  },
};

/** Forward never enabled on Budgeting before a budget exists, not even for a frame. */
test('should keep Forward disabled on Budgeting until the budget exists, from the first frame', async ({
  page,
}) => {
  const { board } = await userWithBoard(page, 'Forward board', BEFORE_BUDGET);
  await page.goto(`/${board.id}/business-model`);
  await expect(page.getByRole('heading', { level: 1, name: 'SMART Goals' })).toBeVisible();
  await appReady(page);
  // Every change to the page from the click on: the URL's stage and whether Forward is enabled.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const record = () => {
      const forward = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Forward',
      );
      seen.push(
        `${location.pathname.split('/').pop()} ${forward && !forward.disabled ? 'enabled' : 'disabled'}`,
      );
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Forward', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budget' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forward', exact: true })).toBeDisabled();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.length).toBeGreaterThan(0);
  expect([...new Set(seen)].filter((s) => s === 'budgeting enabled')).toEqual([]);
});
