import { describe, expect, it } from 'vitest';

import { offlineDraft } from '../src/modules/completions/providers/offline/offline-provider.js';
import { acceptAll, column, table } from './support/offline-chain.js';

const VEG = acceptAll(
  'A weekly box of local vegetables for busy families in Lyon, delivered by bike.',
  'Lyon, France',
  {},
  { offerKind: 'subscription', customerKind: 'people' },
);
const SAAS = acceptAll(
  'A B2B SaaS that helps small accounting firms automate client onboarding and document collection.',
  'Germany',
  {},
  { offerKind: 'software', customerKind: 'businesses' },
);
const DOGS = acceptAll(
  'A marketplace that connects dog owners with vetted neighbourhood dog walkers.',
  'Austin, Texas',
  {},
  { offerKind: 'marketplace', customerKind: 'people' },
);
const SPANISH = acceptAll(
  'Online Spanish courses for nurses who want to work in Spain.',
  'Philippines',
  {},
  { offerKind: 'education', customerKind: 'people' },
);
const REFILL = acceptAll(
  'Refillable, plastic-free cleaning products sold in refill stations in supermarkets.',
  'United Kingdom',
  {},
  { offerKind: 'physical', customerKind: 'people' },
);
const ALL = { VEG, SAAS, DOGS, SPANISH, REFILL };

