import type { TableData } from '@planner/domain';

import { primaryModel } from './draft-idea.js';
import { CHANNELS } from './frameworks/channels.js';
import { ageRangeIn, lifeStageOf } from './frameworks/life-stages.js';
import { REACH_BY_CUSTOMER, SEGMENTATION_CRITERIA } from './frameworks/segmentation-criteria.js';
import type { Buyer, Plan } from './plan-context.js';
import { customerOf } from './plan-context.js';
import {
  capitalise,
  clip,
  firstSentence,
  itemDetail,
  itemName,
  listItems,
  lowerFirst,
  placeIn,
  stableIndex,
  stop,
  unstop,
} from './prose.js';

/** A group that already says its size ("offices of 20-200 staff") gets no size split of its own. */
const SIZED = /\d|\b(?:staff|employees|people|persons|team of|sized?)\b/i;
const SIZE_WORD = /^(?:small|smaller|large|larger|growing|mid-sized|local)\s+/i;

/** Candidate groups: the named customer split by urgency, means and role in the purchase. */
function candidateGroups(buyer: Buyer, audience: string, market: string): [string, string][] {
  const where = market
    ? `${capitalise(audience)} in one part of ${market} you can reach in person`
    : `${capitalise(audience)} close enough to visit in person`;
  if (buyer === 'business') {
    // "small accounting firms" -> "accounting firms", so the size prefixes do not repeat.
    const kind = audience.replace(SIZE_WORD, '');
    const sized = SIZED.test(kind);
    return [
      ...(sized
        ? [
            [
              capitalise(audience),
              'The group as you named it: find out who feels the problem and who decides.',
            ] as [string, string],
          ]
        : [
            [`Small ${kind} (1-10 people)`, 'The owner decides alone; quick yes or no, small budgets.'] as [
              string,
              string,
            ],
            [
              `Growing ${kind} (10-250 people)`,
              'A manager owns the purchase and has a budget; slower decisions, larger deals.',
            ] as [string, string],
          ]),
      [
        `${capitalise(audience)} already paying for something similar`,
        'They already spend money on this need: the easiest to switch.',
      ],
      [where, 'Dense enough to meet in person and win references quickly.'],
      [
        `Advisers and suppliers who serve ${audience}`,
        'Consultants, agencies or vendors who could recommend or resell the offer.',
      ],
    ];
  }
  if (buyer === 'either') {
    // Nobody said whether people or organisations pay: groups that assume neither.
    return [
      [
        `${capitalise(audience)} already paying for something similar`,
        'They already spend money on this need and know what they dislike about today’s option.',
      ],
      [
        `${capitalise(audience)} with the most urgent need`,
        'The problem costs them the most today, so they decide fastest.',
      ],
      [
        `${capitalise(audience)} looking for a solution for the first time`,
        'Something changed for them recently and they are comparing options now.',
      ],
      [where, 'Close enough to meet in person and win references quickly.'],
      [
        `Those who advise or supply ${audience}`,
        'They are trusted already and could recommend or resell the offer.',
      ],
    ];
  }
  // A customer named by age or life stage (teenagers, retirees) gets no job, child or income of its own.
  const stage = lifeStageOf(audience);
  return [
    [
      `${capitalise(audience)} already paying for something similar`,
      'They already spend money on this need and know what they dislike about today’s option.',
    ],
    [
      `${capitalise(audience)} looking for a solution for the first time`,
      stage
        ? 'Something changed for them recently and they are comparing options now.'
        : 'A life change (a move, a new job, a child) makes them look for a solution now.',
    ],
    stage
      ? [
          `${capitalise(audience)} with the most urgent need`,
          'The problem costs them the most today, so they decide fastest.',
        ]
      : [
          `Time-poor ${audience} with higher incomes`,
          'They pay for convenience and quality rather than the lowest price.',
        ],
    [`Price-conscious ${audience}`, 'A large group that needs a lean, clearly priced entry offer.'],
    [
      `People who buy for ${audience}`,
      stage?.payers ?? 'Family members, employers or gift givers who pay on their behalf.',
    ],
  ];
}

