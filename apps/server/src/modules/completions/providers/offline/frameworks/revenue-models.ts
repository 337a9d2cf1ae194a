import type { OfferKind } from '@planner/domain';

/** A catalogue of revenue models with how each works, a pricing pattern and its main risk. */
export interface RevenueModel {
  id: string;
  name: string;
  keywords: string[];
  howItWorks: string;
  pricing: string;
  frequency: string;
  watchOut: string;
}

export const REVENUE_MODELS: RevenueModel[] = [
  {
    id: 'subscription',
    name: 'Subscription',
    keywords: [
      'subscription',
      'monthly',
      'per month',
      'a month',
      '/month',
      'per week',
      'weekly',
      'membership',
      'recurring',
      'saas',
      'plan',
    ],
    howItWorks:
      'Customers pay a fixed fee every week, month or year for a regular delivery or ongoing access.',
    pricing: 'Two or three tiers; an annual plan at about two months free',
    frequency: 'Monthly or yearly',
    watchOut: 'Cancellations: measure how many customers stay after three months.',
  },
  {
    id: 'usage',
    name: 'Usage-based pricing',
    keywords: ['usage', 'per use', 'pay as you go', 'credits', 'per seat', 'per user'],
    howItWorks: 'Customers pay for what they use: seats, credits, transactions or volume.',
    pricing: 'A price per unit with volume discounts',
    frequency: 'Monthly, billed on use',
    watchOut: 'Revenue swings with usage; keep a minimum fee.',
  },
  {
    id: 'commission',
    name: 'Commission on transactions',
    keywords: ['commission', 'transaction fee', 'take rate', 'booking fee', 'marketplace', 'per booking'],
    howItWorks: 'You take a share of each transaction you enable between buyers and sellers.',
    pricing: '8-20 % of the order value, or a fixed fee per booking',
    frequency: 'Per transaction',
    watchOut: 'Buyers and sellers may meet once and then trade around you.',
  },
  {
    id: 'one-off',
    name: 'One-off sales',
    keywords: ['sale', 'sell', 'sales', 'purchase', 'one-off', 'retail', 'product', 'shop'],
    howItWorks: 'Customers pay once for each purchase; the margin comes from every sale.',
    pricing: 'A price several times the cost of one sale; leave room for a reseller margin',
    frequency: 'Per purchase',
    watchOut: 'Every sale must be won again: plan repeat purchases or add-ons.',
  },
  {
    id: 'freemium',
    name: 'Freemium',
    keywords: ['freemium', 'free plan', 'free version', 'premium', 'upgrade'],
    howItWorks: 'A free version attracts users; a paid plan unlocks more value.',
    pricing: 'Free core, paid plan for power features or more volume',
    frequency: 'Monthly or yearly',
    watchOut: 'Typically only 2-5 % upgrade: free users must be cheap to serve.',
  },
  {
    id: 'service-fee',
    name: 'Service fees and retainers',
    keywords: ['fee', 'retainer', 'hourly', 'project', 'consulting', 'service', 'installation'],
    howItWorks: 'Customers pay per project, per hour, or a monthly retainer for ongoing work.',
    pricing: 'Fixed-price packages rather than hours, so value sets the price',
    frequency: 'Per project or monthly',
    watchOut: 'Revenue is capped by your time; productise repeatable parts.',
  },
  {
    id: 'licensing',
    name: 'Licensing',
    keywords: ['license', 'licence', 'licensing', 'white label', 'white-label', 'royalty'],
    howItWorks: 'Other companies pay to use your product, brand or know-how under their name.',
    pricing: 'An annual licence fee or a royalty per unit',
    frequency: 'Yearly or per unit',
    watchOut: 'Long negotiations; you depend on the licensee selling well.',
  },
  {
    id: 'advertising',
    name: 'Advertising and sponsorship',
    keywords: ['advertising', 'ads', 'sponsor', 'sponsorship', 'affiliate'],
    howItWorks: 'Brands pay to reach your audience: ads, sponsored content or affiliate links.',
    pricing: 'Per thousand views, per lead, or a sponsorship package',
    frequency: 'Monthly or per campaign',
    watchOut: 'Needs a large, engaged audience before it pays.',
  },
  {
    id: 'wholesale',
    name: 'Wholesale to retailers and businesses',
    keywords: ['wholesale', 'retailers', 'supermarkets', 'stockists', 'b2b supply'],
    howItWorks: 'Shops, offices or restaurants buy in bulk and resell or use your product.',
    pricing: 'Wholesale at about half the shelf price, with a minimum order',
    frequency: 'Per order, often monthly',
    watchOut: 'Retailers take 30-50 % margin and may pay late; agree payment terms up front.',
  },
  {
    id: 'consumables',
    name: 'Product plus refills or consumables',
    keywords: ['refill', 'consumable', 'replacement', 'cartridge', 'add-on', 'accessories'],
    howItWorks: 'The first product is priced to win the customer; refills bring recurring margin.',
    pricing: 'Low entry price; refills at a healthy margin, ideally by subscription',
    frequency: 'Recurring, per refill',
    watchOut: 'Competitors may sell compatible refills cheaper.',
  },
];

/**
 * Ways to pay that assert no kind of offer, for a board whose founder has not said what it sells
 * (or answered "other"): the draft compares them instead of choosing one.
 */
export const NEUTRAL_MODELS: RevenueModel[] = [
  {
    id: 'per-purchase',
    name: 'Pay per purchase',
    keywords: ['per purchase', 'once', 'one-off'],
    howItWorks: 'Customers pay each time they buy.',
    pricing: 'One clear price, tested against what customers pay today',
    frequency: 'Per purchase',
    watchOut: 'Every sale must be won again: plan how customers come back.',
  },
  {
    id: 'on-a-rhythm',
    name: 'Pay on a regular rhythm',
    keywords: ['rhythm', 'regular', 'monthly', 'weekly'],
    howItWorks: 'Customers pay a fixed amount every week, month or year.',
    pricing: 'A monthly price with a yearly option',
    frequency: 'Monthly or yearly',
    watchOut: 'Count how many customers still pay after three months.',
  },
  {
    id: 'per-use',
    name: 'Pay per use',
    keywords: ['per use', 'usage', 'pay as you go'],
    howItWorks: 'Customers pay for how much they use, per visit, job or unit.',
    pricing: 'A price per use with a lower price for larger volumes',
    frequency: 'Monthly, billed on use',
    watchOut: 'Income swings with use; agree a minimum where you can.',
  },
];

/** The models to propose first for each kind of offer, best fit first; none for "other". */
export const MODELS_BY_OFFERING: Record<OfferKind, string[]> = {
  physical: ['one-off', 'consumables', 'wholesale'],
  service: ['service-fee', 'subscription', 'usage'],
  software: ['subscription', 'freemium', 'usage'],
  marketplace: ['commission', 'subscription', 'advertising'],
  subscription: ['subscription', 'one-off'],
  education: ['one-off', 'subscription', 'licensing'],
  other: [],
};

/** The models to propose for the founder's answer, best fit first; none without an answer. */
export function modelsFor(offering: OfferKind | null): RevenueModel[] {
  return (offering ? MODELS_BY_OFFERING[offering] : []).map(modelById);
}

export function modelById(id: string): RevenueModel {
  const model = [...REVENUE_MODELS, ...NEUTRAL_MODELS].find((m) => m.id === id);
  if (!model) throw new Error(`Unknown revenue model ${id}`);
  return model;
}
