import { randomUUID } from 'node:crypto';

import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { callFunction, draftBusinessIdea, grantAdmin, signIn, signUp, uniqueEmail } from '../support/api.js';

/**
 * Where a keyword's text wraps: the characters that start a new line. Each must start a word
 * (a capital of camelCase or the opening braces), never sit inside one.
 */
async function keywordLineStarts(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Keywords' }).evaluate((list) => {
    const starts: string[] = [];
    for (const item of Array.from(list.querySelectorAll('li'))) {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      let top: number | null = null;
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (let i = 0; i < value.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const y = Math.round(range.getBoundingClientRect().top);
          if (top !== null && y > top + 2) starts.push(`${text}|${value.slice(i)}`);
          top = y;
          text += value[i];
        }
      }
    }
    return starts;
  });
}

/** What a new user notices first on the overview and home. */
test.describe('polish a new user notices', () => {
  test('should show each overview heading once', async ({ page }) => {
    const account = await signUp(page.request);
    const headers = { authorization: `Bearer ${account.session.idToken}` };
    const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', {});
    await page.request.patch(`/api/boards/${board.id}`, {
      headers,
      data: {
        currentStep: 'DISPLAY_ALL',
        ideaData: {
          initialIdea: 'Coffee beans for offices in Lyon',
          businessIdea: '## Business idea\n\nA subscription for offices.',
          refinedBusinessIdea:
            '## Business idea\n\nA subscription of locally roasted beans for Lyon offices.',
          refinedGuidingQuestions: 'Offices of 20-200 staff.',
          geoMarket: 'Lyon',
          problemStatement: '## Problem statement\n\nStale coffee.',
          refinedProblemStatement: '## Problem statement\n\nOffice coffee is stale and bought in bulk.',
        },
      },
    });
    await page.goto(`/${board.id}/idea`);
    const overview = page.getByRole('article', { name: 'Idea overview' });
    await expect(
      overview.getByText('A subscription of locally roasted beans for Lyon offices.'),
    ).toBeVisible();
    await expect(overview.getByRole('heading', { name: 'Business idea', exact: true })).toHaveCount(1);
    await expect(overview.getByRole('heading', { name: 'Problem statement', exact: true })).toHaveCount(1);
  });

  test('should show a draft once, editable in place, with the original a click away', async ({ page }) => {
    const account = await signUp(page.request);
    const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', {});
    const draft = await draftBusinessIdea(
      page.request,
      account.session.idToken,
      board.id,
      'A subscription service delivering locally roasted coffee beans to offices in Lyon',
    );
    await page.goto(`/${board.id}/idea`);
    const editor = page.getByRole('textbox', { name: 'Your business idea' });
    await expect(editor).toHaveValue(draft);
    // The longest line of the draft, as the page renders it (markdown marks gone).
    const longest = draft
      .split('\n')
      .map((line) => line.replace(/^[-#>\s]+/, '').replace(/\*\*|__/g, ''))
      .reduce((a, b) => (b.length > a.length ? b : a), '');
    const panel = page.getByRole('region', { name: 'Draft: business idea' });
    expect(await panel.innerText()).not.toContain(longest);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2000);
    await panel.getByText('Show the original draft').click();
    await expect(panel).toContainText(longest);
  });

  test('should stop the sidebar skeleton for an unknown board id', async ({ page }) => {
    await signUp(page.request);
    await page.goto(`/${randomUUID()}/idea`);
    await expect(page.getByText('The board could not be loaded')).toBeVisible();
    await expect(page.getByText('Board unavailable')).toBeVisible();
    await expect(page.locator('[data-sidebar="menu-skeleton"]')).toHaveCount(0);
  });

  test('should keep each stage name in the 10rem phone sheet on two lines at most', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const account = await signUp(page.request);
    const board = await callFunction<Board>(page.request, account.session.idToken, 'createBoard', {});
    await page.goto(`/${board.id}/idea`);
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const stages = page.getByRole('dialog').getByRole('navigation', { name: 'Stages' });
    await expect(stages.getByRole('button', { name: 'Unique Value Proposition' })).toBeVisible();
    const lines = await stages.evaluate((nav) =>
      Array.from(nav.querySelectorAll('[data-sidebar="menu-button"] > span')).map((span) => {
        const height = span.getBoundingClientRect().height;
        const lineHeight = parseFloat(getComputedStyle(span).lineHeight);
        return [span.textContent, Math.round(height / lineHeight)] as const;
      }),
    );
    expect(lines).toHaveLength(6);
    for (const [name, count] of lines) expect(count, `${name} takes ${count} lines`).toBeLessThanOrEqual(2);
  });

  test('should wrap prompt keywords only between words', async ({ page }) => {
    const admin = await signUp(page.request, { email: uniqueEmail('keywords-admin') });
    grantAdmin(admin.email);
    await signIn(page.request, admin.email, admin.password);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/prompts');
      // The spec's 15, the two answers, the plan's three and the six facts.
      await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveCount(26);
      for (const start of await keywordLineStarts(page)) {
        expect(start, `${width} px: a keyword wraps inside a word`).toMatch(/\|[A-Z{]/);
      }
    }
  });
});