/** 2.1.1: five candidate target groups with why each might buy and how to reach it. */
export function draftTargetGroups(plan: Plan): string {
  const { buyer, audience, market, offerName } = plan;
  const where = market || 'your market';
  const groups = candidateGroups(buyer, audience, market);
  return [
    '## Target groups',
    '',
    `Candidate groups among ${audience} for ${offerName} in ${where}. Keep the two or three that feel the problem most and that you can reach.`,
    plan.profile.customer === null
      ? 'The board does not say yet whether people, businesses or public bodies pay, so these groups assume none of them.'
      : '',
    '',
    ...groups.map(([name, why], i) => `${i + 1}. **${name}:** ${why}`),
    '',
    `**Reach them through:** ${REACH_BY_CUSTOMER[buyer]}.`,
    plan.problem ? `**The problem they share:** ${clip(plan.problem, 200)}` : '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n')
    .trim();
}

const NEEDS: [RegExp, string][] = [
  [/price|budget|cheap|student|low.income/i, 'A clearly priced, low-risk way to get it'],
  [/busy|time|working|professional/i, 'Save time: something that works with little effort'],
  [/buy for|gift|employer/i, 'Confidence that it really helps the person they buy for'],
  [/health|fitness|diet|nutrition|sport/i, 'Healthier choices without extra research or effort'],
  [/single|alone|solo/i, 'Save time and money with nobody to share the load'],
  [/parent|famil|child/i, 'Something that fits around family life'],
  [/first time|new to|beginner/i, 'Guidance and reassurance while they figure things out'],
  [/small|owner|freelanc|sole/i, 'Get it done without hiring or extra work'],
  [/growing|mid|manager|enterprise|large/i, 'A dependable supplier that fits existing processes'],
  [/pay|workaround|already|similar/i, 'Something better than what they pay for today'],
];

function needOf(group: string, problem: string): string {
  const hit = NEEDS.find(([pattern]) => pattern.test(group));
  if (hit) return hit[1];
  return problem ? `Relief from: ${unstop(clip(problem, 120))}` : 'To find out in interviews';
}

function priorityOf(index: number, total: number): string {
  if (index === 0) return 'High: start here';
  return index < Math.ceil(total / 2) ? 'Medium: test next' : 'Later';
}

/** The groups of the matrix: the user's, else (nothing usable written) the candidates 2.1.1 suggests. */
function matrixGroups(plan: Plan): string[] {
  const groups = listItems(plan.text('refinedTargetGroups'), 6);
  if (groups.length > 0) return groups;
  return candidateGroups(plan.buyer, plan.audience, plan.market).map(([name]) => name);
}

/** 2.2.1: the user's groups against segmentation criteria, as table JSON. */
export function draftSegmentationMatrix(plan: Plan): TableData {
  const { market } = plan;
  const model = primaryModel(plan);
  const organisation = plan.profile.customer === 'public' ? 'public bodies' : 'organisations';
  const groups = matrixGroups(plan);
  const criteria = SEGMENTATION_CRITERIA;
  const cost = { low: 0, medium: 1, high: 2 } as const;
  const rows = groups.map((group, index) => {
    const name = itemName(group);
    // Each group on its own: "small restaurants" are run by owners, "busy parents" buy for themselves.
    const customer = customerOf(name, plan.profile.customer);
    const channels = CHANNELS.filter((c) =>
      customer === 'either' ? c.for.length > 1 : c.for.includes(customer),
    ).sort((a, b) => cost[a.cost] - cost[b.cost]);
    const who =
      customer === 'business'
        ? organisation === 'public bodies'
          ? `Decision makers at ${lowerFirst(name)}`
          : `Owners and managers of ${lowerFirst(name)}`
        : customer === 'consumer'
          ? `Individual buyers: ${lowerFirst(name)}`
          : `Buyers among ${lowerFirst(name)}`;
    const detail = itemDetail(group) || placeIn(who, market);
    const channel = channels[index % Math.max(channels.length, 1)]?.name ?? REACH_BY_CUSTOMER[customer];
    const small = /small|owner|freelanc|sole|1-10/i.test(name);
    const thrifty = /price|budget|student|low.income/i.test(name);
    const cells: Record<(typeof SEGMENTATION_CRITERIA)[number], string> = {
      'Who they are': detail,
      'Main need': needOf(name, plan.problem),
      'Buying behaviour':
        customer === 'business'
          ? small
            ? 'The owner decides alone, within days, on a clear price'
            : 'A manager with budget decides with the daily users, in weeks to months'
          : customer === 'either'
            ? 'To learn in interviews: who decides, who pays and how quickly'
            : thrifty
              ? 'Compares prices, waits for offers, trusts reviews'
              : 'Buys on recommendation once they trust the result',
      'Willingness to pay': thrifty
        ? 'Low: test the entry price first'
        : small
          ? 'Medium: pays when it saves clear time or money'
          : `Medium: test ${model.pricing.toLowerCase()}`,
      'Estimated size': `Unknown: research needed (count ${placeIn(lowerFirst(name), market)})`,
      'Where to reach them': channel,
      Priority: priorityOf(index, groups.length),
    };
    return [name, ...criteria.map((c) => cells[c])];
  });
  return { columns: ['Target group', ...criteria], rows };
}

