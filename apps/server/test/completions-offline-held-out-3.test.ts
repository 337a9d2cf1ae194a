import { describe, expect, it } from 'vitest';

import { draftHeldOut } from './support/offline-held-out.js';
import { checkHeldOut3, HELD_OUT_3 } from './support/offline-held-out-3.js';

/**
 * Hand-written ideas whose customer is followed by a participle phrase
 * ("teenagers run in ..."), is the subject of a relative clause ("that small bakeries use"), or is
 * named by age or life stage, in English, French, German and Spanish; committed before the engine
 * changed for them and run once blind (`npm run bench:offline:held-out-3`).
 */
describe('the third held-out round', () => {
  it('should cover every input language and the new shapes', () => {
    expect(HELD_OUT_3.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HELD_OUT_3.map((i) => i.language))).toEqual(new Set(['en', 'fr', 'de', 'es']));
    expect(new Set(HELD_OUT_3.map((i) => i.idea)).size).toBe(HELD_OUT_3.length);
  });

  it.each(HELD_OUT_3.map((i) => [i.idea, i] as const))('%s', (_, idea) => {
    expect(checkHeldOut3(idea, draftHeldOut(idea))).toEqual([]);
  });
});
