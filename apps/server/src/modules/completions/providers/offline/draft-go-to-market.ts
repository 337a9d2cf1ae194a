import type { KeywordValues } from '@planner/domain';

import { audienceOf } from './draft-idea.js';
import type { Channel } from './frameworks/channels.js';
import { CHANNELS } from './frameworks/channels.js';
import { LAUNCH_PHASES } from './frameworks/launch-phases.js';
import { clip, fill, firstSentence, itemName, listItems, profileIdea, text } from './read-inputs.js';

const COST_RANK = { low: 0, medium: 1, high: 2 } as const;

function channelsFor(customer: 'business' | 'consumer', offering: string, hints: string): Channel[] {
  const lower = hints.toLowerCase();
  return CHANNELS.filter((c) => c.for.includes(customer) && (!c.fits || c.fits.includes(offering as never)))
    .map((c) => ({ c, mentioned: c.keywords.some((k) => lower.includes(k)) }))
    .sort((a, b) => Number(b.mentioned) - Number(a.mentioned) || COST_RANK[a.c.cost] - COST_RANK[b.c.cost])
    .slice(0, 5)
    .map(({ c }) => c);
}

/** 6.1.1: the five channels that best fit the persona, cheapest and mentioned ones first. */
export function draftMarketingChannels(values: KeywordValues): string {
  const persona = text(values, 'targetPersona');
  const uvp = text(values, 'refinedUniqueValueProposition');
  const pitch = text(values, 'refinedElevatorPitch');
  const market = text(values, 'geoMarket') || 'your market';
  const profile = profileIdea(text(values, 'chosenTargetGroup'), persona, uvp);
  const group = itemName(text(values, 'chosenTargetGroup')) || audienceOf(profile);
  const channels = channelsFor(profile.customer, profile.offering, `${persona}\n${pitch}`);
  const message = firstSentence(pitch) || firstSentence(uvp);
  return [
    '## Marketing channels',
    '',
    `Channels to reach ${group} in ${clip(market, 60)}, ordered by fit and cost:`,
    '',
    ...channels.flatMap((c, i) => [
      `${i + 1}. **${c.name}** (cost: ${c.cost}; ${c.speed.toLowerCase()})`,
      `   - First step: ${c.firstStep}.`,
      `   - Measure: ${c.metric}.`,
    ]),
    '',
    message ? `**Core message on every channel:** "${clip(message, 200)}"` : '',
    `**Rule:** run two channels at a time for four weeks, then keep the one with the lowest cost per customer.`,
  ]
    .join('\n')
    .trim();
}

/** 6.2.1: a 16-week launch plan in four phases, using the chosen channels and goals. */
export function draftLaunchPlan(values: KeywordValues): string {
  // The drafts' sub-points ("First step", "Specific", ...) are not channels or goals.
  const channels = listItems(text(values, 'refinedMarketingChannels'), 40)
    .filter((c) => !/^(first step|measure|core message|rule)\b/i.test(c))
    .map((c) => itemName(c.replace(/\s*\(cost:[^)]*\)\s*$/i, '')))
    .slice(0, 3);
  const goals = listItems(text(values, 'refinedSMARTGoals'), 40)
    .filter((g) => !/^(specific|measurable|achievable|relevant|time-bound|adjust the numbers)\b/i.test(g))
    .map((g) => clip(g.replace(/^\*\*[^*]+\*\*:?\s*/, '').replace(/^[^:]{1,40}:\s*/, ''), 140))
    .slice(0, 4);
  const market = clip(text(values, 'geoMarket') || 'your market', 60);
  const pitch = firstSentence(text(values, 'refinedElevatorPitch'));
  const slots = {
    group: 'your target group',
    market,
    channels: channels.length > 0 ? channels.join(', ') : 'your two best channels',
  };
  return [
    '## Launch plan',
    '',
    `A 16-week launch in ${market}.`,
    '',
    ...LAUNCH_PHASES.flatMap((p) => [
      `**${p.name} (${p.timing})**`,
      ...p.tasks.map((t) => `- ${fill(t, slots)}`),
      '',
    ]),
    goals.length > 0 ? '**Goals to track every week:**' : '',
    ...goals.map((g) => `- ${g}`),
    pitch ? `\n**Launch message:** "${clip(pitch, 200)}"` : '',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
