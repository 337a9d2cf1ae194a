import type { OfferKind, PromptVersion } from '@planner/domain';
import { PROMPT_VERSION_NAMES } from '@planner/domain';
import { describe, expect, it } from 'vitest';

import type { Answers } from './support/offline-chain.js';
import { acceptAll, column, table } from './support/offline-chain.js';

/**
 * The offline engine's quality suite (offline drafts must not guess wrong): varied ideas
 * taken through every draft in order, as a user accepting each one, then again with the problem
 * statement rewritten by the user. Each draft must keep the facts the user gave and must not
 * contain a guess that contradicts them, a doubled phrase, a cut word or numbers that do not add up.
 */
interface Idea {
  idea: string;
  /** The founder's answer to "What does the business sell?". */
  offer: OfferKind;
  market: string;
  /** Who buys, when the idea says it; the drafts must not contradict it. */
  customer?: 'business' | 'consumer';
  /** The customer as the idea names them: "selling to <audience>". */
  audience?: string;
  currency: string;
  /** Wrong facts this idea must never be given. */
  never?: string[];
  /** The problem as the user rewrites it. */
  problem: string;
}

const COFFEE = 'A subscription service delivering locally roasted coffee beans to offices in Lyon';
/** The coffee idea's answers to the Idea step's two questions. */
const COFFEE_ANSWERS: Answers = { offerKind: 'subscription', customerKind: 'businesses' };

/** Facts no draft may assert for a business that does not cook or sell to people in person. */
const NOT_A_KITCHEN = ['Kitchen equipment', 'Hygiene permits', 'cook fresh food'];
const NOT_FOR_BUSINESSES = ['TikTok', 'Book a stall at a local market', 'local market'];

