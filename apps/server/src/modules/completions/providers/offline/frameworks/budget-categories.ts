import type { OfferKind } from '@planner/domain';

/**
 * Budget categories with typical cost lines for a first year. Amounts are rough starting estimates
 * in the market's currency (lean founder-led start), meant to be replaced by real quotes.
 */
export interface CostLine {
  category: string;
  item: string;
  oneOff: number;
  monthly: number;
  note: string;
  /** Only for these offerings; all when absent. */
  only?: OfferKind[];
  /** Only when the idea's words match. */
  when?: RegExp;
  /** Not when the idea's words match (a produce box needs no kitchen). */
  unless?: RegExp;
}

/** Ideas that cook or prepare food themselves: only these need a kitchen and hygiene permits. */
const COOKED =
  /\b(?:cook(?:s|ed|ing)?|kitchen|bak(?:e|es|ed|ery|ing)|meals?|catering|restaurant|caf[eé]|street food|food truck|prepared|ready-to-eat|lunch(?:es)?|dinners?|snacks?|juices?|smoothies?)\b/i;

/** Ideas that sell food as it comes (produce, boxes) rather than cooking it. */
const UNCOOKED = /\b(?:vegetables?|fruits?|groceries|grocery|farm)\b/i;

export const COST_LINES: CostLine[] = [
  {
    category: 'Setup',
    item: 'Company registration, legal and accounting setup',
    oneOff: 1500,
    monthly: 0,
    note: 'Ask a local accountant for a fixed quote',
  },
  {
    category: 'Setup',
    item: 'Accounting and bookkeeping',
    oneOff: 0,
    monthly: 150,
    note: 'Software plus a few advisor hours',
  },
  {
    category: 'Product',
    item: 'Minimum viable product (design and development)',
    oneOff: 12000,
    monthly: 0,
    note: 'Freelancers or no-code; scope to the core problem only',
    only: ['software'],
  },
  {
    category: 'Product',
    item: 'Platform build (listings, matching and payments)',
    oneOff: 12000,
    monthly: 0,
    note: 'Start with a no-code template and match by hand at first',
    only: ['marketplace'],
  },
  {
    category: 'Product',
    item: 'Hosting, domains and software subscriptions',
    oneOff: 0,
    monthly: 150,
    note: 'Grows with users; start on free tiers',
    only: ['software', 'marketplace'],
  },
  {
    category: 'Product',
    item: 'Prototype and design',
    oneOff: 5000,
    monthly: 0,
    note: 'Industrial design and first samples',
    only: ['physical'],
  },
  {
    category: 'Product',
    item: 'First production run and inventory',
    oneOff: 10000,
    monthly: 0,
    note: 'Smallest order quantity a manufacturer accepts',
    only: ['physical'],
  },
  {
    category: 'Product',
    item: 'Certification and testing',
    oneOff: 3000,
    monthly: 0,
    note: 'Check which safety marks your market requires',
    only: ['physical'],
  },
  {
    category: 'Product',
    item: 'Kitchen equipment and fit-out',
    oneOff: 15000,
    monthly: 0,
    note: 'Consider a shared or rented kitchen first',
    only: ['physical', 'service', 'subscription'],
    when: COOKED,
  },
  {
    category: 'Product',
    item: 'Packing space and cold storage',
    oneOff: 3000,
    monthly: 400,
    note: 'A shared cold room or a partner farm shed before your own',
    only: ['physical', 'subscription'],
    when: UNCOOKED,
  },
  {
    category: 'Product',
    item: 'Cargo bikes and delivery equipment',
    oneOff: 6000,
    monthly: 50,
    note: 'Two electric cargo bikes with insulated boxes; leasing is possible',
    when: /\b(?:by|on) (?:cargo )?(?:bikes?|bicycles?)\b|\bcargo.?bikes?\b/i,
  },
  {
    category: 'Operations',
    item: 'Delivery rider hours',
    oneOff: 0,
    monthly: 1200,
    note: 'Part-time riders on delivery days; grows with the number of orders',
    when: /\bdeliver(?:ed|y|s|ing)?\b/i,
  },
  {
    category: 'Product',
    item: 'Provider vetting (background checks, insurance)',
    oneOff: 1500,
    monthly: 200,
    note: 'Checks for every new provider plus liability cover for bookings',
    only: ['marketplace'],
    when: /\bvetted|verified|background|trusted|insured\b/i,
  },
  {
    category: 'Product',
    item: 'Refill stations for the first stores',
    oneOff: 12000,
    monthly: 200,
    note: 'About four dispensers plus servicing; ask retailers to share the cost',
    when: /\brefill stations?|dispensers?\b/i,
  },
  {
    category: 'Product',
    item: 'Teachers for the first cohorts',
    oneOff: 0,
    monthly: 1000,
    note: 'Qualified teachers paid per live session',
    only: ['education'],
    when: /\bcourses?|classes|lessons?\b/i,
  },
  {
    category: 'Product',
    item: 'Ingredients and packaging',
    oneOff: 0,
    monthly: 1500,
    note: 'Scales with sales volume',
    only: ['physical', 'service', 'subscription'],
    when: COOKED,
  },
  {
    category: 'Product',
    item: 'Stock and packaging',
    oneOff: 0,
    monthly: 1500,
    note: 'What you buy to sell on; scales with sales volume',
    only: ['subscription'],
    unless: COOKED,
  },
  {
    category: 'Product',
    item: 'Hygiene permits and food safety training',
    oneOff: 800,
    monthly: 0,
    note: 'Required before selling food you prepare',
    only: ['physical', 'service', 'subscription'],
    when: COOKED,
  },
  {
    category: 'Product',
    item: 'Course and material production',
    oneOff: 4000,
    monthly: 0,
    note: 'Recording, editing and a learning platform',
    only: ['education'],
  },
  {
    category: 'Product',
    item: 'Learning platform or booking tools',
    oneOff: 0,
    monthly: 100,
    note: 'Hosted platform before building your own',
    only: ['education'],
  },
  {
    category: 'Product',
    item: 'Tools, equipment and vehicle',
    oneOff: 6000,
    monthly: 0,
    note: 'Lease rather than buy where possible',
    only: ['service'],
  },
  {
    category: 'Product',
    item: 'Professional liability insurance',
    oneOff: 0,
    monthly: 80,
    note: 'Often required by business customers',
    only: ['service'],
  },
  {
    category: 'Marketing',
    item: 'Brand, logo and website',
    oneOff: 2500,
    monthly: 0,
    note: 'A clear landing page beats a big site',
  },
  {
    category: 'Marketing',
    item: 'Paid advertising tests',
    oneOff: 0,
    monthly: 500,
    note: 'Small tests per channel; stop what does not convert',
  },
  {
    category: 'Marketing',
    item: 'Content, events and samples',
    oneOff: 0,
    monthly: 300,
    note: 'Launch events, trade fairs or free samples',
  },
  {
    category: 'Sales',
    item: 'Sales tools (CRM, email, payments)',
    oneOff: 0,
    monthly: 60,
    note: 'Payment fees are usually 1.5-3 % per transaction',
  },
  {
    category: 'Team',
    item: 'Founder salary',
    oneOff: 0,
    monthly: 2000,
    note: 'The minimum you need to live on',
  },
  {
    category: 'Team',
    item: 'Freelance help',
    oneOff: 0,
    monthly: 800,
    note: 'Design, sales or operations support',
  },
  {
    category: 'Operations',
    item: 'Workspace',
    oneOff: 0,
    monthly: 300,
    note: 'Co-working desk or shared space',
  },
  {
    category: 'Operations',
    item: 'Insurance and banking',
    oneOff: 0,
    monthly: 60,
    note: 'Business liability and bank fees',
  },
  {
    category: 'Reserve',
    item: 'Contingency (about 10 % of the plan)',
    oneOff: 0,
    monthly: 0,
    note: 'Computed from the lines above',
  },
];
