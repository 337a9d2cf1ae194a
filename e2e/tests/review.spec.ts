import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { appReady } from '../support/app-ready.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/** The first paint of a lazy route on a busy 2-core machine can take more than the default 10 s. */
const FIRST_PAINT = { timeout: 30_000 };
const SAAS = 'LedgerLoop: invoice follow-up for design agencies';

const DOG_WALKING = 'Paws & Pavements: dog walking in south Manchester';

/** Home -> "Start from an example" -> the software sample; the app opens its review. */
function startFromSoftwareSample(page: Page): Promise<string> {
  return startFromSample(page, SAAS);
}

/** Home -> "Start from an example" -> a sample by its title; the app opens its review. */
async function startFromSample(page: Page, title: string): Promise<string> {
  await signUp(page.request);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Start from an example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from an example' });
  await expect(dialog.getByText(DOG_WALKING)).toBeVisible(FIRST_PAINT);
  await expect(dialog.getByText('Kiln & Co: handmade stoneware sold online')).toBeVisible();
  await dialog.getByRole('button', { name: `Use the example ${title}` }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/review$/, FIRST_PAINT);
  return new URL(page.url()).pathname.split('/')[1]!;
}

const score = (page: Page, slug: string) => page.getByTestId(`stage-score-${slug}`);