const IDEAS: Idea[] = [
  {
    offer: 'subscription',
    idea: COFFEE,
    market: 'Lyon and its suburbs (Villeurbanne, Vénissieux, Bron)',
    customer: 'business',
    audience: 'offices',
    currency: 'EUR',
    never: ['restaurants and cafés', 'too little time', ...NOT_A_KITCHEN, ...NOT_FOR_BUSINESSES],
    problem:
      'Office managers in Lyon waste an hour every week ordering coffee, and staff complain about stale supermarket beans.',
  },
  {
    offer: 'subscription',
    idea: 'A weekly box of local vegetables for busy families in Lyon, delivered by bike.',
    market: 'Lyon, France',
    customer: 'consumer',
    audience: 'busy families',
    currency: 'EUR',
    never: ['Kitchen equipment', '(1-10 people)'],
    problem: 'Busy families in Lyon struggle to buy fresh local vegetables after work.',
  },
  {
    offer: 'software',
    idea: 'A B2B SaaS that helps small accounting firms automate client onboarding and document collection.',
    market: 'Germany',
    customer: 'business',
    audience: 'small accounting firms',
    currency: 'EUR',
    never: NOT_FOR_BUSINESSES,
    problem: 'Small accounting firms spend two days per new client chasing documents by email.',
  },
  {
    offer: 'marketplace',
    idea: 'A marketplace that connects dog owners with vetted neighbourhood dog walkers.',
    market: 'Austin, Texas',
    customer: 'consumer',
    audience: 'dog owners',
    currency: 'USD',
    problem: 'Dog owners who work long hours cannot find a walker they trust at short notice.',
  },
  {
    offer: 'education',
    idea: 'Online Spanish courses for nurses who want to work in Spain.',
    market: 'Philippines',
    customer: 'consumer',
    audience: 'nurses',
    currency: 'PHP',
    never: NOT_A_KITCHEN,
    problem: 'Filipino nurses lose job offers in Spain because they fail the B2 Spanish exam.',
  },
  {
    offer: 'physical',
    idea: 'Refillable, plastic-free cleaning products sold in refill stations in supermarkets.',
    market: 'United Kingdom',
    customer: 'consumer',
    currency: 'GBP',
    problem: 'Households want to cut plastic but refill shops are rare and far away.',
  },
  {
    offer: 'software',
    idea: 'A mobile app that helps freelancers track invoices and get paid faster.',
    market: 'Toronto, Canada',
    customer: 'business',
    audience: 'freelancers',
    currency: 'CAD',
    never: NOT_A_KITCHEN,
    problem: 'Freelancers wait 45 days on average to be paid and lose track of overdue invoices.',
  },
  {
    offer: 'physical',
    idea: 'Handmade leather bags sold online to young professionals.',
    market: 'Milan, Italy',
    customer: 'consumer',
    audience: 'young professionals',
    currency: 'EUR',
    never: NOT_A_KITCHEN,
    problem: 'Young professionals find quality leather bags either too expensive or mass-produced.',
  },
  {
    offer: 'service',
    idea: 'Corporate yoga classes held at the workplace for companies in Zurich.',
    market: 'Zurich, Switzerland',
    customer: 'business',
    audience: 'companies',
    currency: 'CHF',
    never: [...NOT_A_KITCHEN, ...NOT_FOR_BUSINESSES],
    problem: 'Companies in Zurich see rising sick leave from back pain and stress among desk staff.',
  },
  {
    offer: 'service',
    idea: 'A cleaning service for holiday rental owners in Barcelona.',
    market: 'Barcelona, Spain',
    audience: 'holiday rental owners',
    currency: 'EUR',
    never: NOT_A_KITCHEN,
    problem: 'Holiday rental owners struggle to get flats cleaned between same-day check-outs and check-ins.',
  },
  {
    offer: 'education',
    idea: 'Online maths tutoring for secondary school pupils preparing for exams.',
    market: 'Manchester, UK',
    customer: 'consumer',
    currency: 'GBP',
    never: NOT_A_KITCHEN,
    problem: 'Pupils fall behind in maths before their GCSEs and parents cannot afford weekly tutors.',
  },
  {
    offer: 'marketplace',
    idea: 'A B2B platform connecting farmers directly with restaurant kitchens.',
    market: 'France',
    customer: 'business',
    currency: 'EUR',
    never: ['Kitchen equipment', 'Hygiene permits', 'TikTok'],
    problem: 'Restaurants pay wholesalers a 30 % margin and farmers cannot reach chefs directly.',
  },
  {
    offer: 'service',
    idea: 'Ein Lieferdienst für frisches Mittagessen für Büros in München.',
    market: 'München, Deutschland',
    customer: 'business',
    audience: 'Büros',
    currency: 'EUR',
    never: ['frisches Mittagessen (1-10', ...NOT_FOR_BUSINESSES],
    problem: 'Büros in München haben keine Kantine und die Mitarbeiter verlieren die Mittagspause.',
  },
  {
    offer: 'software',
    idea: 'Une application pour aider les familles à planifier leurs repas de la semaine.',
    market: 'Paris, France',
    customer: 'consumer',
    audience: 'familles',
    currency: 'EUR',
    never: ['(1-10 people)', 'selling to aider'],
    problem: 'Les familles perdent du temps chaque soir à décider quoi cuisiner.',
  },
  {
    offer: 'marketplace',
    idea: 'Una plataforma que conecta a dueños de perros con paseadores de confianza.',
    market: 'Madrid, España',
    audience: 'dueños de perros',
    currency: 'EUR',
    never: NOT_A_KITCHEN,
    problem: 'Los dueños de perros en Madrid no encuentran paseadores fiables entre semana.',
  },
  {
    offer: 'service',
    idea: 'Kinderbetreuung auf Abruf für berufstätige Eltern in Wien.',
    market: 'Wien, Österreich',
    customer: 'consumer',
    audience: 'berufstätige Eltern',
    currency: 'EUR',
    never: ['(1-10 people)', ...NOT_A_KITCHEN],
    problem: 'Berufstätige Eltern in Wien finden keine Betreuung, wenn das Kind krank ist.',
  },
  {
    offer: 'education',
    idea: 'Cursos de programación online para jóvenes desempleados.',
    market: 'Ciudad de México, México',
    customer: 'consumer',
    audience: 'jóvenes desempleados',
    currency: 'MXN',
    never: NOT_A_KITCHEN,
    problem: 'Los jóvenes desempleados no pueden pagar un bootcamp de programación.',
  },
  {
    offer: 'software',
    idea: 'A SaaS dashboard for hotels to track energy use.',
    market: 'Lisbon, Portugal',
    customer: 'business',
    audience: 'hotels',
    currency: 'EUR',
    never: [...NOT_A_KITCHEN, ...NOT_FOR_BUSINESSES],
    problem: 'Hotels cannot see which rooms waste energy until the monthly bill arrives.',
  },
  {
    offer: 'physical',
    idea: 'Bespoke wedding cakes for couples in Dublin.',
    market: 'Dublin, Ireland',
    customer: 'consumer',
    audience: 'couples',
    currency: 'EUR',
    never: ['(1-10 people)'],
    problem: 'Couples in Dublin find that bakeries will not make small custom cakes for under 50 guests.',
  },
  {
    offer: 'marketplace',
    idea: 'An online marketplace where students rent out textbooks to other students.',
    market: 'Bangalore, India',
    customer: 'consumer',
    currency: 'INR',
    never: NOT_A_KITCHEN,
    problem: 'Students spend a month of rent on textbooks they use for one term.',
  },
  {
    offer: 'service',
    idea: 'Solar panel installation for small farms in Kenya.',
    market: 'Nairobi, Kenya',
    customer: 'business',
    audience: 'small farms',
    currency: 'KES',
    never: [...NOT_A_KITCHEN, 'TikTok'],
    problem: 'Small farms lose crops when diesel pumps fail during power cuts.',
  },
  {
    offer: 'service',
    idea: 'Cooked meal-prep delivery for busy professionals in Singapore.',
    market: 'Singapore',
    customer: 'consumer',
    audience: 'busy professionals',
    currency: 'SGD',
    problem: 'Busy professionals in Singapore eat unhealthy takeaway five nights a week.',
  },
  {
    offer: 'service',
    idea: 'IT security audits for dental practices.',
    market: 'Netherlands',
    customer: 'business',
    audience: 'dental practices',
    currency: 'EUR',
    never: [...NOT_A_KITCHEN, ...NOT_FOR_BUSINESSES],
    problem: 'Dental practices store patient records on unpatched computers and fear data-protection fines.',
  },
  {
    offer: 'software',
    idea: 'A language exchange app that connects travellers with locals.',
    market: 'Tokyo, Japan',
    customer: 'consumer',
    audience: 'travellers',
    currency: 'JPY',
    never: NOT_A_KITCHEN,
    problem: 'Travellers in Japan want real conversations but only meet other tourists.',
  },
  {
    offer: 'subscription',
    idea: 'Organic dog food delivered monthly to pet owners.',
    market: 'Melbourne, Australia',
    customer: 'consumer',
    audience: 'pet owners',
    currency: 'AUD',
    never: ['Kitchen equipment', '(1-10 people)'],
    problem: 'Pet owners in Melbourne cannot find organic dog food without driving to a specialist shop.',
  },
  {
    offer: 'service',
    idea: 'Bookkeeping outsourcing for restaurants in Warsaw.',
    market: 'Warsaw, Poland',
    customer: 'business',
    audience: 'restaurants',
    currency: 'PLN',
    never: [...NOT_A_KITCHEN, ...NOT_FOR_BUSINESSES, 'food or drink business'],
    problem: 'Restaurant owners in Warsaw spend their Sundays sorting receipts for the accountant.',
  },
  {
    offer: 'physical',
    idea: 'Custom 3D-printed prosthetic covers for amputees.',
    market: 'Stockholm, Sweden',
    currency: 'SEK',
    never: NOT_A_KITCHEN,
    problem: 'Amputees only get plain medical covers that make them feel like patients.',
  },
  {
    offer: 'service',
    idea: 'A podcast production studio for B2B tech companies.',
    market: 'Berlin, Germany',
    customer: 'business',
    audience: 'B2B tech companies',
    currency: 'EUR',
    never: [...NOT_A_KITCHEN, ...NOT_FOR_BUSINESSES],
    problem: 'B2B tech companies want a podcast but have no time to record, edit and publish it.',
  },
  {
    offer: 'education',
    idea: 'Weekend coding camps for teenagers.',
    market: 'Cape Town, South Africa',
    customer: 'consumer',
    audience: 'teenagers',
    currency: 'ZAR',
    never: NOT_A_KITCHEN,
    problem: 'Teenagers in Cape Town have no affordable way to learn coding outside school.',
  },
  {
    offer: 'software',
    idea: 'A fleet-management app for delivery companies in Lagos.',
    market: 'Lagos, Nigeria',
    customer: 'business',
    audience: 'delivery companies',
    currency: 'NGN',
    never: [...NOT_A_KITCHEN, ...NOT_FOR_BUSINESSES],
    problem: 'Delivery companies in Lagos lose bikes and fuel because they cannot see where riders are.',
  },
  {
    offer: 'subscription',
    idea: 'Un abonnement mensuel de cosmétiques bio pour les femmes enceintes.',
    market: 'Bruxelles, Belgique',
    customer: 'consumer',
    audience: 'femmes enceintes',
    currency: 'EUR',
    never: NOT_A_KITCHEN,
    problem: 'Les femmes enceintes ne savent pas quels cosmétiques sont sûrs pendant la grossesse.',
  },
  {
    offer: 'physical',
    idea: 'Ein Online-Shop für nachhaltige Kinderkleidung.',
    market: 'Hamburg, Deutschland',
    currency: 'EUR',
    never: ['selling to nachhaltige Kinderkleidung', ...NOT_A_KITCHEN],
    problem: 'Eltern finden nachhaltige Kinderkleidung nur teuer und verstreut in vielen Shops.',
  },
];

