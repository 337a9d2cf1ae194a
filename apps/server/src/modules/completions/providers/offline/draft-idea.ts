import type { OfferKind } from '@planner/domain';
import { CUSTOMER_KIND_LABELS, OFFER_KIND_LABELS, priceWords, PRICING_MODEL_NAMES } from '@planner/domain';

import { QUESTION_BANK } from './frameworks/question-bank.js';
import type { RevenueModel } from './frameworks/revenue-models.js';
import { modelById } from './frameworks/revenue-models.js';
import type { ConfirmedFacts, Plan } from './plan-context.js';
import { namedPrice, UNKNOWN_PROBLEM } from './plan-context.js';
import { capitalise, clip, fill, firstSentence, lowerFirst, placeIn, stop, unstop } from './prose.js';

/** How to test each kind of offer before building it: `{offer}` and `{some}` (a few of the customers) are filled in. */
const FIRST_TESTS: Record<OfferKind, string> = {
  physical: 'make a first small batch of {offer} and sell it to five {some} at close to the planned price',
  service: 'sell {offer} to three {some} at full price and do the first jobs yourself',
  software: 'show a clickable mock-up of {offer} to ten {some} and ask them to join a paid pilot',
  marketplace:
    'match the first ten transactions of {offer} by hand (a spreadsheet and messages) before building anything',
  subscription: 'sign up ten {some} for {offer}, with the first month paid in advance',
  education: 'run one live session of {offer} for five to ten paying {some} before producing more',
  other: 'sell {offer} to three {some} at full price before investing',
};

export function primaryModel(plan: Plan): RevenueModel {
  return plan.models[0] ?? modelById('per-purchase');
}

/** "five night-shift nurses", or "five customers" when nobody is named. */
export function some(plan: Plan): string {
  return plan.profile.audience ? plan.audience : 'customers';
}

/** The offer in the founder's words, with the answer's label when they gave one. */
function kindOf(plan: Plan): string {
  const { offering, customer } = plan.profile;
  const what = offering ? `${plan.offerName} (${OFFER_KIND_LABELS[offering]})` : plan.offerName;
  const who = customer ? `${plan.audience} (${CUSTOMER_KIND_LABELS[customer]})` : plan.audience;
  const open =
    offering && customer
      ? ''
      : ' (what it sells and who pays are the two questions next to the idea: answer them and the next drafts follow)';
  return `${what}, selling to ${who}${open}`;
}

/** 1.1.2: the initial idea restated as a business idea with its open parts named. */
export function draftBusinessIdea(plan: Plan): string {
  const idea = plan.text('initialIdea');
  const { profile, audience, angle, offerName, buyer } = plan;
  const model = plan.models[0];
  // A pricing unit the idea names ("charged per repair"), with its amount when it says one.
  const price = namedPrice(plan.core);
  const named = profile.audience !== null;
  const test = FIRST_TESTS[profile.offering ?? 'other'];
  if (plan.facts) return businessIdeaFromFacts(plan, plan.facts, test);
  return [
    '## Business idea',
    '',
    `**In one sentence:** ${stop(firstSentence(idea))}`,
    `**Kind of business:** ${kindOf(plan)}.`,
    '',
    named
      ? `- **Customer:** ${audience}${buyer === 'business' ? '; find out who feels the problem and who signs off the purchase' : ''}${angle.moment ? `; they need it most in ${angle.moment}` : ''}.`
      : `- **Customer:** the idea does not name one yet. Who exactly buys ${offerName}, and who pays for it?`,
    angle.problem
      ? `- **Problem solved:** today ${audience} ${angle.problem}. Put a number on it from your first interviews (hours or money per week).`
      : `- **Problem solved:** not stated yet. What goes wrong for ${audience} today without ${offerName}, how often, and what does it cost them?`,
    `- **Offer:** ${profile.offerName ? stop(capitalise(offerName)) : clip(idea, 220)}`,
    model
      ? `- **How it earns money:** ${lowerFirst(model.name)} — ${lowerFirst(model.howItWorks)} Pricing to test: ${lowerFirst(model.pricing)}.`
      : price
        ? `- **How it earns money:** a price ${price}, as the idea says${/^of\s|\d/.test(price) ? '' : '; the amount is not set yet'}. What do ${audience} pay today for something similar, and would they rather pay on a regular rhythm?`
        : `- **How it earns money:** not clear from the idea yet. Will ${audience} pay per purchase, on a regular rhythm or per use of ${offerName}? Start with the way they already expect to pay.`,
    `- **Why customers would choose it:** not clear from the idea yet. What makes ${offerName} better than what ${audience} use today?`,
    `- **First test:** ${fill(test, { offer: plan.bought, some: some(plan) })}.`,
    '',
    `> Your starting point: "${clip(idea, 400)}"`,
  ].join('\n');
}

/**
 * 1.1.2 once the founder confirmed the facts: the offer, customer, place, prices and experience as
 * confirmed, each fact left open asked for ("Fill in: …"), never read from the idea's grammar.
 */
