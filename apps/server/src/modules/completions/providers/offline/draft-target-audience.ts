import type { KeywordValues, TableData } from '@planner/domain';

import { audienceOf, capitalise, lowerFirst, primaryModel } from './draft-idea.js';
import { CHANNELS } from './frameworks/channels.js';
import { OFFERING_ANGLES } from './frameworks/idea-angles.js';
import { REACH_BY_CUSTOMER, SEGMENTATION_CRITERIA } from './frameworks/segmentation-criteria.js';
import type { IdeaProfile } from './read-inputs.js';
import {
  clip,
  coreIdea,
  customerOf,
  firstSentence,
  itemDetail,
  itemName,
  listItems,
  profileIdea,
  stableIndex,
  text,
} from './read-inputs.js';

/** Candidate groups: the named customer split by urgency, means and role in the purchase. */
function candidateGroups(profile: IdeaProfile, audience: string, market: string): [string, string][] {
  if (profile.customer === 'business') {
    // "small accounting firms" -> "accounting firms", so the size prefixes do not repeat.
    const kind = audience.replace(/^(?:small|smaller|large|larger|growing|mid-sized|local)\s+/i, '');
    return [
      [
        `Small ${kind} (1-10 people)`,
        `The owner feels the problem and decides alone; quick yes or no, small budgets.`,
      ],
      [
        `Growing ${kind} (10-250 people)`,
        `A manager owns the problem and has a budget; slower decisions, larger deals.`,
      ],
      [
        `${capitalise(audience)} already paying for a workaround`,
        `They have proven the problem costs money: the easiest to switch.`,
      ],
      [
        `${capitalise(audience)} in ${market}'s largest cities`,
        `Dense enough to reach in person and win references quickly.`,
      ],
      [
        `Advisers and suppliers who serve ${audience}`,
        `Consultants, agencies or vendors who could recommend or resell the offer.`,
      ],
    ];
  }
  return [
    [
      `${capitalise(audience)} ${OFFERING_ANGLES[profile.offering].switchers}`,
      `They feel the problem most and already pay for a fix that does not quite fit.`,
    ],
    [
      `${capitalise(audience)} facing the problem for the first time`,
      `A life change (a move, a new job, a child) makes them look for a solution now.`,
    ],
    [
      `Time-poor ${audience} with higher incomes`,
      `They pay for convenience and quality rather than the lowest price.`,
    ],
    [`Price-conscious ${audience}`, `A large group that needs a lean, clearly priced entry offer.`],
    [`People who buy for ${audience}`, `Family members, employers or gift givers who pay on their behalf.`],
  ];
}

/** 2.1.1: five candidate target groups with why each might buy and how to reach it. */
export function draftTargetGroups(values: KeywordValues): string {
  const idea = text(values, 'refinedBusinessIdea');
  const problem = text(values, 'refinedProblemStatement');
  const market = text(values, 'geoMarket') || 'your market';
  const profile = profileIdea(idea, problem);
  const audience = audienceOf(profile);
  const groups = candidateGroups(profile, audience, clip(market, 40));
  return [
    '## Target groups',
    '',
    `Candidate groups for "${clip(coreIdea(idea), 120).replace(/[.!?]$/, '')}" in ${clip(market, 60)}. Keep the two or three that feel the problem most and that you can reach.`,
    '',
    ...groups.map(([name, why], i) => `${i + 1}. **${name}:** ${why}`),
    '',
    `**Reach them through:** ${REACH_BY_CUSTOMER[profile.customer]}.`,
    problem ? `**The problem they share:** ${clip(firstSentence(problem), 200)}` : '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n')
    .trim();
}

const NEEDS: [RegExp, string][] = [
  [/price|budget|cheap|student|low.income/i, 'A clearly priced, low-risk way to solve the problem'],
  [/busy|time|working|professional/i, 'Save time: a fix that works with little effort'],
  [/buy for|gift|employer/i, 'Confidence that it really helps the person they buy for'],
  [/health|fitness|diet|nutrition|sport/i, 'Healthier choices without extra research or effort'],
  [/single|alone|solo/i, 'Save time and money with nobody to share the load'],
  [/parent|famil|child/i, 'A routine that fits around family life and saves evenings'],
  [/first time|new to|beginner/i, 'Guidance and reassurance while they figure things out'],
  [/small|owner|freelanc|sole/i, 'Solve it without hiring or learning a complex tool'],
  [/growing|mid|manager|enterprise|large/i, 'A dependable solution that scales and fits existing processes'],
  [/pay|workaround|already/i, 'Something better than the workaround they pay for today'],
];

function needOf(group: string, problem: string): string {
  const hit = NEEDS.find(([pattern]) => pattern.test(group));
  if (hit) return hit[1];
  return problem
    ? `Relief from: ${clip(firstSentence(problem), 90)}`
    : 'Solve the core problem with little effort';
}

function priorityOf(index: number, total: number): string {
  if (index === 0) return 'High: start here';
  return index < Math.ceil(total / 2) ? 'Medium: test next' : 'Later';
}