const TEXT_VERSIONS = PROMPT_VERSION_NAMES.filter(
  (v) => !['2.2.1', '4.2.3', 'budgeting', '5.2.1'].includes(v),
);

/** What every draft of every board must get right, whatever the idea. */
function checkDraft(version: PromptVersion, draft: string, label: string) {
  const where = `${label} ${version}`;
  expect(draft, where).not.toContain('…');
  expect(draft, where).not.toMatch(/\{\w+\}|undefined|NaN|\bnull\b/);
  // A phrase of one to four words said twice in a row: "in Lyon in Lyon", "small small".
  expect(draft, where).not.toMatch(
    /(?<![\p{L}\p{N}])([\p{L}\p{N}'-]+(?: [\p{L}\p{N}'-]+){0,3}) \1(?![\p{L}\p{N}])/iu,
  );
  // Two sizes for one group: "offices of 20-200 staff (1-10 people)".
  expect(draft, where).not.toMatch(/\d+-\d+ (?:staff|employees|people)[^()\n]*\(\d+-\d+ people\)/);
  expect(draft, where).not.toMatch(/'s largest cities|\)'s\b/);
}

function checkNumbers(drafts: Record<PromptVersion, string>, label: string) {
  const budget = table(drafts.budgeting);
  const numbers = budget.rows.map((r) => r.slice(2, 5).map(Number));
  for (const [oneOff, monthly, year] of numbers)
    expect(year, label).toBe((oneOff ?? 0) + 12 * (monthly ?? 0));
  const reserve = numbers.at(-1)?.[2] ?? 0;
  const subtotal = numbers.slice(0, -1).reduce((sum, r) => sum + (r[2] ?? 0), 0);
  expect(reserve, label).toBe(Math.round(subtotal * 0.1));
  const shares = column(table(drafts['4.2.3']), 'Share of year-one revenue').map((s) => Number.parseInt(s));
  expect(
    shares.reduce((a, b) => a + b, 0),
    label,
  ).toBe(100);
  const pitch = drafts['3.2.1'].split('\n\n')[1] ?? '';
  const sentences = pitch.split(/(?<=[.?!]) /).map((x) => x.replace(/, for .*$|[.?!]$/, '').toLowerCase());
  expect(new Set(sentences).size, `${label}: the pitch says a sentence twice`).toBe(sentences.length);
  expect(drafts['3.2.1'], label).toContain(`*${pitch.split(/\s+/).length} words,`);
  const matrix = table(drafts['2.2.1']);
  expect(matrix.rows.length, label).toBeGreaterThan(0);
  for (const row of matrix.rows)
    expect(
      row.every((c) => c.trim() !== ''),
      label,
    ).toBe(true);
}

