import type { TableData } from '@planner/domain';
import { factPriceFor, PRICE_UNIT_WORDS, priceWords, PRICING_MODEL_NAMES } from '@planner/domain';

import { scaledAmount } from './frameworks/currencies.js';
import { PARTNER_TYPES } from './frameworks/partner-types.js';
import type { RevenueModel } from './frameworks/revenue-models.js';
import { modelById, NEUTRAL_MODELS, REVENUE_MODELS } from './frameworks/revenue-models.js';
import type { Plan } from './plan-context.js';
import {
  capitalise,
  clip,
  firstSentence,
  itemDetail,
  itemName,
  listItems,
  lowerFirst,
  placeIn,
} from './prose.js';

/** 4.1.1: the partner types this kind of business needs, each with why and whom to approach. */
export function draftKeyPartners(plan: Plan): string {
  const uvp = plan.text('refinedUniqueValueProposition');
  const { offering } = plan.profile;
  const partners = PARTNER_TYPES.filter((p) => !p.fits || (offering !== null && p.fits.includes(offering)));
  return [
    '## Key partners',
    '',
    `Partners who make ${plan.offerName} possible in ${plan.market || 'your market'}:`,
    '',
    ...partners.map(
      (p, i) => `${i + 1}. **${p.type}** — ${p.why} First candidates: ${p.examples.toLowerCase()}.`,
    ),
    '',
    `**Start with:** the one partner without whom you cannot deliver to ${plan.audience}; agree a small pilot before a contract.`,
    uvp
      ? `**Keep in-house:** whatever makes your value proposition unique ("${clip(firstSentence(uvp), 120)}").`
      : '',
  ]
    .join('\n')
    .trim();
}

/** 4.2.1: two or three revenue models from the catalogue that fit the offer and the customer. */
export function draftRevenueStreams(plan: Plan): string {
  const partners = plan.text('refinedKeyPartners');
  const { buyer, bought } = plan;
  const payer = plan.group;
  const models = streamModels(plan);
  const partnerNames = listItems(partners, 3).map(itemName);
  return [
    '## Revenue streams',
    '',
    plan.profile.offering && plan.profile.offering !== 'other'
      ? `How ${lowerFirst(payer)} pay for ${bought}, best fit first:`
      : `The board does not say yet what kind of offer ${bought} is, so here are three ways ${lowerFirst(payer)} could pay for it, to compare in interviews:`,
    '',
    ...models.flatMap((m, i) => [
      `${i + 1}. **${m.name}** — ${m.howItWorks} Paid by ${m.id === 'advertising' ? `brands that want to reach ${payer}` : m.id === 'wholesale' ? 'shops and businesses that resell or use it' : lowerFirst(payer)}.`,
      `   - Pricing to test: ${m.pricing}.`,
      `   - Watch out: ${m.watchOut}`,
    ]),
    partnerNames.length > 0
      ? `\n**With partners:** a referral or revenue share with ${partnerNames.join(', ')} can open a further stream once the first one works.`
      : '',
    '',
    `**Start with the first stream:** it is the easiest to test with ${lowerFirst(payer)}${buyer === 'business' ? ', who buy as organisations' : buyer === 'consumer' ? ', who pay for themselves' : ''}.`,
  ]
    .join('\n')
    .trim();
}

/** The models for the founder's answer, else the neutral ways to pay (no answer, or "other"). */
function streamModels(plan: Plan): RevenueModel[] {
  return plan.models.length > 0 ? plan.models : plan.neutralModels;
}

function modelFor(stream: string, plan: Plan): RevenueModel {
  const lower = ` ${stream.toLowerCase()} `;
  // The plan's own models first (a service's fee in its words), then the catalogue: a neutral way
  // to pay only names a stream no model of the catalogue fits.
  const all = [...plan.models, ...plan.neutralModels, ...REVENUE_MODELS, ...NEUTRAL_MODELS];
  return (
    all.find((m) => m.name.toLowerCase() === itemName(stream).toLowerCase()) ??
    all.find((m) => m.keywords.some((k) => lower.includes(k))) ??
    modelById('per-purchase')
  );
}

