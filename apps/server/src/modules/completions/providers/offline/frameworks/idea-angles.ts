import type { OfferingKind } from './offerings.js';

/**
 * Concrete starting points per kind of offer, so a draft suggests something the founder can
 * accept or correct instead of telling them what to write.
 */
export interface OfferingAngle {
  /** The typical problem, as a verb phrase after the customer ("lose hours ..."). */
  problem: string;
  /** What customers use today instead. */
  alternative: string;
  /** The customers already paying for that alternative, after the audience ("who already ..."). */
  switchers: string;
  /** When the need shows up, per kind of customer. */
  moment: { business: string; consumer: string };
  /** Why customers would switch, before the idea's own cues are added. */
  advantage: string;
  /** Who buys when the idea names nobody. */
  defaultAudience: { business: string; consumer: string };
}

export const OFFERING_ANGLES: Record<OfferingKind, OfferingAngle> = {
  software: {
    problem: 'lose hours every week on manual, repetitive work that a tool could do',
    alternative: 'spreadsheets, email and manual follow-ups',
    switchers: 'who already pay for a tool',
    moment: {
      business: 'the busy weeks when the manual work piles up and mistakes start to cost money',
      consumer: 'the moment the manual way takes longer than they can spare',
    },
    advantage: 'set up in a day and saves time from the first week',
    defaultAudience: { business: 'small businesses', consumer: 'people who do this job by hand today' },
  },
  marketplace: {
    problem:
      'struggle to find a trustworthy provider quickly, while good providers struggle to find steady customers',
    alternative: 'word of mouth, classified ads and social media groups',
    switchers: 'who already pay a provider',
    moment: {
      business: 'the day a regular supplier drops out and a replacement is needed at short notice',
      consumer: 'the day they need someone they can trust, at short notice',
    },
    advantage: 'trusted, checked providers in one place, booked in minutes',
    defaultAudience: { business: 'small businesses', consumer: 'local households' },
  },
  physical: {
    problem: 'have to settle for products that do not fit their values or needs',
    alternative: 'conventional products from the supermarket shelf',
    switchers: 'who already buy a similar product',
    moment: {
      business: 'the next restocking order',
      consumer: 'the moment they run out and are back at the shelf',
    },
    advantage: 'a better product for an everyday need at a fair price',
    defaultAudience: { business: 'retailers', consumer: 'households' },
  },
  food: {
    problem:
      'have too little time to shop for and cook fresh food, so they fall back on options they are not happy with',
    alternative: 'the supermarket, takeaway and meal kits',
    switchers: 'who already order meal kits',
    moment: {
      business: 'the weekly ordering of supplies',
      consumer: 'weekday evenings, when there is no time left to shop and cook fresh',
    },
    advantage: 'fresh food without the shopping trip',
    defaultAudience: { business: 'restaurants and cafés', consumer: 'local households' },
  },
  education: {
    problem:
      'need a skill for their next step but cannot find a course that fits their goal, schedule and budget',
    alternative: 'generic courses, apps and private tutors',
    switchers: 'who already pay for a course',
    moment: {
      business: 'the moment a skills gap blocks a hire or a project',
      consumer: 'the months before an exam, an application or a move',
    },
    advantage: 'built around their exact goal instead of a generic curriculum',
    defaultAudience: { business: 'employers', consumer: 'adult learners' },
  },
  service: {
    problem: 'need a job done reliably but find today’s providers slow, expensive or hard to trust',
    alternative: 'doing it themselves or a provider they are not happy with',
    switchers: 'who already pay a provider',
    moment: {
      business: 'the moment the job can no longer wait and nobody in-house has time',
      consumer: 'the moment the job can no longer wait',
    },
    advantage: 'reliable, on time and clearly priced',
    defaultAudience: { business: 'small businesses', consumer: 'local households' },
  },
};

/** Words in an idea that name a concrete advantage, with how a customer would say it. */
export const ADVANTAGE_CUES: { words: RegExp; says: string }[] = [
  { words: /\blocal(?:ly)?\b/i, says: 'locally sourced' },
  { words: /\bdeliver(?:ed|y|s)?\b/i, says: 'delivered to the door' },
  { words: /\bby bike|cargo bike|bicycle\b/i, says: 'zero-emission delivery' },
  { words: /\bvetted|verified|background.check|insured\b/i, says: 'vetted and insured providers' },
  { words: /\bneighbou?rhood|nearby\b/i, says: 'someone from the neighbourhood' },
  { words: /\bplastic.free|refill(?:able)?|zero.waste\b/i, says: 'no single-use plastic' },
  { words: /\bautomat(?:e|es|ed|ion)\b/i, says: 'the manual work done automatically' },
  { words: /\bonline\b/i, says: 'learn from anywhere, at their own pace' },
  { words: /\bweekly|monthly|subscription\b/i, says: 'a routine they no longer have to think about' },
];

/** Audiences implied by an idea's words when it names none. */
export const AUDIENCE_CUES: { words: RegExp; audience: string }[] = [
  {
    words: /\bplastic.free|refill(?:able)?|zero.waste|eco|sustainable\b/i,
    audience: 'eco-conscious households',
  },
  { words: /\bpets?|dogs?|cats?\b/i, audience: 'pet owners' },
  { words: /\bkids?|children|baby|babies\b/i, audience: 'parents of young children' },
  { words: /\bstudents?\b/i, audience: 'students' },
];
