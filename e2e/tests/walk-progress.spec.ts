import type { Board } from '@planner/domain';
import { expect, test } from '@playwright/test';

import { callFunction, grantAdmin, signIn, signUp, uniqueEmail } from '../support/api.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Progress never drops when a user looks back at an earlier step. */
test.describe('progress after looking back', () => {
  test('should keep the furthest stage on the home card and the dashboard when the user opens an earlier step', async ({
    page,
    browser,
  }) => {
    // A company admin (active at once) whose board is paid by the company, so the dashboard lists it.
    const admin = await signUp(page.request, { email: uniqueEmail('progress-admin') });
    const platformContext = await browser.newContext();
    const platform = await signUp(platformContext.request, { email: uniqueEmail('progress-platform') });
    grantAdmin(platform.email);
    const platformSession = await signIn(platformContext.request, platform.email, platform.password);
    await callFunction(platformContext.request, platformSession.idToken, 'createCompany', {
      name: `Roasters ${Date.now()}`,
      totalBoards: 3,
      adminEmails: [admin.email],
    });
    await platformContext.close();
    const session = await signIn(page.request, admin.email, admin.password);
    const board = await callFunction<Board>(page.request, session.idToken, 'createBoard', {
      title: 'Office coffee',
    });

    // The launch plan is done: every stage has content and the user stands on the last step.
    const patched = await page.request.patch(`/api/boards/${board.id}`, {
      headers: bearer(session.idToken),
      data: {
        currentStage: 'GO_TO_MARKET',
        currentStep: 'REFINE_LAUNCH_PLAN',
        ideaData: {
          initialIdea: 'A subscription service delivering locally roasted coffee beans to offices in Lyon',
        },
        targetAudienceData: { targetGroups: 'Office managers' },
        uvpData: { uniqueValueProposition: 'Beans roasted this week' },
        businessModelData: { keyPartners: 'Lyon roasters' },
        budgetingData: { budget: { Item: ['Roaster'], 'One-off': [6000] } },
        goToMarketData: {
          marketingChannels: 'LinkedIn',
          refinedMarketingChannels: 'LinkedIn and office managers',
          launchPlan: 'Week 1: ten offices',
          refinedLaunchPlan: 'Week 1: ten offices in Part-Dieu',
        },
      },
    });
    expect(patched.status()).toBe(200);

    // Looking back: the sidebar opens the initial idea, which moves the board's current stage back.
    await page.goto(`/${board.id}/go-to-market`);
    const stages = page.getByRole('navigation', { name: 'Stages' });
    await stages.getByRole('button', { name: 'Idea', exact: true }).click();
    await stages.getByRole('button', { name: 'Initial Idea' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Initial Idea' })).toBeVisible();
    await expect(page).toHaveURL(/\/idea$/);

    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByText('Stage 6 of 6: Go To Market')).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Progress of Office coffee' })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );

    await page.goto('/company-dashboard');
    const row = page
      .getByRole('region', { name: 'Boards' })
      .getByRole('row')
      .filter({ hasText: 'Office coffee' });
    await expect(row.getByRole('img', { name: 'Progress 6 of 6' })).toBeVisible();

    // Headers a person reads, in the spec's order and words where it gives them; a bar one can see.
    await expect(page.getByRole('region', { name: 'Boards' }).getByRole('columnheader')).toHaveText([
      'Email',
      'Board ID',
      'Board Name',
      'Created',
      'Updated',
      'Progress',
    ]);
    const bar = await row.getByRole('img', { name: 'Progress 6 of 6' }).boundingBox();
    expect(bar?.width).toBeGreaterThanOrEqual(120);
    await expect(row.getByRole('img', { name: 'Progress 6 of 6' })).toContainText('6/6');
  });
});
