import { OFFERINGS } from './frameworks/offerings.js';
import { QUESTION_BANK } from './frameworks/question-bank.js';
import type { RevenueModel } from './frameworks/revenue-models.js';
import { modelById, modelsFor } from './frameworks/revenue-models.js';
import type { IdeaProfile, Plan } from './plan-context.js';
import { UNKNOWN_PROBLEM } from './plan-context.js';
import { capitalise, clip, fill, firstSentence, placeIn, stop, unstop, withArticle } from './prose.js';

/** How to test each kind of offer before building it, per kind of customer. */
const FIRST_TESTS: Record<IdeaProfile['offering'], { business: string; consumer: string }> = {
  software: {
    business: 'show a clickable mock-up to 10 {audience} and ask them to join a paid pilot',
    consumer: 'show a clickable mock-up to 10 {audience} and ask them to join a paid pilot',
  },
  marketplace: {
    business: 'match the first 10 transactions by hand (a spreadsheet and messages) before building anything',
    consumer: 'match the first 10 transactions by hand (a spreadsheet and messages) before building anything',
  },
  physical: {
    business: 'make 10 samples by hand and offer them to five {audience} at a price close to the planned one',
    consumer: 'make 10 samples by hand and sell them at a price close to the planned one',
  },
  food: {
    business: 'offer a paid trial to five {audience} at close to the planned price and deliver it yourself',
    consumer: 'sell a small batch through pre-orders to test taste and price',
  },
  education: {
    business: 'run one live session for a team at {audience} before producing a full course',
    consumer: 'run one live session for 5-10 paying participants before producing a full course',
  },
  service: {
    business: 'sell the service to three {audience} at full price and deliver it yourself',
    consumer: 'sell the service to three customers at full price and deliver it yourself',
  },
};

export function primaryModel(profile: IdeaProfile): RevenueModel {
  return modelsFor(profile)[0] ?? modelById('one-off');
}

/** The kind of business, or an honest "not clear yet" when no word of the idea says it. */
function kindOf(profile: IdeaProfile): string {
  return profile.offeringKnown
    ? withArticle(OFFERINGS[profile.offering].label)
    : 'not clear from the idea yet (a product, a service or software?)';
}

/** 1.1.2: the initial idea restated as a business idea with its open parts named. */
export function draftBusinessIdea(plan: Plan): string {
  const idea = plan.text('initialIdea');
  const { profile, audience, angle, edge } = plan;
  const model = primaryModel(profile);
  const named = profile.audience !== null;
  const buyer = profile.customer === 'business' && profile.customerKnown;
  return [
    '## Business idea',
    '',
    `**In one sentence:** ${stop(firstSentence(idea))}`,
    `**Kind of business:** ${kindOf(profile)}, selling to ${audience}.`,
    '',
    named
      ? `- **Customer:** ${audience}${buyer ? '; find out who feels the problem and who signs off the purchase' : ''}${angle.moment ? `; they need it most in ${angle.moment}` : ''}.`
      : `- **Customer:** the idea does not name one yet. Who exactly pays for it: people for themselves, or businesses (which ones)?`,
    angle.problem
      ? `- **Problem solved:** today ${audience} ${angle.problem}. Put a number on it from your first interviews (hours or money per week).`
      : `- **Problem solved:** not stated yet. What goes wrong for ${audience} today without it, how often, and what does it cost them?`,
    `- **Offer:** ${clip(idea, 220)}`,
    profile.offeringKnown || profile.recurring
      ? `- **How it earns money:** ${model.name.toLowerCase()} — ${model.howItWorks.toLowerCase()} Pricing to test: ${model.pricing.toLowerCase()}.`
      : '- **How it earns money:** not clear from the idea yet: one-off sales, a subscription or a fee per job? Start with the way customers already expect to pay.',
    edge
      ? `- **Why customers would choose it:** ${edge}, compared with ${angle.alternative ?? 'what they use today'}.`
      : `- **Why customers would choose it:** not clear from the idea yet. What makes it better than what ${audience} use today?`,
    `- **First test:** ${profile.offeringKnown ? fill(FIRST_TESTS[profile.offering][buyer ? 'business' : 'consumer'], { audience }) : 'sell a first, hand-made version to three customers at full price before investing'}.`,
    '',
    `> Your starting point: "${clip(idea, 400)}"`,
  ].join('\n');
}

/** 1.1.4: the question bank, filled with the idea's customer and offer, one theme at a time. */
export function draftGuidingQuestions(plan: Plan): string {
  const { profile } = plan;
  const slots = {
    audience: plan.audience,
    offer: profile.offeringKnown ? (OFFERINGS[profile.offering].label.split(' (')[0] ?? 'offer') : 'offer',
  };
  const sections = QUESTION_BANK.map(({ theme, questions }) => {
    const fitting = questions.filter((q) => !q.for || !profile.customerKnown || q.for === profile.customer);
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
    `- **What a solution must offer:** ${plan.edge || 'to confirm with them: the one result they would pay for'}.`,
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