const PERSONA_NAMES = ['Anna', 'David', 'Sofia', 'Marco', 'Lena', 'James', 'Priya', 'Tom', 'Julia', 'Omar'];

/** The persona's age: the range the founder wrote, else the life stage their words name, else a neutral adult range. */
function ageOf(group: string, plan: Plan): string {
  const stage = lifeStageOf(group) ?? lifeStageOf(plan.audience);
  // The customer's own words first: a later sentence may name them ("Our customers are over-seventies").
  const written = ageRangeIn(plan.audience) ?? ageRangeIn(plan.core);
  if (stage?.id === 'parent' || stage?.id === 'child') return stage.age;
  if (written) return written;
  if (stage) return stage.age;
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
export function draftPersona(plan: Plan): string {
  const { group, problem, bought } = plan;
  const market = plan.market || 'your market';
  const row = matrixRow(plan.matrix, group);
  const name = PERSONA_NAMES[stableIndex(group, PERSONA_NAMES.length)] ?? 'Alex';
  const customer = customerOf(group, plan.profile.customer);
  const need = row?.['Main need'] || needOf(group, problem);
  const reach = row?.['Where to reach them'] || REACH_BY_CUSTOMER[customer];
  const situation = {
    business: `${name} runs or manages the work where the need shows up and answers for its cost.`,
    consumer:
      (lifeStageOf(group) ?? lifeStageOf(plan.audience))?.situation(name) ??
      `${name} meets the need in their own day-to-day life and pays for it personally.`,
    either: `${name} is one of ${lowerFirst(group)} and meets the need first-hand.`,
  }[customer];
  const decides = {
    business: 'compares two or three options, needs proof of results and a clear price.',
    consumer: 'asks friends, reads reviews and tries before committing.',
    either: 'compares a few options and wants a clear price and proof that it works.',
  }[customer];
  const quote = {
    business: 'If it saves my team time and I can see the result in a month, I will pay for it.',
    consumer: 'I would pay for this if it just worked without me having to think about it.',
    either: 'I would pay for this if it clearly worked and the price was fair.',
  }[customer];
  return [
    `## Target persona: ${name}`,
    '',
    `**${name}, ${ageOf(group, plan)}, ${market}** — one of "${group}".`,
    row?.['Who they are'] ? stop(row['Who they are']) : '',
    '',
    `- **Role and situation:** ${situation}`,
    `- **Would buy:** ${bought}, for one reason above all: ${lowerFirst(unstop(need))}.`,
    `- **Goal:** ${unstop(need)}.`,
    problem ? `- **Frustration:** ${clip(problem, 200)}` : null,
    plan.angle.moment ? `- **Moment of need:** ${capitalise(plan.angle.moment)}.` : null,
    `- **How ${name} decides:** ${stop(row?.['Buying behaviour'] || row?.['Decision maker'] || decides)}`,
    `- **Willingness to pay:** ${stop(row?.['Willingness to pay'] || row?.['Budget and buying cycle'] || 'pays when the result is clear and the risk is low.')}`,
    `- **Where to find ${name}:** ${unstop(reach)}.`,
    '',
    `> "${quote}"`,
  ]
    .filter((l) => l !== null)
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
}

/** The first sentence of a persona draft, without its heading. */
export function personaLine(persona: string): string {
  return firstSentence(persona.replace(/^#+.*\n/, ''));
}