function businessIdeaFromFacts(plan: Plan, facts: ConfirmedFacts, test: string): string {
  const idea = plan.text('initialIdea');
  const open = (what: string) => `Fill in: ${what} (the facts on the Idea stage).`;
  const prices = facts.prices.map(
    (p) => `${p.name}: ${priceWords(p)} (${PRICING_MODEL_NAMES[p.model].toLowerCase()})`,
  );
  return [
    '## Business idea',
    '',
    `**In one sentence:** ${stop(firstSentence(idea))}`,
    '',
    `- **Offer:** ${facts.offer ? stop(capitalise(facts.offer)) : open('what the business sells')}`,
    `- **Customer:** ${facts.customer ? stop(capitalise(facts.customer)) : open('who uses it')}`,
    ...(facts.payer ? [`- **Who pays:** ${stop(capitalise(facts.payer))}`] : []),
    `- **Where:** ${facts.place ? stop(capitalise(facts.place)) : open('where the business sells')}`,
    `- **How it earns money:** ${prices.length > 0 ? stop(prices.join('; ')) : open('each price, its unit and how it is paid')}`,
    `- **What the founders bring:** ${facts.team ? stop(capitalise(facts.team)) : open('the experience the founders bring')}`,
    `- **Problem solved:** not stated yet. What goes wrong for ${plan.audience} today without ${plan.offerName}, how often, and what does it cost them?`,
    `- **First test:** ${fill(test, { offer: plan.offerName, some: some(plan) })}.`,
    '',
    `> Your starting point: "${clip(idea, 400)}"`,
  ].join('\n');
}

/** 1.1.4: the question bank, filled with the idea's customer and offer, one theme at a time. */
export function draftGuidingQuestions(plan: Plan): string {
  const slots = { audience: plan.audience, offer: plan.offerName };
  const sections = QUESTION_BANK.map(({ theme, questions }) => {
    // Questions for one kind of buyer only when the founder answered that kind.
    const fitting = questions.filter((q) => !q.for || q.for === plan.buyer);
    return [`**${theme}**`, ...fitting.map((q, i) => `${i + 1}. ${fill(q.text, slots)}`)].join('\n');
  });
  return [
    '## Guiding questions',
    '',
    `Answer these for "${unstop(clip(plan.core, 140))}". Short, honest answers are enough; write "unknown" where you need to find out.`,
    '',
    sections.join('\n\n'),
  ].join('\n');
}

/** Lines of the user's answers: not the questions, theme headings or the draft's own instructions. */
function answers(value: string): string[] {
  return value
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => !l.startsWith('**') && !l.startsWith('#') && !/^answer these for\b/i.test(l))
    .map((l) => l.replace(/^(?:[-*•]\s+|\d+[.)]\s*|a:\s*|answer:\s*)/i, '').trim())
    .filter((l) => l.length > 12 && !l.endsWith('?'));
}

/**
 * 1.2.2: a problem statement in the who / what / impact / today form. The problem is the idea's
 * certain one or the user's own answers; without either the draft asks for it instead of guessing.
 */
export function draftProblemStatement(plan: Plan): string {
  const { audience, angle, market } = plan;
  const evidence = answers(plan.text('refinedGuidingQuestions')).slice(0, 3);
  const who = placeIn(audience, market || 'your first market');
  const idea = unstop(clip(plan.core, 160));
  const opening = angle.problem
    ? `**${capitalise(who)}** ${angle.problem}.${evidence[0] ? ` In their words: ${stop(clip(evidence[0], 200))}` : ''} The business idea answers it: "${idea}".`
    : evidence[0]
      ? `**${capitalise(who)}**, in their words: ${stop(clip(evidence[0], 200))} The business idea answers it: "${idea}".`
      : `**${capitalise(who)}:** the problem "${idea}" solves for them ${UNKNOWN_PROBLEM}. Say it in one sentence: what goes wrong for them today, how often, and what it costs them.`;
  const lines = [
    '## Problem statement',
    '',
    opening,
    '',
    `- **Who has it:** ${who}.`,
    `- **When it hits:** ${angle.moment ?? 'to find out in interviews: the moment they start looking for a solution'}.`,
    `- **Impact:** confirm how often it happens and what it costs each time (hours, money, stress) in your first interviews.`,
    `- **Why existing options fall short:** ${angle.alternative ? `${angle.alternative} do not fit their situation: ask what they dislike about them` : 'ask what they use today and what they dislike about it'}.`,
    `- **What a solution must offer:** to confirm with them: the one result that would make ${plan.audience} pay for ${plan.offerName}.`,
  ];
  if (evidence.length > 0) {
    lines.push(
      '',
      '**From your answers to the guiding questions:**',
      ...evidence.map((e) => `- ${clip(e, 200)}`),
    );
  } else {
    lines.push(
      '',
      'Add your answers to the guiding questions to sharpen who has the problem and what it costs.',
    );
  }
  return lines.join('\n');
}
