import type { KeywordValues } from '@planner/domain';

import { advantageOf, audienceOf, capitalise, lowerFirst } from './draft-idea.js';
import { OFFERING_ANGLES } from './frameworks/idea-angles.js';
import { clip, coreIdea, firstSentence, itemName, profileIdea, text } from './read-inputs.js';

/** "Busy parents struggle to plan meals." -> "struggle to plan meals" */
function painOf(problem: string, fallback: string): string {
  const sentence = firstSentence(problem).replace(/[.!?]$/, '');
  const verb =
    /\b(need|needs|struggle|struggles|lack|lacks|waste|wastes|cannot|can't|have to|have too|spend|spends|lose|loses)\b.*/i.exec(
      sentence,
    );
  // The problem's own verb phrase, else the usual problem of this kind of offer.
  return clip(verb ? verb[0] : fallback, 140);
}

/** 3.1.1: a headline, a positioning statement and a value map built from the board. */
export function draftUniqueValueProposition(values: KeywordValues): string {
  const idea = text(values, 'refinedBusinessIdea');
  const persona = text(values, 'targetPersona');
  const problem = text(values, 'refinedProblemStatement');
  const profile = profileIdea(idea, problem);
  const group = lowerFirst(itemName(text(values, 'chosenTargetGroup')) || audienceOf(profile));
  const angle = OFFERING_ANGLES[profile.offering];
  const pain = painOf(problem, angle.problem);
  const ideaLine = clip(coreIdea(idea).replace(/[.!?]$/, ''), 160);
  const edge = advantageOf(profile, ideaLine);
  return [
    '## Unique value proposition',
    '',
    `**Headline:** ${capitalise(edge)}, for ${group}.`,
    '',
    `**Positioning statement:** For ${group} who ${lowerFirst(pain)}: ${lowerFirst(ideaLine)}. Unlike ${angle.alternative}, it offers ${edge}.`,
    '',
    '**Value map**',
    `- **When they need it:** ${angle.moment[profile.customer]}.`,
    `- **Pain relieved:** ${pain}.`,
    `- **Gain created:** the measurable result (time saved, money saved, less risk) ${group} notice in the first month.`,
    `- **Why us:** the one thing you do that alternatives cannot copy quickly (know-how, access, price or experience).`,
    `- **Proof:** a number from a pilot or a customer quote that backs the headline.`,
    persona ? `\n**Written for:** ${clip(firstSentence(persona.replace(/^#+.*\n/, '')), 160)}` : '',
  ]
    .join('\n')
    .trim();
}

/** 3.2.1: a 30-second pitch (hook, problem, solution, value, ask) and a one-line version. */
export function draftElevatorPitch(values: KeywordValues): string {
  const uvp = text(values, 'refinedUniqueValueProposition');
  const idea = text(values, 'refinedBusinessIdea');
  const profile = profileIdea(idea, uvp);
  const group = lowerFirst(itemName(text(values, 'chosenTargetGroup')) || audienceOf(profile));
  const uvpLine = clip(firstSentence(uvp.replace(/^#+.*\n/, '')).replace(/^\*\*[^*]+\*\*\s*/, ''), 220);
  const ideaLine = clip(coreIdea(idea), 200);
  const pitch = [
    `You know how ${group} ${lowerFirst(painOf(idea, OFFERING_ANGLES[profile.offering].problem))}?`,
    ideaLine ? `${ideaLine.replace(/[.!?]?$/, '.')}` : '',
    uvpLine ? `${uvpLine.replace(/[.!?]?$/, '.')}` : '',
    `We are starting with ${group} and are looking for the first customers and partners who want to try it.`,
  ]
    .filter(Boolean)
    .join(' ');
  const words = pitch.split(/\s+/).length;
  return [
    '## Elevator pitch',
    '',
    pitch,
    '',
    `*${words} words, about ${Math.max(10, Math.round(words / 2.5))} seconds spoken.*`,
    '',
    `**One-liner:** ${ideaLine.replace(/[.!?]?$/, '')}: ${lowerFirst(uvpLine || ideaLine)}`,
    '',
    '**Before you use it:** replace the opening question with a real number about the problem, and end with the one thing you want from this listener (a meeting, an intro, a pilot).',
  ].join('\n');
}
