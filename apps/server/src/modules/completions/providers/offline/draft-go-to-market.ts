import type { OfferKind } from '@planner/domain';

import type { Channel } from './frameworks/channels.js';
import { CHANNELS } from './frameworks/channels.js';
import { LAUNCH_PHASES } from './frameworks/launch-phases.js';
import type { Buyer, Plan } from './plan-context.js';
import { customerOf } from './plan-context.js';
import { clip, fill, firstSentence, listItems, placeIn, wholeName } from './prose.js';

const COST_RANK = { low: 0, medium: 1, high: 2 } as const;

function channelsFor(customer: Buyer, offering: OfferKind | null, hints: string): Channel[] {
  const lower = hints.toLowerCase();
  const reaches = (c: Channel) => (customer === 'either' ? c.for.length > 1 : c.for.includes(customer));
  return CHANNELS.filter((c) => reaches(c) && (!c.fits || (offering !== null && c.fits.includes(offering))))
    .map((c) => ({ c, mentioned: c.keywords.some((k) => lower.includes(k)) }))
    .sort((a, b) => Number(b.mentioned) - Number(a.mentioned) || COST_RANK[a.c.cost] - COST_RANK[b.c.cost])
    .slice(0, 5)
    .map(({ c }) => c);
}

/** 6.1.1: the five channels that best fit the persona, cheapest and mentioned ones first. */
export function draftMarketingChannels(plan: Plan): string {
  const persona = plan.text('targetPersona');
  const uvp = plan.text('refinedUniqueValueProposition');
  const pitch = plan.text('refinedElevatorPitch');
  const { group, profile } = plan;
  // The founder's answer decides who buys; with "both", the chosen group's own words.
  const customer = customerOf(group, plan.profile.customer);
  const channels = channelsFor(customer, profile.offering, `${persona}\n${pitch}`);
  const message = firstSentence(pitch) || firstSentence(uvp);
  return [
    '## Marketing channels',
    '',
    `Channels to reach ${placeIn(group, plan.market)}, ordered by fit and cost:`,
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

/**
 * The channels the founder kept, by name, each whole (a name that cannot be read whole is left out):
 * the drafts' sub-points ("First step", "Measure", ...) are not channels.
 */
export function channelNames(plan: Plan): string[] {
  return listItems(plan.text('refinedMarketingChannels'), 40)
    .filter((c) => !/^(first step|measure|core message|rule)\b/i.test(c))
    .flatMap((c) => wholeName(c) ?? []);
}

/** 6.2.1: a 16-week launch plan in four phases, using the chosen channels and goals. */
export function draftLaunchPlan(plan: Plan): string {
  // The drafts' sub-points ("Specific", ...) are not goals.
  const channels = channelNames(plan).slice(0, 3);
  const goals = listItems(plan.text('refinedSMARTGoals'), 40)
    .filter((g) => !/^(specific|measurable|achievable|relevant|time-bound|adjust the numbers)\b/i.test(g))
    .map((g) => clip(g.replace(/^\*\*[^*]+\*\*:?\s*/, '').replace(/^[^:]{1,40}:\s*/, ''), 140))
    .slice(0, 4);
  const market = plan.market || 'your market';
  const pitch = firstSentence(plan.text('refinedElevatorPitch'));
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
