import { describe, expect, it } from 'vitest';

import { draftHeldOut } from './support/offline-held-out.js';
import { checkHeldOut5, HELD_OUT_5 } from './support/offline-held-out-5.js';

/**
 * Hand-written ideas with a time expression right after the customer ("on
 * Saturday mornings", "le samedi", "am Wochenende", "los sábados"), a pricing unit on a board whose
 * money line had no model ("charged per repair"), and a price said as "<amount> a <unit>" ("45
 * pounds a seat", "30 euros la séance", "20 € pro Stunde", "15 euros por clase"), in English,
 * French, German and Spanish; committed before the engine changed for them and run once blind
 * (`npm run bench:offline:held-out-5`).
 */
describe('the fifth held-out round', () => {
  it('should cover every input language, times after the customer, named units and amounts', () => {
    expect(HELD_OUT_5.length).toBeGreaterThanOrEqual(15);
    expect(new Set(HELD_OUT_5.map((i) => i.language))).toEqual(new Set(['en', 'fr', 'de', 'es']));
    expect(new Set(HELD_OUT_5.map((i) => i.idea)).size).toBe(HELD_OUT_5.length);
    for (const language of ['en', 'fr', 'de', 'es']) {
      const ideas = HELD_OUT_5.filter((i) => i.language === language);
      expect(ideas.some((i) => i.customerNot)).toBe(true);
      expect(ideas.some((i) => i.money && !i.amount && !i.answers)).toBe(true);
      expect(ideas.some((i) => i.amount)).toBe(true);
      expect(ideas.some((i) => i.neutralMoney)).toBe(true);
    }
  });

  it.each(HELD_OUT_5.map((i) => [i.idea, i] as const))('%s', (_, idea) => {
    expect(checkHeldOut5(idea, draftHeldOut(idea))).toEqual([]);
  });
});
