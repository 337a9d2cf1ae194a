import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { restoreSelectedVersion } from '../support/history.js';

/*
 * The plan's own four sections on the plan page. Each is drafted (the offline
 * engine here, stored by the server before it is shown), edited and saved like any field.
 */

const FIXTURE = path.join(import.meta.dirname, '../fixtures/complete-board.json');
const FIRST_PAINT = { timeout: 30_000 };
const TITLES = ['Company and team', 'Competition', 'Milestones', 'Risks and mitigations'];

async function completeBoard(page: Page): Promise<{ board: Board; token: string }> {
  const { session } = await signUp(page.request);
  const imported = await page.request.post('/api/functions/importBoard', {
    data: { data: JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as unknown },
    headers: { authorization: `Bearer ${session.idToken}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return { board: ((await imported.json()) as { result: Board }).result, token: session.idToken };
}

test.describe('the plan’s own sections', () => {
  test('should draft, edit and save Competition at 1280 px, and show it in the PDF', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { board, token } = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    for (const title of TITLES) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible(
        FIRST_PAINT,
      );
    }
    const competition = page.locator('section#competition');
    await expect(competition).toContainText('Not written yet: the Plan screen writes it.');
    await expect(competition).toContainText('Left out of exports');

    await competition.getByRole('button', { name: 'Draft Competition' }).click();
    await expect(competition.getByRole('status')).toHaveText('Competition drafted and saved.', FIRST_PAINT);
    const table = competition.getByRole('table');
    await expect(table.getByRole('row').first()).toHaveText(
      /Alternative\s*What customers get there\s*How this business differs/,
    );
    await expect(table).toContainText('Doing nothing: keeping today’s way');
    await expect(competition).not.toContainText('Left out of exports');

    await competition.getByRole('button', { name: 'Edit Competition' }).click();
    await competition.getByRole('textbox', { name: 'Alternative, row 1' }).fill('Corner bakeries');
    await competition.getByRole('textbox', { name: 'What customers get there, row 1' }).fill('Bread at 7 am');
    await competition.getByRole('button', { name: 'Save Competition' }).click();
    await expect(competition.getByRole('status')).toHaveText('Competition saved.');
    await expect(competition.getByRole('table')).toContainText('Corner bakeries');
    await expectNoSeriousA11yViolations(page);
    await competition.screenshot({ path: info.outputPath('competition-1280.png') });

    // Its history like any field's: the edit, then the offline draft; restoring the draft is undone by the toast.
    await competition.getByRole('button', { name: 'History of Competition' }).click();
    const versions = page.getByRole('list', { name: 'Versions of Competition' }).getByRole('button');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('Edit');
    await versions.last().click();
    await restoreSelectedVersion(page);
    await expect(versions).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(competition.getByRole('table')).not.toContainText('Corner bakeries');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(competition.getByRole('table')).toContainText('Corner bakeries');

    // Saved with the board: a reload shows it, and the PDF holds it once.
    await page.reload();
    await expect(page.locator('section#competition').getByRole('table')).toContainText(
      'Corner bakeries',
      FIRST_PAINT,
    );
    const pdf = await page.request.get(`/api/boards/${board.id}/export?format=pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status()).toBe(200);
    const file = info.outputPath('plan.pdf');
    fs.writeFileSync(file, await pdf.body());
    const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-']).stdout.toString();
    expect(text.split('Corner bakeries')).toHaveLength(2);
    expect(text).toContain('How this business differs');
  });

  test('should draft, edit and save Company and team and Risks at 375 px without sideways scrolling', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { board } = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    const company = page.locator('section#company-and-team');
    await expect(company.getByRole('button', { name: 'Draft Company and team' })).toBeVisible(FIRST_PAINT);
    await company.getByRole('button', { name: 'Draft Company and team' }).click();
    await expect(company.getByRole('status')).toHaveText('Company and team drafted and saved.', FIRST_PAINT);
    await expect(company).toContainText('Fill in: each founder');
    await company.getByRole('button', { name: 'Edit Company and team' }).click();
    await company
      .getByRole('textbox', { name: 'Company and team (Markdown)' })
      .fill('Crème Bakery SAS is run by **Camille Roux**, head baker.');
    await company.getByRole('button', { name: 'Save Company and team' }).click();
    await expect(company.getByRole('status')).toHaveText('Company and team saved.');
    await expect(company).toContainText('Crème Bakery SAS is run by Camille Roux, head baker.');

    const risks = page.locator('section#risks');
    await risks.getByRole('button', { name: 'Draft Risks and mitigations' }).click();
    await expect(risks.getByRole('status')).toHaveText(
      'Risks and mitigations drafted and saved.',
      FIRST_PAINT,
    );
    await expect(risks.getByRole('table')).toContainText('Fill in: a risk only you know');
    await risks.getByRole('button', { name: 'Edit Risks and mitigations' }).click();
    await risks.getByRole('button', { name: 'Add row' }).click();
    const rows = await risks.getByRole('textbox', { name: /^Risk, row \d+$/ }).count();
    await risks.getByRole('textbox', { name: `Risk, row ${rows}` }).fill('Oven breaks down');
    await risks.getByRole('textbox', { name: `Mitigation, row ${rows}` }).fill('Service contract');
    await risks.getByRole('button', { name: 'Save Risks and mitigations' }).click();
    await expect(risks.getByRole('status')).toHaveText('Risks and mitigations saved.');
    await expect(risks.getByRole('table')).toContainText('Oven breaks down');

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await company.screenshot({ path: info.outputPath('company-375.png') });
    await risks.screenshot({ path: info.outputPath('risks-375.png') });
    await expectNoSeriousA11yViolations(page);
  });

  test('should keep a section’s unsaved edit across a reload, with the restore notice', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const { board, token } = await completeBoard(page);
    await page.goto(`/${board.id}/plan`);
    const milestones = page.locator('section#milestones');
    await milestones.getByRole('button', { name: 'Edit Milestones' }).click(FIRST_PAINT);
    await milestones.getByRole('textbox', { name: 'Milestone, row 1' }).fill('First 10 offices signed');
    await page.reload();
    const restored = page.locator('section#milestones');
    await expect(restored.getByRole('textbox', { name: 'Milestone, row 1' })).toHaveValue(
      'First 10 offices signed',
      FIRST_PAINT,
    );
    await expect(restored.getByRole('note')).toContainText('Restored your unsaved changes.');
    await expectNoSeriousA11yViolations(page);
    await restored.getByRole('button', { name: 'Save Milestones' }).click();
    await expect(restored.getByRole('status')).toHaveText('Milestones saved.');
    await expect(restored.getByRole('table')).toContainText('First 10 offices signed');
    const stored = await page.request.get(`/api/boards/${board.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as Board).planData.milestones?.rows[0]?.[0]).toBe(
      'First 10 offices signed',
    );
    await page.reload();
    await expect(
      page.locator('section#milestones').getByRole('button', { name: 'Edit Milestones' }),
    ).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('should show both versions side by side when someone else saved the section meanwhile', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const { board, token } = await completeBoard(page);
    const read = async () =>
      (
        (await (
          await page.request.get(`/api/boards/${board.id}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as Board
      ).planData.companyAndTeam;
    const tabB = page;
    const tabA = await page.context().newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(`/${board.id}/plan`);
      await tab
        .locator('section#company-and-team')
        .getByRole('button', { name: 'Edit Company and team' })
        .click(FIRST_PAINT);
    }
    const companyA = tabA.locator('section#company-and-team');
    const companyB = tabB.locator('section#company-and-team');
    await companyB.getByRole('textbox', { name: 'Company and team (Markdown)' }).fill('Run by Camille Roux.');
    await companyA.getByRole('textbox', { name: 'Company and team (Markdown)' }).fill('Run by Ana Ruiz.');
    await companyA.getByRole('button', { name: 'Save Company and team' }).click();
    await expect.poll(read).toBe('Run by Ana Ruiz.');

    // Tab B hears of it through the live stream before saving: the same account's other tab.
    await expect(
      companyB
        .getByRole('status')
        .filter({ hasText: 'Your other tab saved company and team while you were editing' }),
    ).toBeVisible();
    await companyB.getByRole('button', { name: 'Save Company and team' }).click();
    const choice = companyB.getByRole('region', {
      name: 'Your other tab saved company and team while you were editing',
    });
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('figure', { name: /Their version/ })).toContainText('Run by Ana Ruiz.');
    await expect(choice.getByRole('figure', { name: /Your version/ })).toContainText('Run by Camille Roux.');
    expect(await read()).toBe('Run by Ana Ruiz.');
    await expectNoSeriousA11yViolations(tabB);
    await tabB.setViewportSize({ width: 375, height: 800 });
    await expect(choice).toBeVisible();
    await expectNoSeriousA11yViolations(tabB);
    // The choice is kept across a reload, like a stage editor's.
    await tabB.reload();
    await expect(choice).toBeVisible(FIRST_PAINT);
    await choice.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(read).toBe('Run by Camille Roux.');
    await expect(choice).toHaveCount(0);
    await expect(companyB.getByRole('status')).toHaveText('Company and team saved.');
  });
});
