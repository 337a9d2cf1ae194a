import type { OfferKind } from '@planner/domain';

/** A catalogue of marketing channels: who they suit, what they cost and how to start. */
export interface Channel {
  name: string;
  /** Who it reaches; a channel for both also serves a board that does not say who pays. */
  for: ('business' | 'consumer')[];
  /** Only for these answers to "what does the business sell"; all when absent. */
  fits?: OfferKind[];
  cost: 'low' | 'medium' | 'high';
  speed: string;
  firstStep: string;
  metric: string;
  keywords: string[];
}

export const CHANNELS: Channel[] = [
  {
    name: 'Direct outreach (email and LinkedIn)',
    for: ['business'],
    cost: 'low',
    speed: 'Results in 2-4 weeks',
    firstStep: 'List 50 named decision makers and send 10 personal messages a day',
    metric: 'Reply rate and booked calls per 50 messages',
    keywords: ['linkedin', 'outreach', 'cold email', 'direct sales', 'sales calls'],
  },
  {
    name: 'Industry associations and trade events',
    for: ['business'],
    cost: 'medium',
    speed: 'Results in 1-3 months',
    firstStep: 'Pick the two events your customers attend and book a talk or a stand',
    metric: 'Qualified conversations per event',
    keywords: ['trade fair', 'event', 'conference', 'association', 'expo'],
  },
  {
    name: 'Partnerships and referrals',
    for: ['business', 'consumer'],
    cost: 'low',
    speed: 'Results in 1-2 months',
    firstStep: 'Offer partners who already serve your customers a referral fee or bundle',
    metric: 'Customers won per partner per month',
    keywords: ['partner', 'referral', 'affiliate', 'reseller', 'word of mouth'],
  },
  {
    name: 'Content and search (SEO)',
    for: ['business', 'consumer'],
    fits: ['software', 'marketplace', 'education', 'service', 'subscription'],
    cost: 'low',
    speed: 'Results in 3-6 months',
    firstStep: 'Write five articles answering the questions your customers type into search',
    metric: 'Organic visitors and sign-ups per article',
    keywords: ['seo', 'blog', 'content', 'search', 'articles', 'newsletter'],
  },
  {
    name: 'Short-form social video (TikTok, Instagram Reels)',
    for: ['consumer'],
    cost: 'low',
    speed: 'Results in 2-8 weeks',
    firstStep: 'Post three short videos a week showing the problem and your fix',
    metric: 'Saves, shares and profile visits per video',
    keywords: ['tiktok', 'instagram', 'reels', 'social media', 'video', 'youtube'],
  },
  {
    name: 'Online communities and groups',
    for: ['consumer', 'business'],
    cost: 'low',
    speed: 'Results in 2-4 weeks',
    firstStep: 'Join the five groups where your customers ask for help and answer questions there',
    metric: 'Sign-ups traced to each community',
    keywords: ['community', 'reddit', 'facebook group', 'forum', 'discord', 'slack'],
  },
  {
    name: 'Paid search and social ads',
    for: ['consumer', 'business'],
    cost: 'high',
    speed: 'Results in days',
    firstStep: 'Run a small test with two messages and one landing page',
    metric: 'Cost per sign-up against the value of a customer',
    keywords: ['ads', 'google ads', 'paid', 'advertising', 'ppc', 'meta ads'],
  },
  {
    name: 'Local presence (markets, pop-ups, shops)',
    for: ['consumer'],
    fits: ['physical', 'subscription'],
    cost: 'medium',
    speed: 'Results in days',
    firstStep: 'Book a stall at a local market or a pop-up in a partner shop',
    metric: 'Sales and email sign-ups per day',
    keywords: ['market', 'pop-up', 'local', 'store', 'shop', 'flyer'],
  },
  {
    name: 'Public relations and local press',
    for: ['consumer', 'business'],
    cost: 'low',
    speed: 'Results in 1-2 months',
    firstStep: 'Pitch your founding story to two local journalists and one niche blog',
    metric: 'Articles published and visits from them',
    keywords: ['pr', 'press', 'media', 'journalist', 'news'],
  },
  {
    name: 'Email list and waitlist',
    for: ['consumer', 'business'],
    cost: 'low',
    speed: 'Builds from day one',
    firstStep: 'Put a waitlist on your landing page and write to it every two weeks',
    metric: 'Waitlist size and share who buy at launch',
    keywords: ['email', 'waitlist', 'mailing list'],
  },
];
