import type { TableData } from '@planner/domain';
import { planTableColumns } from '@planner/domain';

import { channelNames } from './draft-go-to-market.js';
import type { Plan } from './plan-context.js';
import {
  capitalise,
  clip,
  firstSentence,
  hasWords,
  itemName,
  listItems,
  lowerFirst,
  placeIn,
  stop,
  unstop,
  wholeName,
} from './prose.js';

/*
 * The plan's own sections, drafted from the board alone. Every name, date and
 * alternative in them is the user's own text (the cover's founders, the SMART goals' and launch
 * plan's timings, the sentences that mention an alternative); where the board has none, the draft
 * says what to fill in instead of inventing it.
 */

/** The cell or line that asks the user for what the board does not say. */
const ASK = 'Fill in:';
/** A milestone whose text names no time. */
export const DATE_TO_SET = 'Date to set';

/** "Ana Ruiz (Baker)" lines of the `founders` keyword. */
function founderLines(plan: Plan): string[] {
  return plan
    .text('founders')
    .split('\n')
    .map((l) => l.trim())
    .filter(hasWords);
}

/** 8.1.1: the company and its team, from the cover's details and the idea; asks for what is missing. */
export function draftCompanyAndTeam(plan: Plan): string {
  const company = plan.text('companyName').trim();
  const founders = founderLines(plan);
  const partners = listItems(plan.text('refinedKeyPartners'), 40)
    .map(itemName)
    .filter((p) => !/^(start with|keep in-house)\b/i.test(p))
    .slice(0, 4);
  const what = lowerFirst(unstop(firstSentence(plan.core) || plan.core));
  return [
    company
      ? `**${company}** is the company behind the plan: ${clip(what, 240)}.`
      : `The company behind the plan: ${clip(what, 240)}. ${ASK} the company's name and legal form (Cover and company details holds the name).`,
    plan.market ? `It starts in ${plan.market}.` : '',
    '',
    '**Founders and roles**',
    '',
    ...(founders.length > 0
      ? founders.map((f) => `- ${f}`)
      : [
          `- ${ASK} each founder's name and role (add them under Cover and company details, and they appear here and on the cover).`,
        ]),
    '',
    '**What the team brings**',
    '',
    plan.facts?.team
      ? `- ${stop(capitalise(plan.facts.team))}`
      : `- ${ASK} the experience, skills or contacts that make this team the one to build ${plan.offerName}.`,
    `- ${ASK} the roles still missing (for example sales, finance or production) and when they will be filled.`,
    '',
    partners.length > 0 ? '**Who the team works with**' : '',
    partners.length > 0 ? '' : '',
    ...partners.map((p) => `- ${p}`),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Sentences of the user's own text that name how customers manage today or a competitor (never a
 * question, never a line that says something is not written yet).
 */
const ALTERNATIVE_CUE =
  /(?<!\p{L})(?:competitors?|competition|instead of|rather than|unlike|compared (?:to|with)|today (?:they|customers|people|most) (?:use|buy|go|rely|call|pay|order)|concurrents?|au lieu de|plutôt que|Konkurrent(?:en)?|Wettbewerber|statt|competidores?|en lugar de|en vez de)(?!\p{L})/iu;

function alternativeSentences(plan: Plan): string[] {
  const texts = [
    plan.text('refinedGuidingQuestions'),
    plan.text('refinedProblemStatement'),
    plan.text('refinedUniqueValueProposition'),
    plan.text('refinedBusinessIdea'),
  ];
  const sentences = texts
    .flatMap((t) => t.replace(/\*\*/g, '').split(/(?<=[.!?])\s+|\n+/))
    .map((s) => s.replace(/^\s*(?:[-*•#]+|\d+[.)])\s*/, '').trim())
    // A sentence, not a heading ("Competition"): four words at least.
    .filter((s) => s.split(/\s+/).length >= 4 && !s.endsWith('?') && !/not written down yet/i.test(s));
  return [...new Set(sentences.filter((s) => ALTERNATIVE_CUE.test(s)))].slice(0, 3);
}

/** Text as the engine compares it: no emphasis, spaces collapsed, lower case. */
function plain(text: string): string {
  return text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * 8.2.1: the alternatives the user named (else two to name), "doing nothing", and how this business
 * differs. Each row says its own thing: the user's differentiator (the UVP's first sentence) is
 * written once, in the row of doing nothing, the one alternative every customer has, and not at all
 * when a named alternative already quotes it; a named alternative's differences are the user's to
 * write. The problem is quoted in the doing-nothing row unless an alternative already quotes it.
 */
export function draftCompetition(plan: Plan): TableData {
  const uvp = firstSentence(plan.text('refinedUniqueValueProposition'));
  const alternatives = alternativeSentences(plan);
  const quoted = alternatives.map(plain);
  const named = alternatives.map((s) => [
    `As you wrote: "${clip(s, 300)}"`,
    `${ASK} what customers get there and what it costs them.`,
    `${ASK} what sets your business apart from this alternative.`,
  ]);
  const asks =
    named.length > 0
      ? []
      : [1, 2].map((n) => [
          `${ASK} alternative ${n}: a business, product or habit ${lowerFirst(plan.group)} use today.`,
          `${ASK} what customers get there and what it costs them.`,
          `${ASK} what sets your business apart from alternative ${n}.`,
        ]);
  const saysAgain = (text: string) => quoted.some((q) => q.includes(plain(text)) || plain(text).includes(q));
  const differs =
    hasWords(uvp) && !saysAgain(uvp)
      ? clip(uvp, 300)
      : `${ASK} what your business gives ${lowerFirst(plan.group)} that doing nothing does not.`;
  const status = [
    'Doing nothing: keeping today’s way',
    !plan.problem
      ? `They live with the problem. ${ASK} the problem in your own words (Idea, problem statement).`
      : saysAgain(plan.problem)
        ? 'They keep living with the problem the problem statement describes.'
        : `They live with the problem: "${clip(plan.problem, 300)}"`,
    differs,
  ];
  return {
    columns: planTableColumns('competition'),
    rows: [...named, ...asks, status],
  };
}

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|Januar|Februar|März|Juni|Juli|Oktober|Dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const UNITS =
  'days?|weeks?|months?|years?|jours?|semaines?|mois|ans?|années?|Tagen?|Wochen?|Monaten?|Monate|Jahren?|días?|semanas?|meses|mes|años?';
/** A time the user wrote: a date, a month, a quarter, a year, or a span ("within 6 weeks", "Weeks 1-4"). */
const WHEN = new RegExp(
  [
    `\\d{4}-\\d{2}(?:-\\d{2})?`,
    `\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}`,
    `(?:\\d{1,2}\\.?\\s+)?(?:${MONTHS})\\.?(?:\\s+\\d{1,2},?)?(?:\\s+\\d{4})?`,
    `Q[1-4]\\s*\\d{4}`,
    `(?:within|in|after|by|innerhalb von|in den ersten|dans|d'ici|en|dentro de)\\s+(?:the\\s+first\\s+)?\\d+\\s+(?:${UNITS})`,
    `(?:from\\s+)?(?:${UNITS})\\s+\\d+(?:\\s*[-–]\\s*\\d+)?(?:\\s+onwards)?`,
    `(?:19|20)\\d{2}`,
  ]
    .map((p) => `(?<![\\p{L}\\p{N}])${p}(?![\\p{L}\\p{N}])`)
    .join('|'),
  'iu',
);

/** The time an item's own words give, else null. */
export function timeIn(item: string): string | null {
  return WHEN.exec(item)?.[0]?.trim() ?? null;
}

/** A goal's or task's words without the engine's labels and sub-points. */
function goals(text: string): string[] {
  return listItems(text, 40)
    .filter((g) => !/^(specific|measurable|achievable|relevant|time-bound|adjust the numbers)\b/i.test(g))
    .map((g) => g.replace(/^\*\*[^*]+\*\*:?\s*/, ''));
}

/** The launch plan's phases ("**Prepare (Weeks 1-4)**") or, in a plan the user wrote, lines naming a time. */
function launchSteps(text: string): [string, string][] {
  const phases = [...text.matchAll(/^\s*\*\*([^*(]+?)\s*\(([^)]+)\)\*\*\s*$/gmu)].map(
    (m): [string, string] => [(m[1] ?? '').trim(), (m[2] ?? '').trim()],
  );
  if (phases.length > 0) return phases;
  return listItems(text, 40)
    .map((item): [string, string | null] => [item, timeIn(item)])
    .filter((pair): pair is [string, string] => pair[1] !== null);
}

/** 8.3.1: milestones from the SMART goals and the launch plan, each with the time the user gave. */
export function draftMilestones(plan: Plan): TableData {
  const rows: string[][] = [];
  const seen = new Set<string>();
  for (const goal of goals(plan.text('refinedSMARTGoals'))) {
    const [label, ...rest] = goal.split(/:\s+/);
    const name = rest.length > 0 && label && label.length <= 40 ? `${label}: ${rest.join(': ')}` : goal;
    const key = unstop(name).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push([clip(unstop(name), 300), timeIn(goal) ?? DATE_TO_SET, 'SMART goals']);
  }
  for (const [step, when] of launchSteps(plan.text('refinedLaunchPlan'))) {
    rows.push([clip(unstop(step), 300), when, 'Launch plan']);
  }
  const capped = rows.slice(0, 12);
  if (!capped.some((r) => r[1] !== DATE_TO_SET)) {
    capped.push([`${ASK} the date you start selling`, DATE_TO_SET, 'Your own plan']);
  }
  return { columns: planTableColumns('milestones'), rows: capped };
}

/** 8.4.1: the risks the board's own content carries, each with a mitigation; one row left to fill in. */
export function draftRisks(plan: Plan): TableData {
  // Names are quoted whole or not at all.
  const partner = listItems(plan.text('refinedKeyPartners'), 40)
    .filter((p) => !/^(start with|keep in-house)\b/i.test(p))
    .flatMap((p) => wholeName(p) ?? [])[0];
  const channel = channelNames(plan)[0];
  const goal = goals(plan.text('refinedSMARTGoals'))[0];
  const stream = listItems(plan.text('refinedRevenueStreams'), 40).flatMap((s) => wholeName(s) ?? [])[0];
  const group = placeIn(plan.group, plan.market);
  const rows: string[][] = [
    [
      `${plan.group} do not buy ${plan.offerName} in the numbers the plan needs`,
      plan.problem ? 'Problem statement' : 'Business idea',
      goal
        ? `Test demand before spending: track "${clip(goal, 200)}" and change the offer if it is missed.`
        : `Interview ${group} and run a small paid pilot before spending on stock or marketing.`,
    ],
  ];
  if (stream) {
    rows.push([
      `Revenue from "${stream}" comes later or lower than planned`,
      'Revenue streams',
      'Keep a cash reserve for the months before break-even and compare the forecast with real sales every month.',
    ]);
  }
  if (partner) {
    rows.push([
      `The plan depends on "${partner}"`,
      'Key partners',
      'Agree a small pilot before a contract and keep a second option for every partner you cannot work without.',
    ]);
  }
  if (channel) {
    rows.push([
      `"${channel}" does not reach ${lowerFirst(plan.group)} at an affordable cost`,
      'Marketing channels',
      'Run two channels at a time for four weeks and keep the one with the lowest cost per customer.',
    ]);
  }
  rows.push([
    `${ASK} a risk only you know (a licence, a key person, a supplier, a regulation)`,
    `${ASK} where it shows`,
    `${ASK} what you will do about it`,
  ]);
  return { columns: planTableColumns('risks'), rows };
}
