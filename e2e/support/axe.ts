import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Runs axe-core on the page once it is at rest and fails on any serious or critical violation.
 * A toast fading in has a contrast no one reads, so axe waits for running animations and
 * transitions to end.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Endless ones (spinners) never end: only those that will are awaited. A toast just added has not
  // begun its fade-in transition yet (sonner starts it once `data-mounted` is true).
  await page.waitForFunction(
    () =>
      document.querySelector('[data-sonner-toast][data-mounted="false"]') === null &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(serious, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