describe('offline drafts accepted one after another', () => {
  // The offer and the customer in the founder's words, the kinds from their answers.
  it('should name the offer and the customer in the founder’s words, with the kinds they answered', () => {
    expect(VEG['1.1.2']).toContain(
      '**Kind of business:** a weekly box of local vegetables (a subscription or membership), selling to busy families (people).',
    );
    expect(SAAS['1.1.2']).toContain(
      '**Kind of business:** a B2B SaaS (software or an app), selling to small accounting firms (businesses).',
    );
    expect(DOGS['1.1.2']).toContain(
      '**Kind of business:** a marketplace (a marketplace or platform), selling to dog owners (people).',
    );
    expect(SPANISH['1.1.2']).toContain(
      '**Kind of business:** online Spanish courses (content or education), selling to nurses (people).',
    );
    expect(REFILL['1.1.2']).toContain(
      '**Kind of business:** refillable, plastic-free cleaning products (a physical product), selling to customers (people).',
    );
  });

  it('should keep private customers private through the chain (no business segments for families)', () => {
    for (const drafts of [VEG, DOGS, SPANISH, REFILL]) {
      expect(drafts['2.1.1']).not.toContain('(1-10 people)');
      expect(drafts['2.1.1']).not.toContain('LinkedIn');
      expect(drafts['2.2.1']).not.toContain('A manager with budget');
    }
    expect(SAAS['2.1.1']).toContain('1. **Small accounting firms (1-10 people):**');
    expect(SAAS['2.1.1']).not.toMatch(/small small/i);
    expect(SAAS['2.1.1']).toContain('LinkedIn');
  });

  it('should describe each segment by what it is when the groups mix people and businesses', () => {
    const matrix = table(
      offlineDraft('2.2.1', {
        refinedTargetGroups: 'Busy parents in Lyon; students sharing flats; small restaurants',
        geoMarket: 'Lyon, France',
        // With "both", each group's own words say whether people or organisations buy.
        customerKind: 'both',
      }),
    );
    expect(column(matrix, 'Who they are')).toEqual([
      'Individual buyers: busy parents in Lyon',
      'Individual buyers: students sharing flats in Lyon, France',
      'Owners and managers of small restaurants in Lyon, France',
    ]);
    const buying = column(matrix, 'Buying behaviour');
    expect(buying[0]).toBe('Buys on recommendation once they trust the result');
    expect(buying[2]).toBe('The owner decides alone, within days, on a clear price');
  });

  it('should not quote its own instructions or labels back as the user’s words', () => {
    for (const [name, drafts] of Object.entries(ALL)) {
      const { '1.1.4': questions, ...later } = drafts;
      expect(questions, name).toContain('Answer these for');
      const text = Object.values(later).join('\n');
      expect(text, name).not.toContain('Answer these for');
      expect(text, name).not.toMatch(/In one sentence: /);
      expect(text, name).not.toMatch(/"Headline: /);
      expect(drafts['1.2.2'], name).not.toContain('*Competition**');
    }
  });

  it('should suggest the customer’s moment and problem, and ask for the edge instead of asserting one', () => {
    expect(VEG['1.1.2']).not.toContain('Describe the moment');
    expect(VEG['1.1.2']).toContain('weekday evenings, when there is no time left to shop and cook fresh');
    // "locally sourced" or "insured" are claims the founder did not make.
    expect(VEG['1.1.2']).toContain(
      '**Why customers would choose it:** not clear from the idea yet. What makes a weekly box of local vegetables better than what busy families use today?',
    );
    expect(SAAS['1.1.2']).not.toContain('Name the role inside the organisation');
    expect(SAAS['1.2.2']).toContain(
      '**Small accounting firms in Germany** lose hours every week on manual, repetitive work',
    );
    expect(DOGS['1.1.2']).not.toContain('vetted and insured providers');
  });

  it('should lead with the revenue model that fits each idea', () => {
    expect(VEG['1.1.2']).toContain('**How it earns money:** subscription');
    expect(SAAS['1.1.2']).toContain('**How it earns money:** subscription');
    expect(DOGS['1.1.2']).toContain('**How it earns money:** commission on transactions');
    expect(SPANISH['1.1.2']).toContain('**How it earns money:** one-off sales');
    expect(REFILL['1.1.2']).toContain('**How it earns money:** one-off sales');
    expect(REFILL['4.2.1']).toContain('2. **Product plus refills or consumables**');
    expect(column(table(VEG['4.2.3']), 'Revenue stream')).toEqual(['Subscription', 'One-off sales']);
    expect(VEG['4.2.1']).not.toContain('retainer');
    // The pricing column holds a price pattern, never the model's description.
    for (const drafts of Object.values(ALL)) {
      expect(column(table(drafts['4.2.3']), 'Pricing to test').join(' ')).not.toMatch(
        /Paid by|Customers pay/,
      );
    }
  });

  it('should call a fee paid every month a subscription, never one-off sales', () => {
    const matrix = table(
      offlineDraft('4.2.3', {
        refinedRevenueStreams: '- Bike care for employees: €18 per bike per month\n- Spare parts',
        chosenTargetGroup: 'Offices in Vienna',
        offerKind: 'service',
        customerKind: 'businesses',
      }),
    );
    expect(matrix.rows.map((r) => r.slice(0, 4))).toEqual([
      ['Bike care for employees', 'Subscription', 'Offices in Vienna', '€18 per bike per month'],
      [
        'Spare parts',
        'Pay per purchase',
        'Offices in Vienna',
        'One clear price, tested against what customers pay today',
      ],
    ]);
  });

  it('should price the budget and the revenue goal in the market’s currency at local cost levels', () => {
    const currencies = Object.values(ALL).map((d) => table(d.budgeting).columns[2]);
    expect(currencies).toEqual([
      'One-off (EUR)',
      'One-off (EUR)',
      'One-off (USD)',
      'One-off (PHP)',
      'One-off (GBP)',
    ]);
    const salary = (draft: string) => Number(table(draft).rows.find((r) => r[1] === 'Founder salary')?.[3]);
    expect(salary(SPANISH.budgeting)).toBeGreaterThan(20 * salary(SAAS.budgeting));
    expect(VEG['4.3.1']).toContain('Reach EUR 1,500 in monthly revenue');
    expect(REFILL['4.3.1']).toContain('Reach GBP 1,400 in monthly revenue');
  });

  it('should list the cost lines of the business the idea describes', () => {
    const items = (draft: string) => column(table(draft), 'Item');
    expect(items(VEG.budgeting)).toEqual(
      expect.arrayContaining(['Cargo bikes and delivery equipment', 'Packing space and cold storage']),
    );
    expect(items(VEG.budgeting)).not.toContain('Kitchen equipment and fit-out');
    expect(items(DOGS.budgeting)).toContain('Provider vetting (background checks, insurance)');
    expect(items(REFILL.budgeting)).toContain('Refill stations for the first stores');
    expect(items(SPANISH.budgeting)).toContain('Teachers for the first cohorts');
    expect(items(SAAS.budgeting)).toContain('Minimum viable product (design and development)');
  });

  it('should carry the chosen channels and goals into the launch plan whole', () => {
    expect(SAAS['6.2.1']).toContain(
      '- Go live on the channels: Direct outreach (email and LinkedIn), Partnerships and referrals, Public relations and local press',
    );
    expect(SAAS['6.2.1']).toContain(
      '- Reach EUR 2,000 in monthly revenue from subscription, within 12 months',
    );
    for (const drafts of Object.values(ALL)) expect(drafts['6.2.1']).not.toContain('(cost');
  });

  it('should write the group into sentences without slot-filling seams', () => {
    for (const [name, drafts] of Object.entries(ALL)) {
      const text = Object.values(drafts).join('\n');
      expect(text, name).not.toMatch(/\b(\w+) \1\b/i);
      expect(text, name).not.toMatch(/ a (?:education|offer)\b/);
      expect(drafts['3.1.1'], name).not.toMatch(/For [A-Z]/);
    }
  });
});
