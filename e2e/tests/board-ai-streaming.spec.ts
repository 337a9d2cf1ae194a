import { expect, test } from '@playwright/test';

import { signUp } from '../support/api.js';

// The fake vendor streams word by word; these markers in the user's text choose its behaviour.
const SLOW = '[[fake:slow]]';
const FAIL = '[[fake:500]]';

test.describe('the idea stage on an openai-compatible provider (local fake vendor)', () => {
  test('should show the draft as it streams, then keep the user text and show the message when the provider fails', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page.request);
    await page.goto('/');
    // "New board" opens the new board's first step.
    await page.getByRole('button', { name: 'New board' }).click();

    const idea = page.getByRole('textbox', { name: 'Your initial idea' });
    await idea.fill(`Bike-delivered vegetable boxes ${SLOW}`);
    // Records every partial text the page shows while still on the first step (before `done`).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenStreaming: string[] }).seenStreaming = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="streaming-text"]')?.textContent ?? '';
        const step = document.querySelector('h1')?.textContent;
        if (text && step === 'Initial Idea' && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Generate business idea' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Business Idea' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seenStreaming: string[] }).seenStreaming);
    // The text grew in several steps, and was shown before the whole draft had arrived.
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).not.toContain('like a real stream does.');
    await expect(page.getByText('AI draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Offline draft' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Your business idea' })).toHaveValue(
      /A draft from the fake model/,
    );

    // A provider failure: the message from the server, the user's text untouched.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    const failing = `Vegetable boxes, take two ${FAIL}`;
    await idea.fill(failing);
    await page.getByRole('button', { name: 'Regenerate business idea' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The draft could not be made' });
    await expect(alert).toContainText('The AI provider failed: it answered HTTP 500');
    await expect(idea).toHaveValue(failing);
    await expect(page.getByRole('heading', { level: 1, name: 'Initial Idea' })).toBeVisible();
  });
});
