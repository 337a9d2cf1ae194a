import { describe, expect, it } from 'vitest';

import type { HeldOutIdea } from './support/offline-held-out.js';
import { checkHeldOut, draftHeldOut } from './support/offline-held-out.js';

/**
 * Ideas a walk through the product found misread by the drafts: a van visiting markets (where it
 * sells, not who buys), a customer followed by prices joined with "or" / "ou", and a German bakery
 * whose customers are in a relative clause. Each draft must name the customer the idea names.
 */
const WALKED: HeldOutIdea[] = [
  {
    idea: 'Mobile knife and scissor sharpening van visiting farmers markets around Utrecht, 8 euros per blade, plus a monthly subscription for restaurants',
    geoMarket: 'Utrecht, Netherlands',
    city: 'Utrecht',
    currency: 'EUR',
    language: 'en',
    answers: null,
    offer: 'sharpening',
    customer: 'restaurants',
  },
  {
    idea: 'We run a dog daycare in Lyon for busy professionals, 30 EUR per day or 450 EUR a month',
    geoMarket: 'Lyon, France',
    city: 'Lyon',
    currency: 'EUR',
    language: 'en',
    answers: null,
    offer: 'dog daycare',
    customer: 'busy professionals',
  },
  {
    idea: 'Eine Bäckerei in Leipzig, die glutenfreies Brot an Cafés und Hotels liefert',
    geoMarket: 'Leipzig, Deutschland',
    city: 'Leipzig',
    currency: 'EUR',
    language: 'de',
    answers: null,
    offer: 'Bäckerei',
    customer: 'Cafés und Hotels',
  },
  {
    idea: 'Cours de yoga en ligne pour les femmes enceintes, 12 € la séance ou 80 € par mois',
    geoMarket: 'Lille, France',
    city: 'Lille',
    currency: 'EUR',
    language: 'fr',
    answers: null,
    offer: 'yoga',
    customer: 'femmes enceintes',
  },
];

describe('the ideas a walk found misread by the drafts', () => {
  it.each(WALKED.map((i) => [i.idea, i] as const))('%s', (_, idea) => {
    const drafts = draftHeldOut(idea);
    expect(checkHeldOut(idea, drafts)).toEqual([]);
    // The customer line names them alone: not the markets visited, not a joining word before a price.
    expect(drafts['1.1.2']).toContain(`**Customer:** ${idea.customer}.`);
  });
});