/** The two answers of the Idea step: the offer always, who pays when the idea's customer is known. */
function answersOf(idea: Idea): Answers {
  const customerKind =
    idea.customer === 'business' ? 'businesses' : idea.customer === 'consumer' ? 'people' : null;
  return { offerKind: idea.offer, customerKind };
}

function checkFacts(idea: Idea, drafts: Record<PromptVersion, string>, label: string) {
  const all = Object.values(drafts).join('\n');
  for (const wrong of idea.never ?? []) expect(all, `${label}: "${wrong}"`).not.toContain(wrong);
  expect(drafts['1.1.2'], label).toContain(`**In one sentence:** ${idea.idea.replace(/\.?$/, '.')}`);
  if (idea.audience) expect(drafts['1.1.2'], label).toContain(`, selling to ${idea.audience}`);
  expect(table(drafts.budgeting).columns[2], label).toBe(`One-off (${idea.currency})`);
  expect(drafts['6.2.1'], label).toContain(`A 16-week launch in ${idea.market}.`);
  if (idea.customer === 'business') {
    expect(drafts['2.1.1'], label).toContain('LinkedIn');
    expect(all, label).not.toContain('TikTok');
    expect(all, label).not.toContain('Individual buyers');
  }
  if (idea.customer === 'consumer') {
    expect(drafts['2.1.1'], label).not.toContain('(1-10 people)');
    expect(drafts['2.2.1'], label).not.toContain('A manager with budget');
  }
}

