import type { KeywordValues } from '@planner/domain';

import { ADVANTAGE_CUES, OFFERING_ANGLES } from './frameworks/idea-angles.js';
import { OFFERINGS } from './frameworks/offerings.js';
import { QUESTION_BANK } from './frameworks/question-bank.js';
import type { RevenueModel } from './frameworks/revenue-models.js';
import { modelById, modelsFor } from './frameworks/revenue-models.js';
import type { IdeaProfile } from './read-inputs.js';
import { clip, coreIdea, fill, firstSentence, profileIdea, text } from './read-inputs.js';

/** How to test each kind of offer before building it. */
export const FIRST_TESTS: Record<IdeaProfile['offering'], string> = {
  software: 'show a clickable mock-up to 10 {audience} and ask them to join a paid pilot',
  marketplace:
    'match the first 10 transactions by hand (a spreadsheet and messages) before building anything',
  physical: 'make 10 samples by hand and sell them at a price close to the planned one',
  food: 'sell a small batch at a local market or through pre-orders to test taste and price',
  education: 'run one live session for 5-10 paying participants before producing a full course',
  service: 'sell the service to three customers at full price and deliver it yourself',
};

export function audienceOf(profile: IdeaProfile, fallback = ''): string {
  if (fallback) return fallback;
  if (profile.audience) return profile.audience;
  return OFFERING_ANGLES[profile.offering].defaultAudience[profile.customer];
}

/** "a" or "an" before a label. */
export function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}

/** What makes the idea better than the alternative: its own cue words first, then the offer's usual edge. */
export function advantageOf(profile: IdeaProfile, idea: string): string {
  const cues = ADVANTAGE_CUES.filter((c) => c.words.test(idea)).map((c) => c.says);
  return (cues.length > 0 ? cues.slice(0, 3) : [OFFERING_ANGLES[profile.offering].advantage]).join(', ');
}

export function primaryModel(profile: IdeaProfile): RevenueModel {
  return modelsFor(profile)[0] ?? modelById('one-off');
}

/** 1.1.2: the initial idea restated as a business idea with its open parts named. */
export function draftBusinessIdea(values: KeywordValues): string {
  const idea = text(values, 'initialIdea');
  const profile = profileIdea(idea);
  const audience = audienceOf(profile);
  const model = primaryModel(profile);
  const angle = OFFERING_ANGLES[profile.offering];
  return [
    '## Business idea',
    '',
    `**In one sentence:** ${firstSentence(idea).replace(/[.!?]?$/, '.')}`,
    `**Kind of business:** ${withArticle(OFFERINGS[profile.offering].label)}, selling to ${audience}.`,
    '',
    `- **Customer:** ${audience}${profile.customer === 'business' ? ', where the owner or office manager feels the problem and signs off the purchase' : ''}; they need it most in ${angle.moment[profile.customer]}.`,
    `- **Problem solved:** today ${audience} ${angle.problem}. Put a number on it from your first interviews (hours or money per week).`,
    `- **Offer:** ${clip(idea, 220)}`,
    `- **How it earns money:** ${model.name.toLowerCase()} — ${model.howItWorks.toLowerCase()} Pricing to test: ${model.pricing.toLowerCase()}.`,
    `- **Why customers would choose it:** ${advantageOf(profile, idea)}, compared with ${angle.alternative}.`,
    `- **First test:** ${fill(FIRST_TESTS[profile.offering], { audience })}.`,
    '',
    `> Your starting point: "${clip(idea, 400)}"`,
  ].join('\n');
}

/** 1.1.4: the question bank, filled with the idea's customer and offer, one theme at a time. */
export function draftGuidingQuestions(values: KeywordValues): string {
  const idea = text(values, 'refinedBusinessIdea');
  const profile = profileIdea(idea);
  const slots = {
    audience: audienceOf(profile),
    offer: OFFERINGS[profile.offering].label.split(' (')[0] ?? 'offer',
    idea: clip(idea, 80),
  };
  const sections = QUESTION_BANK.map(({ theme, questions }) => {
    const fitting = questions.filter((q) => !q.for || q.for === profile.customer);
    return [`**${theme}**`, ...fitting.map((q, i) => `${i + 1}. ${fill(q.text, slots)}`)].join('\n');
  });
  return [
    '## Guiding questions',
    '',
    `Answer these for "${clip(coreIdea(idea), 140).replace(/[.!?]$/, '')}". Short, honest answers are enough; write "unknown" where you need to find out.`,
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

/** 1.2.2: a problem statement in the who / what / impact / today form, built on the user's answers. */
export function draftProblemStatement(values: KeywordValues): string {
  const idea = text(values, 'refinedBusinessIdea');
  const market = text(values, 'geoMarket') || 'your first market';
  const guiding = text(values, 'refinedGuidingQuestions');
  const profile = profileIdea(idea, guiding);
  const audience = audienceOf(profile);
  const angle = OFFERING_ANGLES[profile.offering];
  const evidence = answers(guiding).slice(0, 3);
  const where = clip(market, 80);
  const lines = [
    '## Problem statement',
    '',
    `**${capitalise(audience)} in ${where}** ${angle.problem}.${evidence[0] ? ` In their words: ${clip(evidence[0], 200).replace(/[.!?]?$/, '.')}` : ''} The business idea answers it: "${clip(coreIdea(idea), 160)}"`,
    '',
    `- **Who has it:** ${audience} in ${where}.`,
    `- **When it hits:** ${angle.moment[profile.customer]}.`,
    `- **Impact:** time, money and stress every week; confirm how often it happens and what it costs each time in your first interviews.`,
    `- **Why existing options fall short:** ${angle.alternative} do not fit their situation in ${clip(market, 60)}: too costly, too much effort or not trusted.`,
    `- **What a solution must offer:** ${advantageOf(profile, coreIdea(idea))}.`,
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

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function lowerFirst(value: string): string {
  return /^[A-Z][a-z]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}