/** 2.2.1: the user's groups against segmentation criteria, as table JSON. */
export function draftSegmentationMatrix(values: KeywordValues): TableData {
  const groupsText = text(values, 'refinedTargetGroups');
  const idea = text(values, 'refinedBusinessIdea');
  const market = text(values, 'geoMarket');
  const profile = profileIdea(idea, groupsText);
  const model = primaryModel(profile);
  const groups = listItems(groupsText, 6);
  const criteria = SEGMENTATION_CRITERIA;
  const cost = { low: 0, medium: 1, high: 2 } as const;
  const channels = CHANNELS.filter((c) => c.for.includes(profile.customer)).sort(
    (a, b) => cost[a.cost] - cost[b.cost],
  );
  const rows = groups.map((group, index) => {
    const name = itemName(group);
    // Each group on its own: "small restaurants" are run by owners, "busy parents" buy for themselves.
    const customer = customerOf(name, profile.customer);
    const who =
      customer === 'business'
        ? `Owners and managers of ${lowerFirst(name)}`
        : `Individual buyers: ${lowerFirst(name)}`;
    // "busy parents in Lyon" already says where: no "in Lyon, France" after it.
    const town = market.split(',')[0]?.trim().toLowerCase() ?? '';
    const placed =
      market && !(town && name.toLowerCase().includes(town)) ? `${who} in ${clip(market, 50)}` : who;
    const detail = itemDetail(group) || placed;
    const channel =
      channels[index % Math.max(channels.length, 1)]?.name ?? REACH_BY_CUSTOMER[profile.customer];
    const small = /small|owner|freelanc|sole/i.test(name);
    const thrifty = /price|budget|student|low.income/i.test(name);
    const cells: Record<(typeof SEGMENTATION_CRITERIA)[number], string> = {
      'Who they are': clip(detail, 200),
      'Main need': needOf(name, ''),
      'Buying behaviour':
        customer === 'business'
          ? small
            ? 'The owner decides alone, within days, on a clear price'
            : 'A manager with budget decides with the daily users, in weeks to months'
          : thrifty
            ? 'Compares prices, waits for offers, trusts reviews'
            : 'Buys on recommendation once they trust the result',
      'Willingness to pay': thrifty
        ? 'Low: test the entry price first'
        : small
          ? 'Medium: pays when it saves clear time or money'
          : `Medium: test ${model.pricing.toLowerCase()}`,
      'Estimated size': `Unknown: research needed (count ${clip(name, 40)}${market ? ` in ${clip(market, 40)}` : ''})`,
      'Where to reach them': channel,
      Priority: priorityOf(index, groups.length),
    };
    return [name, ...criteria.map((c) => cells[c])];
  });
  return { columns: ['Target group', ...criteria], rows };
}

const PERSONA_NAMES = ['Anna', 'David', 'Sofia', 'Marco', 'Lena', 'James', 'Priya', 'Tom', 'Julia', 'Omar'];

function ageOf(group: string): string {
  if (/parent|family|mother|father/i.test(group)) return '30-45';
  if (/student|young|teen|graduate/i.test(group)) return '19-26';
  if (/retire|senior|elderly|older/i.test(group)) return '65+';
  if (/owner|manager|founder|director|professional/i.test(group)) return '32-50';
  return '28-45';
}

function matrixRow(matrix: TableData | null, group: string): Record<string, string> | null {
  if (!matrix) return null;
  const key = group.toLowerCase();
  const row = matrix.rows.find((r) => {
    const name = (r[0] ?? '').toLowerCase();
    return name !== '' && (key.includes(name) || name.includes(key));
  });
  if (!row) return null;
  return Object.fromEntries(matrix.columns.map((c, i) => [c, row[i] ?? '']));
}

/** 2.3.1: a persona for the chosen group, drawing on its matrix row and the problem statement. */
export function draftPersona(values: KeywordValues): string {
  const group = text(values, 'chosenTargetGroup');
  const problem = text(values, 'refinedProblemStatement');
  const market = text(values, 'geoMarket') || 'your market';
  const matrix = values.marketSegmentationMatrix;
  const row = matrixRow(typeof matrix === 'object' ? matrix : null, itemName(group));
  const name = PERSONA_NAMES[stableIndex(group, PERSONA_NAMES.length)] ?? 'Alex';
  const business =
    /business|company|compan|firm|practice|office|owner|manager|restaurant|shop|clinic|team|agency|startup/i.test(
      group,
    );
  const need = row?.['Main need'] || needOf(group, problem);
  const reach = row?.['Where to reach them'] || REACH_BY_CUSTOMER[business ? 'business' : 'consumer'];
  return [
    `## Target persona: ${name}`,
    '',
    `**${name}, ${ageOf(group)}, ${clip(market, 60)}** — one of "${clip(itemName(group), 80)}".`,
    row?.['Who they are'] ? `${clip(row['Who they are'], 200)}` : '',
    '',
    `- **Role and situation:** ${business ? `${name} runs or manages the work where the problem shows up and answers for its cost.` : `${name} deals with the problem personally, alongside work and family commitments.`}`,
    `- **Goal:** ${need}.`,
    `- **Frustration:** ${problem ? clip(firstSentence(problem), 200) : 'the workaround they use today is slow, costly or unreliable.'}`,
    `- **Moment of need:** the situation in ${name}'s week when the problem hits hardest and they start searching for a fix.`,
    `- **How ${name} decides:** ${row?.['Buying behaviour'] || row?.['Decision maker'] || (business ? 'compares two or three options, needs proof of results and a clear price.' : 'asks friends, reads reviews and tries before committing.')}`,
    `- **Willingness to pay:** ${row?.['Willingness to pay'] || row?.['Budget and buying cycle'] || 'pays when the result is clear and the risk is low.'}`,
    `- **Where to find ${name}:** ${reach}.`,
    '',
    `> "${business ? 'If it saves my team time and I can see the result in a month, I will pay for it.' : 'I would pay for this if it just worked without me having to think about it.'}"`,
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
}