describe('offline drafts for 32 ideas, accepted one after another', () => {
  it('should cover business and consumer ideas in several countries and languages', () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(30);
    expect(IDEAS.filter((i) => i.customer === 'business').length).toBeGreaterThanOrEqual(10);
    expect(IDEAS.filter((i) => i.customer === 'consumer').length).toBeGreaterThanOrEqual(10);
    expect(new Set(IDEAS.map((i) => i.currency)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(IDEAS.map((i) => [i.idea, i] as const))('%s', (label, idea) => {
    const accepted = acceptAll(idea.idea, idea.market, {}, answersOf(idea));
    const rewritten = acceptAll(
      idea.idea,
      idea.market,
      { refinedProblemStatement: idea.problem },
      answersOf(idea),
    );
    for (const drafts of [accepted, rewritten]) {
      for (const version of PROMPT_VERSION_NAMES) checkDraft(version, drafts[version], label);
      checkNumbers(drafts, label);
      checkFacts(idea, drafts, label);
    }
    // Later drafts read the problem as the user rewrote it, never the engine's earlier wording.
    const problem = idea.problem.replace(/\.$/, '');
    for (const version of ['2.1.1', '2.3.1'] as const)
      expect(rewritten[version], `${label} ${version}`).toContain(idea.problem);
    expect(rewritten['3.1.1'], label).toContain(problem.split(' ').slice(-4).join(' '));
    const opening = accepted['1.2.2'].split('\n')[2] ?? '';
    for (const version of TEXT_VERSIONS.slice(3))
      expect(rewritten[version], `${label} ${version}`).not.toContain(opening);
  });
});

describe('the coffee idea', () => {
  const market = 'Lyon and its suburbs (Villeurbanne, Vénissieux, Bron)';

  it('should not assert the customer, problem or costs of a restaurant', () => {
    const drafts = acceptAll(COFFEE, market, {}, COFFEE_ANSWERS);
    // The founder's words for the offer and the customer, with their answers' labels.
    expect(drafts['1.1.2']).toContain(
      '**Kind of business:** locally roasted coffee beans (a subscription or membership), selling to offices (businesses).',
    );
    expect(drafts['1.1.2']).toContain(
      '- **Problem solved:** not stated yet. What goes wrong for offices today without locally roasted coffee beans, how often, and what does it cost them?',
    );
    expect(drafts['1.2.2']).toContain(
      `**Offices in ${market}:** the problem "${COFFEE}" solves for them is not written down yet.`,
    );
    const items = column(table(drafts.budgeting), 'Item');
    expect(items).not.toContain('Kitchen equipment and fit-out');
    expect(items).not.toContain('Hygiene permits and food safety training');
    expect(items).toContain('Stock and packaging');
    expect(drafts['6.1.1']).toContain('1. **Direct outreach (email and LinkedIn)**');
    const all = Object.values(drafts).join('\n');
    for (const wrong of [
      'restaurants and cafés',
      'cook fresh food',
      'TikTok',
      'local market',
      'Villeurbanne…',
    ])
      expect(all).not.toContain(wrong);
  });

  it('should keep the groups the user wrote whole and place them once', () => {
    const drafts = acceptAll(
      COFFEE,
      'Lyon and its suburbs',
      {
        refinedBusinessIdea:
          'A subscription service delivering locally roasted coffee beans to small offices of 20-200 staff in Lyon.',
        refinedTargetGroups: [
          '- Offices in Lyon',
          '- Tech start-ups with open-plan offices and a dedicated office manager near Part-Dieu',
          '- Coworking spaces in Villeurbanne',
        ].join('\n'),
      },
      COFFEE_ANSWERS,
    );
    expect(drafts['2.1.1']).toContain('1. **Small offices of 20-200 staff:**');
    expect(drafts['2.1.1']).not.toContain('(1-10 people)');
    const matrix = table(drafts['2.2.1']);
    expect(column(matrix, 'Target group')).toEqual([
      'Offices in Lyon',
      'Tech start-ups with open-plan offices and a dedicated office manager near Part-Dieu',
      'Coworking spaces in Villeurbanne',
    ]);
    expect(column(matrix, 'Who they are')).toEqual([
      'Owners and managers of offices in Lyon',
      'Owners and managers of tech start-ups with open-plan offices and a dedicated office manager near Part-Dieu in Lyon and its suburbs',
      'Owners and managers of coworking spaces in Villeurbanne',
    ]);
  });

  it('should carry the problem the user rewrote into every later draft', () => {
    const problem =
      'Office managers in Lyon waste an hour every week ordering coffee, and staff complain about stale supermarket beans.';
    const drafts = acceptAll(COFFEE, 'Lyon, France', { refinedProblemStatement: problem }, COFFEE_ANSWERS);
    expect(drafts['2.1.1']).toContain(`**The problem they share:** ${problem}`);
    expect(drafts['2.3.1']).toContain(`- **Frustration:** ${problem}`);
    expect(drafts['3.1.1']).toContain('who waste an hour every week ordering coffee, and staff complain');
    expect(drafts['3.2.1']).toContain(
      'You know how small offices (1-10 people) waste an hour every week ordering coffee',
    );
    expect(Object.values(drafts).join('\n')).not.toContain('too little time');
  });
});
