import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

const IDEA = 'A weekly box of local vegetables for busy families in Lyon, delivered by bike.';

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

function sidebarStep(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Stages' }).getByRole('button', { name, exact: true });
}

async function expectForward(page: Page, enabled: boolean) {
  const forward = page.getByRole('button', { name: 'Forward', exact: true });
  if (enabled) await expect(forward).toBeEnabled();
  else await expect(forward).toBeDisabled();
}

/** Replaces the editor's text with the user's own and saves it through PATCH. */
async function refineAndSave(page: Page, label: string, text: string, { jumps = false } = {}) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await expect(editor).not.toHaveValue('');
  await editor.fill(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A save that moves the stage on (spec 4, Movement) leaves the step instead.
  if (!jumps) await expect(page.getByRole('button', { name: 'Saved', exact: true }).first()).toBeVisible();
}

async function generate(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Reloads and checks the same step comes back with the saved text. */
async function expectReloadKeeps(page: Page, step: string, label: string, text: string) {
  const url = page.url();
  await page.reload();
  await expect(heading(page, step)).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(text);
}

test.describe('a board walked from an empty idea to the launch plan (offline engine)', () => {
  test('should refine and save every step, following the enablement and forward rules, and survive reloads', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signUp(page.request);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // "New board" opens the new board's first step.
    await page.getByRole('button', { name: 'New board' }).click();

    // Idea: only Initial Idea is open; the other stages are disabled.
    await expect(heading(page, 'Initial Idea')).toBeVisible();
    await expect(page.getByText('This content is intended for planning purposes only.')).toBeVisible();
    await expect(sidebarStep(page, 'Business Idea')).toBeDisabled();
    await expect(sidebarStep(page, 'Target Audience')).toBeDisabled();
    await expectForward(page, false);
    await expect(
      page.getByText('Write your initial idea and generate the business idea to continue.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Your initial idea' }).fill(IDEA);
    await generate(page, 'Generate business idea');

    await expect(heading(page, 'Business Idea')).toBeVisible();
    await expect(page.getByRole('note', { name: 'Offline draft' })).toBeVisible();
    await expect(sidebarStep(page, 'Business Idea')).toBeEnabled();
    await expect(sidebarStep(page, 'Guiding Questions')).toBeDisabled();
    await expectForward(page, false);
    await expectNoSeriousA11yViolations(page);
    await refineAndSave(page, 'Your business idea', 'Fresh vegetable boxes for busy Lyon families, by bike.');
    await expect(sidebarStep(page, 'Guiding Questions')).toBeEnabled();
    await expectReloadKeeps(
      page,
      'Business Idea',
      'Your business idea',
      'Fresh vegetable boxes for busy Lyon families, by bike.',
    );
    await generate(page, 'Generate guiding questions');

    await expect(heading(page, 'Guiding Questions')).toBeVisible();
    await expectForward(page, false);
    await expectNoSeriousA11yViolations(page);
    // Saving the answers jumps to the geographical market (spec 4, Movement).
    await refineAndSave(page, 'Your answers', 'Families pay for time saved; bikes keep delivery cheap.', {
      jumps: true,
    });
    await expect(heading(page, 'Geographical Market')).toBeVisible();
    await expectForward(page, false);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Geographical market' }).fill('Lyon, France');
    await generate(page, 'Generate problem statement');

    await expect(heading(page, 'Problem Statement')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await refineAndSave(
      page,
      'Your problem statement',
      'Busy parents in Lyon cannot find time to buy fresh local food.',
      {
        jumps: true,
      },
    );
    // Saving the problem statement jumps to the overview.
    await expect(heading(page, 'Overview')).toBeVisible();
    const overview = page.getByRole('article', { name: 'Idea overview' });
    await expect(overview).toContainText(IDEA);
    await expect(overview).toContainText('Fresh vegetable boxes for busy Lyon families, by bike.');
    await expect(overview).toContainText('Lyon, France');
    await expect(overview).toContainText('Busy parents in Lyon cannot find time to buy fresh local food.');
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(heading(page, 'Overview')).toBeVisible();
    await expectForward(page, true);
    await page.getByRole('button', { name: 'Forward', exact: true }).click();

    // Target audience: entered by Forward before its menu is enabled.
    await expect(heading(page, 'Target Groups')).toBeVisible();
    await expect(page).toHaveURL(/\/target-audience$/);
    await expect(sidebarStep(page, 'Target Audience')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await generate(page, 'Generate target groups');
    await expect(sidebarStep(page, 'Target Audience')).toBeEnabled();
    await refineAndSave(page, 'Your target groups', '- Busy parents\n- Young professionals');
    await expectForward(page, false);
    await generate(page, 'Generate market segmentation matrix');

    await expect(heading(page, 'Market Segmentation Matrix')).toBeVisible();
    await expectForward(page, false);
    await expect(sidebarStep(page, 'Target Persona')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    const firstGroup = page.getByRole('textbox', { name: /row 1$/ }).first();
    await firstGroup.fill('Busy parents in Lyon');
    await page.getByRole('button', { name: 'Save table' }).click();
    await expect(page.getByRole('button', { name: 'Saved' }).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Busy parents in Lyon' }).check();
    await page.getByRole('button', { name: 'Save choice' }).click();
    await expectForward(page, true);
    await expect(sidebarStep(page, 'Target Persona')).toBeEnabled();
    await page.reload();
    await expect(heading(page, 'Market Segmentation Matrix')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Busy parents in Lyon' })).toBeChecked();
    await page.getByRole('button', { name: 'Forward', exact: true }).click();

    await expect(heading(page, 'Target Persona')).toBeVisible();
    await expectForward(page, false);
    await generate(page, 'Generate target persona');
    await expectNoSeriousA11yViolations(page);
    await refineAndSave(page, 'Target persona', 'Claire, 38, two kids, works late twice a week.');
    await expectReloadKeeps(
      page,
      'Target Persona',
      'Target persona',
      'Claire, 38, two kids, works late twice a week.',
    );
    await expectForward(page, false);
    await generate(page, 'Generate unique value proposition');

    // UVP
    await expect(heading(page, 'Unique Value Proposition')).toBeVisible();
    await expect(page).toHaveURL(/\/uvp$/);
    await expectNoSeriousA11yViolations(page);
    await refineAndSave(page, 'Your unique value proposition', 'Local, fresh, on your doorstep by Friday.');
    await expectForward(page, false);
    await generate(page, 'Generate elevator pitch');
    await expect(heading(page, 'Elevator Pitch')).toBeVisible();
    await expectForward(page, false);
    await refineAndSave(page, 'Your elevator pitch', 'We bring the market to busy families.');
    await expectForward(page, true);
    await page.getByRole('button', { name: 'Forward', exact: true }).click();

    // Business model
    await expect(heading(page, 'Key Partners')).toBeVisible();
    await expect(page).toHaveURL(/\/business-model$/);
    await expectNoSeriousA11yViolations(page);
    await generate(page, 'Generate key partners');
    await refineAndSave(page, 'Your key partners', 'Farmers of the Monts du Lyonnais; a bike courier co-op.');
    await generate(page, 'Generate revenue streams');
    await expect(heading(page, 'Revenue Streams')).toBeVisible();
    await refineAndSave(page, 'Your revenue streams', 'Weekly subscription; one-off boxes.');
    await expectForward(page, false);
    await generate(page, 'Generate revenue stream matrix');
    await expect(heading(page, 'Revenue Stream Matrix')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('textbox', { name: /row 1$/ })
      .first()
      .fill('Weekly vegetable subscription');
    await page.getByRole('button', { name: 'Save table' }).click();
    await expect(page.getByRole('button', { name: 'Saved' }).first()).toBeVisible();
    await expectForward(page, false);
    await generate(page, 'Generate SMART goals');
    await expect(heading(page, 'SMART Goals')).toBeVisible();
    await refineAndSave(page, 'Your SMART goals', '200 subscribers by June.');
    await expectReloadKeeps(page, 'SMART Goals', 'Your SMART goals', '200 subscribers by June.');
    await expectForward(page, true);
    await page.getByRole('button', { name: 'Forward', exact: true }).click();

    // Budgeting
    await expect(heading(page, 'Budget')).toBeVisible();
    await expect(page).toHaveURL(/\/budgeting$/);
    await expectForward(page, false);
    await generate(page, 'Generate budget');
    await expect(page.getByRole('table', { name: 'Budget' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const firstCell = page.getByRole('textbox', { name: /row 1$/ }).first();
    await firstCell.fill('Cargo bike and trailer');
    await page.getByRole('button', { name: 'Save table' }).click();
    await expect(page.getByRole('button', { name: 'Saved' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /row 1$/ }).first()).toHaveValue('Cargo bike and trailer');
    await expect(sidebarStep(page, 'Budgeting')).toBeEnabled();
    await page.getByRole('button', { name: 'Forward', exact: true }).click();

    // Go to market: marketing channels is always enabled; launch plan needs refined channels.
    await expect(heading(page, 'Marketing Channels')).toBeVisible();
    await expect(page).toHaveURL(/\/go-to-market$/);
    await expect(sidebarStep(page, 'Go To Market')).toBeDisabled();
    await generate(page, 'Generate marketing channels');
    await expect(sidebarStep(page, 'Go To Market')).toBeEnabled();
    await expect(sidebarStep(page, 'Launch Plan')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await refineAndSave(page, 'Your marketing channels', 'School newsletters; Instagram; market stalls.');
    await expect(sidebarStep(page, 'Launch Plan')).toBeEnabled();
    await expectForward(page, false);
    await generate(page, 'Generate launch plan');
    await expect(heading(page, 'Launch Plan')).toBeVisible();
    await refineAndSave(page, 'Your launch plan', 'Week 1: 20 boxes to friends. Week 2: school newsletters.');
    await expectForward(page, false);
    await expectNoSeriousA11yViolations(page);
    await expectReloadKeeps(
      page,
      'Launch Plan',
      'Your launch plan',
      'Week 1: 20 boxes to friends. Week 2: school newsletters.',
    );

    // Back moves one step; the sidebar jumps to any enabled step, and to another stage.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(heading(page, 'Marketing Channels')).toBeVisible();
    await sidebarStep(page, 'Idea').click();
    await sidebarStep(page, 'Overview').click();
    await expect(heading(page, 'Overview')).toBeVisible();
    await expect(page).toHaveURL(/\/idea$/);
    await page.reload();
    await expect(heading(page, 'Overview')).toBeVisible();

    // Home shows the furthest stage reached: looking back at the overview does not lower it.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByText('Stage 6 of 6: Go To Market')).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Progress of Untitled board' })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
  });
});
