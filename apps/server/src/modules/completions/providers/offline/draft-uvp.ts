import { personaLine } from './draft-target-audience.js';
import type { Plan } from './plan-context.js';
import { capitalise, clip, firstSentence, lowerFirst, stop, unstop } from './prose.js';

const PAIN_VERB =
  /\b(need|needs|struggle|struggles|lack|lacks|waste|wastes|cannot|can't|have to|have too|spend|spends|lose|loses|want|wants|find|finds|pay|pays|miss|misses|run out|worry|worries)\b.*/i;

/**
 * The pain as a verb phrase after the group: "Busy parents struggle to plan meals." -> "struggle to
 * plan meals". From the user's problem statement first, then the idea's certain problem; '' when
 * neither says it.
 */
function painOf(plan: Plan): string {
  const sentence = unstop(plan.problem);
  const verb = PAIN_VERB.exec(sentence);
  if (verb) return clip(verb[0], 160);
  if (plan.problem) return '';
  return plan.angle.problem ?? '';
}

/** 3.1.1: a headline, a positioning statement and a value map built from the board. */
export function draftUniqueValueProposition(plan: Plan): string {
  const group = lowerFirst(plan.group);
  const pain = painOf(plan);
  const ideaLine = unstop(clip(plan.core, 160));
  const { angle, problem, offerName } = plan;
  const persona = plan.text('targetPersona');
  return [
    '## Unique value proposition',
    '',
    `**Headline:** ${capitalise(offerName)}, for ${group}.`,
    '',
    `**Positioning statement:** For ${group}${pain ? ` who ${lowerFirst(pain)}` : ''}: ${lowerFirst(ideaLine)}. ${angle.alternative ? `Compared with ${angle.alternative}, the` : 'The'} one thing it does better is not written down yet.`,
    '',
    '**Value map**',
    angle.moment ? `- **When they need it:** ${angle.moment}.` : null,
    `- **Pain relieved:** ${pain ? stop(pain) : problem ? stop(clip(problem, 200)) : 'not written down yet; the problem statement will name it.'}`,
    `- **Gain created:** ${plan.bought} for ${group}, with a result they notice in the first month (time, money or effort saved), to measure in the first pilot.`,
    plan.facts?.team
      ? `- **Why us:** ${stop(capitalise(plan.facts.team))}`
      : `- **Why us:** not written down yet: know-how, access, price or experience that alternatives cannot copy quickly.`,
    `- **Proof:** none yet; the first pilot with ${group} gives a number or a quote to back the headline.`,
    persona ? `\n**Written for:** ${clip(personaLine(persona), 160)}` : null,
  ]
    .filter((l) => l !== null)
    .join('\n');
}

/** 3.2.1: a 30-second pitch (hook, problem, solution, value, ask) and a one-line version. */
export function draftElevatorPitch(plan: Plan): string {
  const uvp = plan.text('refinedUniqueValueProposition');
  const group = lowerFirst(plan.group);
  const uvpLine = clip(firstSentence(uvp.replace(/^#+.*\n/, '')).replace(/^\*\*[^*]+\*\*\s*/, ''), 220);
  const ideaLine = clip(plan.core, 200);
  const pain = painOf(plan);
  // A headline that restates the idea (no edge to name) would say the idea twice.
  const uvpNew = uvpLine !== '' && !uvpLine.toLowerCase().includes(unstop(ideaLine).toLowerCase());
  const pitch = [
    pain ? `You know how ${group} ${lowerFirst(unstop(pain))}?` : '',
    ideaLine ? stop(ideaLine) : '',
    uvpNew ? stop(uvpLine) : '',
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
    `**One-liner:** ${unstop(ideaLine)}${uvpNew ? `: ${lowerFirst(uvpLine)}` : '.'}`,
    '',
    pain
      ? '**Before you use it:** replace the opening question with a real number about the problem, and end with the one thing you want from this listener (a meeting, an intro, a pilot).'
      : '**Before you use it:** open with the problem in one sentence (from your problem statement), and end with the one thing you want from this listener (a meeting, an intro, a pilot).',
  ].join('\n');
}