/** 4.2.3: the user's revenue streams with model, payer, pricing, frequency and year-one share. */
export function draftRevenueStreamMatrix(plan: Plan): TableData {
  const written = revenueStreamItems(plan.text('refinedRevenueStreams'), 6);
  // Nothing usable written ("-", "a"): the models that fit the idea, so the table is still a start.
  const streams = written.length > 0 ? written : streamModels(plan).map((m) => m.name);
  const payer = plan.text('chosenTargetGroup') ? plan.group : 'Your main customers';
  const shares = shareSplit(streams.length);
  const rows = streams.map((stream, i) => {
    const model = modelFor(stream, plan);
    const detail = itemDetail(stream);
    // A confirmed price first, then a price the user wrote (a currency or a number with a unit), else the model's pattern.
    const fact = factPriceFor(itemName(stream), plan.facts?.prices ?? []);
    const priced = /[$€£]|\d+\s*(?:%|eur|usd|gbp|php|per|\/)/i.test(detail);
    if (fact) {
      return [
        itemName(stream),
        PRICING_MODEL_NAMES[fact.model],
        plan.facts?.payer || payer,
        priceWords(fact),
        capitalise(PRICE_UNIT_WORDS[fact.unit]),
        `${shares[i] ?? 0} %`,
        model.watchOut,
      ];
    }
    return [
      itemName(stream),
      model.name,
      model.id === 'advertising'
        ? 'Brands that want to reach them'
        : model.id === 'wholesale'
          ? 'Retailers and businesses'
          : payer,
      clip(priced ? detail : model.pricing, 160),
      model.frequency,
      `${shares[i] ?? 0} %`,
      model.watchOut,
    ];
  });
  return {
    columns: [
      'Revenue stream',
      'Model',
      'Who pays',
      'Pricing to test',
      'Frequency',
      'Share of year-one revenue',
      'Main risk',
    ],
    rows,
  };
}

/** The streams of a revenue-streams text: its numbered items, without the draft's sub-points and notes. */
function revenueStreamItems(value: string, max: number): string[] {
  return listItems(value, 40)
    .filter((s) => !/^(pricing to test|watch out|with partners|start with)\b/i.test(s))
    .slice(0, max);
}

/** Year-one shares: the first stream carries most, the rest split what is left. */
function shareSplit(count: number): number[] {
  if (count <= 1) return [100];
  const first = count === 2 ? 70 : 60;
  const rest = Math.floor((100 - first) / (count - 1));
  return [
    first,
    ...Array.from({ length: count - 1 }, (_, i) =>
      i === count - 2 ? 100 - first - rest * (count - 2) : rest,
    ),
  ];
}

/** 4.3.1: SMART goals for the first year, each split into its five parts. */
export function draftSmartGoals(plan: Plan): string {
  const streams = revenueStreamItems(plan.text('refinedRevenueStreams'), 3).map(itemName);
  const { currency, group } = plan;
  const stream = streams[0] ?? 'your first revenue stream';
  const business = plan.buyer === 'business';
  const goals: [string, string, string, string, string, string][] = [
    [
      'Validate demand',
      `Interview ${business ? 20 : 30} ${placeIn(lowerFirst(group), plan.market || 'your first market')} about the problem`,
      `${business ? 20 : 30} interviews logged, with the share who would pay`,
      'Two conversations a day from your network and communities',
      'Confirms the problem before money goes into the product',
      'Within 6 weeks',
    ],
    [
      'First paying customers',
      `Win ${business ? 5 : 25} paying customers among ${lowerFirst(group)} through ${stream.toLowerCase()}`,
      'Count of paid invoices or orders',
      'Pilot offer to the people interviewed and the waitlist',
      'Proves that the revenue model works',
      'Within 4 months',
    ],
    [
      'Revenue',
      `Reach ${currency} ${scaledAmount(business ? 2000 : 1500, currency).toLocaleString('en')} in monthly revenue from ${stream.toLowerCase()}`,
      'Monthly revenue in the accounts',
      'Grow from the first customers through referrals and the best channel',
      'Covers the running costs of the budget',
      'Within 12 months',
    ],
    [
      'Retention',
      `Keep at least ${business ? 85 : 60} % of customers after three months`,
      'Share of customers still active or re-ordering after 90 days',
      'Onboard every customer personally and ask for feedback monthly',
      'Repeat revenue is cheaper than new customers',
      'Measured from month 4 onwards',
    ],
  ];
  return [
    '## SMART goals',
    '',
    ...goals.flatMap(([name, specific, measurable, achievable, relevant, time], i) => [
      `${i + 1}. **${name}:** ${specific}, ${time.toLowerCase()}.`,
      `   - Specific: ${specific}.`,
      `   - Measurable: ${measurable}.`,
      `   - Achievable: ${achievable}.`,
      `   - Relevant: ${relevant}.`,
      `   - Time-bound: ${time}.`,
    ]),
    '',
    'Adjust the numbers to your own capacity and budget; a goal you cannot measure every month is too vague.',
  ].join('\n');
}