test.describe('the review page', () => {
  // Each test signs up, creates a board from a sample and walks several pages: minutes on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('should review a sample at 1280 px, follow a finding to its field, fix it and see the score rise', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const boardId = await startFromSoftwareSample(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible(FIRST_PAINT);
    await expect(
      page.getByText(
        'No AI provider is configured: the rule-based review is the whole review. A platform admin sets AI_PROVIDER to add an AI critique.',
      ),
    ).toBeVisible();
    const budgeting = page.getByRole('region', { name: /^Budgeting/ });
    await expect(budgeting.getByRole('heading', { name: 'The budget holds no reserve' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What to validate next' })).toBeVisible();
    await expect(
      page.getByText('Interview five people from "Design agencies with 5 to 50 people".'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const before = await score(page, 'business-model').textContent();
    const overallBefore = Number.parseFloat((await page.getByTestId('overall-score').textContent()) ?? '');
    const model = page.getByRole('region', { name: /^Business Model/ });
    const goal = model.getByRole('article', { name: 'A SMART goal has no number or no date' });
    await expect(goal).toContainText(
      'Give this goal a number and a date or period: "Become the best-known tool for agency billing".',
    );
    const link = goal.getByRole('link', { name: 'Go to the SMART goals' });
    await expect(link).toHaveAttribute('href', `/${boardId}/business-model?step=REFINE_SMART_GOALS`);
    await link.click();

    const editor = page.getByRole('textbox', { name: 'Your SMART goals', exact: true });
    await expect(editor).toBeVisible(FIRST_PAINT);
    await expect(page).toHaveURL(`/${boardId}/business-model`);
    // The end of the stage shows its findings.
    const stageReview = page.getByRole('region', { name: /^Review of Business Model: / });
    await expect(
      stageReview.getByRole('link', { name: 'A SMART goal has no number or no date' }),
    ).toBeVisible(FIRST_PAINT);
    await editor.fill(
      '- 50 paying agencies by December 2027\n- Cut average days to payment from 45 to 30 within 6 months',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true }).first()).toBeVisible();
    await expect(
      stageReview.getByRole('link', { name: 'A SMART goal has no number or no date' }),
    ).toHaveCount(0, FIRST_PAINT);

    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await expect(model.getByRole('article', { name: 'A SMART goal has no number or no date' })).toHaveCount(
      0,
      FIRST_PAINT,
    );
    await expect(score(page, 'business-model')).not.toHaveText(before ?? '');
    const after = Number.parseFloat((await score(page, 'business-model').textContent()) ?? '');
    expect(after).toBeGreaterThan(Number.parseFloat(before ?? ''));
    // The sample's unfunded cash gap is a blocker: fixing a minor finding raises its stage, and the
    // overall stays at the blockers' cap.
    const overallAfter = Number.parseFloat((await page.getByTestId('overall-score').textContent()) ?? '');
    expect([overallBefore, overallAfter]).toEqual([40, 40]);
    await expect(page.getByTestId('score-cap')).toContainText(
      'The overall score is capped at 40 because 1 blocker is open',
    );
  });

  test('should dismiss a finding with a reason and bring it back, and show the score on home and the plan', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const boardId = await startFromSoftwareSample(page);
    const budgeting = page.getByRole('region', { name: /^Budgeting/ });
    await expect(budgeting).toBeVisible(FIRST_PAINT);
    const overall = await page.getByTestId('overall-score').textContent();
    const budgetingBefore = await score(page, 'budgeting').textContent();
    await budgeting.getByRole('button', { name: 'Dismiss: The budget holds no reserve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dismiss this finding' });
    await dialog.getByRole('button', { name: 'Dismiss finding' }).click();
    await expect(dialog.getByText('Say why you dismiss this finding')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Why does it not apply to your plan?' })
      .fill('The founders keep savings aside.');
    await dialog.getByRole('button', { name: 'Dismiss finding' }).click();
    await expect(dialog).toBeHidden();
    const dismissed = page.getByRole('region', { name: 'Dismissed' });
    await expect(dismissed.getByRole('heading', { name: 'The budget holds no reserve' })).toBeVisible();
    await expect(dismissed).toContainText('Dismissed because: The founders keep savings aside.');
    // Its stage rises; the overall stays at the cap of the open blockers.
    await expect(score(page, 'budgeting')).not.toHaveText(budgetingBefore ?? '');
    await expect(page.getByTestId('overall-score')).toHaveText(overall ?? '');
    const raised = await page.getByTestId('overall-score').textContent();

    await page.goto('/');
    await expect(page.getByRole('link', { name: `Review score: ${raised} (${SAAS})` })).toBeVisible(
      FIRST_PAINT,
    );
    await page.goto(`/${boardId}/plan`);
    await expect(page.getByRole('link', { name: `Review score: ${raised} (${SAAS})` })).toBeVisible(
      FIRST_PAINT,
    );
    await page.getByRole('link', { name: `Review score: ${raised} (${SAAS})` }).click();

    await page.getByRole('button', { name: 'Restore: The budget holds no reserve' }).click();
    await expect(page.getByRole('region', { name: 'Dismissed' })).toHaveCount(0);
    await expect(score(page, 'budgeting')).toHaveText(budgetingBefore ?? '');
    await expect(page.getByTestId('overall-score')).toHaveText(overall ?? '');
  });

  test('should cap the score while a blocker is open, list it first, and lift the cap once its assumption is fixed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const boardId = await startFromSample(page, DOG_WALKING);
    await expect(page.getByTestId('overall-score')).toHaveText('100.0 / 100', FIRST_PAINT);
    await expect(page.getByTestId('score-cap')).toHaveCount(0);

    // A 40,000 GBP loan over 24 months, while the first two years lose money: a lender would refuse it.
    await page.goto(`/${boardId}/forecast`);
    const form = page.getByRole('form', { name: 'Forecast assumptions' });
    await form.getByRole('button', { name: 'Add loan' }).click(FIRST_PAINT);
    const loan = form.getByRole('group', { name: 'Loan 1' });
    await loan.getByLabel('Principal', { exact: true }).fill('40000');
    await loan.getByLabel('Annual interest (%)', { exact: true }).fill('8');
    await loan.getByLabel('Term (months)', { exact: true }).fill('24');
    await loan.getByLabel('Month received', { exact: true }).fill('1');
    await loan.getByLabel('Month received', { exact: true }).blur();
    await form.getByRole('button', { name: 'Save assumptions' }).click();
    await expect(page.getByText('Assumptions saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await expect(page.getByTestId('overall-score')).toHaveText('40.0 / 100', FIRST_PAINT);
    await expect(page.getByTestId('score-cap')).toHaveText(
      'The overall score is capped at 40 because 1 blocker is open, a problem a lender would refuse the plan for: fix it, or dismiss it with a reason, to lift the cap.',
    );
    const findings = page.getByRole('region', { name: 'Findings' });
    const first = findings.getByRole('article').first();
    await expect(first).toHaveAccessibleName('The earnings cannot pay the loan back');
    await expect(first).toContainText('Blocker');
    await expect(first).toContainText('cover the loan payments year 1');
    await expect(findings.getByRole('region', { name: 'Blockers' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('score-cap')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // The finding links to the assumption that fixes it: without the loan the cap lifts.
    await page.setViewportSize({ width: 1280, height: 900 });
    await first.getByRole('link', { name: 'Go to the forecast' }).click();
    await expect(page).toHaveURL(`/${boardId}/forecast`, FIRST_PAINT);
    await form.getByRole('button', { name: 'Remove loan 1' }).click(FIRST_PAINT);
    await form.getByRole('button', { name: 'Save assumptions' }).click();
    await expect(page.getByText('Assumptions saved.')).toBeVisible();
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await expect(page.getByTestId('overall-score')).toHaveText('100.0 / 100', FIRST_PAINT);
    await expect(page.getByTestId('score-cap')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Blockers' })).toHaveCount(0);
  });

  test('should fit a 375 px phone without sideways scrolling and stay axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await startFromSoftwareSample(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('region', { name: /^Go To Market/ })).toContainText(
      'A marketing channel has no budget line',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
