import { describe, expect, it } from 'vitest';

import { proposeFacts } from '../src/modules/completions/providers/offline/propose-facts.js';
import { checkFacts, FACTS_HELD_OUT, FACTS_WALKED } from './support/facts-held-out.js';

const REPAIR_CAFE =
  'A repair café in Ghent that fixes small household electronics for a fixed fee per item, with a paid annual membership for regulars';

describe('the offline facts proposal', () => {
  it('should read the repair café: no "fixed fee" customer, regulars as people, a per-item fee and an annual membership', () => {
    const facts = proposeFacts(REPAIR_CAFE);
    expect(facts.user?.value).toBe('regulars');
    expect(facts.place).toEqual({ value: 'Ghent', words: 'in Ghent' });
    expect(facts.prices.map(({ unit, model, amount }) => ({ unit, model, amount }))).toEqual([
      { unit: 'item', model: 'one-off', amount: null },
      { unit: 'year', model: 'subscription', amount: null },
    ]);
    expect(facts.offer?.value).not.toMatch(/fee/);
  });

  it('should read "25 EUR per repaired item" and "members pay 17.50 EUR" as two prices, not one of 50', () => {
    const facts = proposeFacts(
      'Repairs cost 25 EUR per repaired item (VAT included); members pay 17.50 EUR per item.',
    );
    expect(facts.prices.map(({ amount, currency, unit }) => ({ amount, currency, unit }))).toEqual([
      { amount: 2500, currency: 'EUR', unit: 'item' },
      { amount: 1750, currency: 'EUR', unit: 'item' },
    ]);
    expect(facts.prices[0]?.words).toBe('25 EUR per repaired item');
  });

  it('should propose nothing for an empty idea', () => {
    expect(proposeFacts('  ')).toEqual({
      offer: null,
      user: null,
      payer: null,
      place: null,
      prices: [],
      team: null,
    });
  });
});

/**
 * A round of ideas written before the reading: prices with units, discounts, memberships, annual
 * fees and "fixed fee"-like phrases in four languages (`support/facts-held-out.ts`).
 */
describe('the facts held-out round', () => {
  it('should hold at least 30 ideas in every input language', () => {
    expect(FACTS_HELD_OUT.length).toBeGreaterThanOrEqual(30);
    expect(new Set(FACTS_HELD_OUT.map((i) => i.language))).toEqual(new Set(['en', 'fr', 'de', 'es']));
    expect(new Set(FACTS_HELD_OUT.map((i) => i.idea)).size).toBe(FACTS_HELD_OUT.length);
  });

  it.each(FACTS_HELD_OUT.map((i) => [i.idea, i] as const))('%s', (_, idea) => {
    expect(checkFacts(idea, proposeFacts(idea.idea))).toEqual([]);
  });
});

describe('the ideas a walk found misread', () => {
  it.each(FACTS_WALKED.map((i) => [i.idea, i] as const))('%s', (_, idea) => {
    expect(checkFacts(idea, proposeFacts(idea.idea))).toEqual([]);
  });
});
