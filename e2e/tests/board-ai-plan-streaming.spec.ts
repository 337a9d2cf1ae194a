import fs from 'node:fs';
import path from 'node:path';

import type { Board } from '@planner/domain';
import { expect, type Page, test } from '@playwright/test';

import { FAKE_TABLE, FAKE_TEXT, MARKERS } from '../../apps/server/test/support/fake-openai.js';
import { signUp } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';

/*
 * The plan page's Draft streams like a stage step's (plan polish, item 3): on the `ai` server (an
 * openai-compatible provider, the local fake vendor writing one word every 60 ms when the board's
 * text holds its "slow" marker), the section shows the words as they come, the section itself
 * changes only once the server stored the draft, and a stream cut mid-way keeps what the section had
 * and says why.
 */

const FIXTURE = path.join(import.meta.dirname, '../fixtures/complete-board.json');
const FIRST_PAINT = { timeout: 30_000 };

interface Seen {
  text: string;
  /** Whether the section still showed what it had before the draft when this text was on screen. */
  before: boolean;
}

async function boardWithIdea(page: Page, marker: string): Promise<{ board: Board; token: string }> {
  const { session } = await signUp(page.request);
  const token = session.idToken;
  const imported = await page.request.post('/api/functions/importBoard', {
    data: { data: JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as unknown },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const board = ((await imported.json()) as { result: Board }).result;
  await setIdea(page, board, token, marker);
  return { board, token };
}

/** The fake vendor reads its marker from the prompt: every plan section is drafted from the idea. */
async function setIdea(page: Page, board: Board, token: string, marker: string): Promise<void> {
  const patched = await page.request.patch(`/api/boards/${board.id}`, {
    data: { ideaData: { refinedBusinessIdea: `${board.ideaData.refinedBusinessIdea} ${marker}` } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(patched.status(), await patched.text()).toBe(200);
}

async function readBoard(page: Page, board: Board, token: string): Promise<Board> {
  const res = await page.request.get(`/api/boards/${board.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Board;
}

/** Records every partial text a section shows while it streams, and whether its content was still the old one. */
async function recordStreaming(page: Page, sectionId: string, oldText: string): Promise<void> {
  await page.evaluate(
    ({ sectionId, oldText }) => {
      const seen: { text: string; before: boolean }[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const section = document.getElementById(sectionId);
        const text = section?.querySelector('[data-testid="streaming-text"]')?.textContent ?? '';
        if (text && seen.at(-1)?.text !== text)
          seen.push({ text, before: section?.textContent?.includes(oldText) ?? false });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { sectionId, oldText },
  );
}

const seenSoFar = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen[] }).seen.splice(0));

test.describe('the plan’s own sections drafted by a model (local fake vendor)', () => {
  test('should stream Competition at 1280 px, show it once stored, and keep it when a stream is cut', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { board, token } = await boardWithIdea(page, MARKERS.slow);
    await page.goto(`/${board.id}/plan`);
    const competition = page.locator('section#competition');
    await expect(competition).toContainText('Not written yet: the Plan screen writes it.', FIRST_PAINT);

    await recordStreaming(page, 'competition', 'Not written yet');
    await competition.getByRole('button', { name: 'Draft Competition' }).click();
    await expect(competition.getByRole('status')).toHaveText('Competition drafted and saved.', FIRST_PAINT);
    const seen = await seenSoFar(page);
    // The table's JSON is nine words (half a second): the page's own record of what it showed says
    // the text grew in several steps, and was shown before the whole draft had arrived...
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]!.text.length).toBeLessThan(JSON.stringify(FAKE_TABLE).length);
    // ...while the section itself still showed what the board held before the draft.
    expect(seen.every((s) => s.before)).toBe(true);
    const table = competition.getByRole('table');
    for (const [name, detail] of FAKE_TABLE.rows) {
      await expect(table).toContainText(name!);
      await expect(table).toContainText(detail!);
    }
    await expect(competition.getByTestId('streaming-text')).toHaveCount(0);
    expect((await readBoard(page, board, token)).planData.competition).toEqual(FAKE_TABLE);
    await expectNoSeriousA11yViolations(page);
    await competition.screenshot({ path: info.outputPath('competition-streamed-1280.png') });

    // The vendor cuts the stream after its first words: the message says why, the table is kept.
    await setIdea(page, board, token, MARKERS.reset);
    const stored = await readBoard(page, board, token);
    await recordStreaming(page, 'competition', 'Short on money, plenty of time');
    await competition.getByRole('button', { name: 'Draft Competition' }).click();
    const alert = competition
      .getByRole('alert')
      .filter({ hasText: 'The draft of Competition could not be made' });
    await expect(alert).toContainText('The AI provider failed: the connection was reset.', FIRST_PAINT);
    await expect(alert).toContainText('Competition is as it was.');
    expect((await seenSoFar(page)).every((s) => s.before)).toBe(true);
    await expect(table).toContainText('Short on money, plenty of time');
    expect(await readBoard(page, board, token)).toEqual(stored);
    await expectNoSeriousA11yViolations(page);
    await competition.screenshot({ path: info.outputPath('competition-failed-1280.png') });

    // Saving the table after the failure says only that: the alert is about a draft no longer pending.
    await competition.getByRole('button', { name: 'Edit Competition' }).click();
    await competition.getByRole('textbox', { name: 'Name, row 1' }).fill('Corner bakeries');
    await competition.getByRole('button', { name: 'Save Competition' }).click();
    await expect(competition.getByRole('status')).toHaveText('Competition saved.');
    await expect(alert).toHaveCount(0);
    await expect(table).toContainText('Corner bakeries');
  });

  test('should stream Company and team at 375 px, cancel without storing, then draft it', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const { board, token } = await boardWithIdea(page, MARKERS.slow);
    await page.goto(`/${board.id}/plan`);
    const company = page.locator('section#company-and-team');
    await expect(company.getByRole('button', { name: 'Draft Company and team' })).toBeVisible(FIRST_PAINT);
    const before = await readBoard(page, board, token);

    // Cancel while the words come: nothing stored, the section as it was.
    await company.getByRole('button', { name: 'Draft Company and team' }).click();
    await expect(company.getByTestId('streaming-text')).toContainText('A draft');
    await company.getByRole('button', { name: 'Cancel draft of Company and team' }).click();
    await expect(company.getByRole('status')).toHaveText('Draft cancelled: Company and team is as it was.');
    await page.waitForTimeout(2500);
    expect(await readBoard(page, board, token)).toEqual(before);

    await recordStreaming(page, 'company-and-team', 'Not written yet');
    await company.getByRole('button', { name: 'Draft Company and team' }).click();
    await expect(company.getByTestId('streaming-text')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(company.getByRole('status')).toHaveText('Company and team drafted and saved.', FIRST_PAINT);
    const seen = await seenSoFar(page);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]!.text).not.toContain('like a real stream does.');
    expect(seen.every((s) => s.before)).toBe(true);
    await expect(company).toContainText(FAKE_TEXT);
    expect((await readBoard(page, board, token)).planData.companyAndTeam).toBe(FAKE_TEXT);

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await expectNoSeriousA11yViolations(page);
    await company.screenshot({ path: info.outputPath('company-streamed-375.png') });
  });
});
