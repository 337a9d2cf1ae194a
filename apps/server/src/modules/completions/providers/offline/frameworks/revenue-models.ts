import type { OfferingKind } from './offerings.js';

/** A catalogue of revenue models with how each works, a pricing pattern and its main risk. */
export interface RevenueModel {
  id: string;
  name: string;
  keywords: string[];
  howItWorks: string;
  pricing: string;
  frequency: string;
  watchOut: string;
  fits: OfferingKind[];
}

export const REVENUE_MODELS: RevenueModel[] = [
  {
    id: 'subscription',
    name: 'Subscription',
    keywords: ['subscription', 'monthly', 'membership', 'recurring', 'saas', 'plan'],
    howItWorks:
      'Customers pay a fixed fee every week, month or year for a regular delivery or ongoing access.',
    pricing: 'Two or three tiers; an annual plan at about two months free',
    frequency: 'Monthly or yearly',
    watchOut: 'Churn: measure how many customers stay after three months.',
    fits: ['software', 'education', 'food', 'service'],
  },
  {
    id: 'usage',
    name: 'Usage-based pricing',
    keywords: ['usage', 'per use', 'pay as you go', 'credits', 'per seat', 'per user'],
    howItWorks: 'Customers pay for what they use: seats, credits, transactions or volume.',
    pricing: 'A price per unit with volume discounts',
    frequency: 'Monthly, billed on use',
    watchOut: 'Revenue swings with usage; keep a minimum fee.',
    fits: ['software', 'service'],
  },
  {
    id: 'commission',
    name: 'Commission on transactions',
    keywords: ['commission', 'transaction fee', 'take rate', 'booking fee', 'marketplace', 'per booking'],
    howItWorks: 'You take a share of each transaction you enable between buyers and sellers.',
    pricing: '8-20 % of the order value, or a fixed fee per booking',
    frequency: 'Per transaction',
    watchOut: 'Buyers and sellers may meet once and then trade around you.',
    fits: ['marketplace'],
  },
  {
    id: 'one-off',
    name: 'One-off sales',
    keywords: ['sale', 'sell', 'sales', 'purchase', 'one-off', 'retail', 'product', 'shop'],
    howItWorks: 'Customers buy the product once; margin comes from each unit sold.',
    pricing: 'Unit cost x 2.5-4 for direct sales; leave room for retailer margin',
    frequency: 'Per purchase',
    watchOut: 'Every sale must be won again: plan repeat purchases or add-ons.',
    fits: ['physical', 'food', 'education'],
  },
  {
    id: 'freemium',
    name: 'Freemium',
    keywords: ['freemium', 'free plan', 'free version', 'premium', 'upgrade'],
    howItWorks: 'A free version attracts users; a paid plan unlocks more value.',
    pricing: 'Free core, paid plan for power features or more volume',
    frequency: 'Monthly or yearly',
    watchOut: 'Typically only 2-5 % upgrade: free users must be cheap to serve.',
    fits: ['software'],
  },
  {
    id: 'service-fee',
    name: 'Service fees and retainers',
    keywords: ['fee', 'retainer', 'hourly', 'project', 'consulting', 'service', 'installation'],
    howItWorks: 'Customers pay per project, per hour, or a monthly retainer for ongoing work.',
    pricing: 'Fixed-price packages rather than hours, so value sets the price',
    frequency: 'Per project or monthly',
    watchOut: 'Revenue is capped by your time; productise repeatable parts.',
    fits: ['service', 'education'],
  },
  {
    id: 'licensing',
    name: 'Licensing',
    keywords: ['license', 'licence', 'licensing', 'white label', 'white-label', 'royalty'],
    howItWorks: 'Other companies pay to use your product, brand or know-how under their name.',
    pricing: 'An annual licence fee or a royalty per unit',
    frequency: 'Yearly or per unit',
    watchOut: 'Long negotiations; you depend on the licensee selling well.',
    fits: ['software', 'education', 'physical'],
  },
  {
    id: 'advertising',
    name: 'Advertising and sponsorship',
    keywords: ['advertising', 'ads', 'sponsor', 'sponsorship', 'affiliate'],
    howItWorks: 'Brands pay to reach your audience: ads, sponsored content or affiliate links.',
    pricing: 'Per thousand views, per lead, or a sponsorship package',
    frequency: 'Monthly or per campaign',
    watchOut: 'Needs a large, engaged audience before it pays.',
    fits: ['software', 'education'],
  },
  {
    id: 'wholesale',
    name: 'Wholesale to retailers and businesses',
    keywords: ['wholesale', 'retailers', 'supermarkets', 'stockists', 'b2b supply'],
    howItWorks: 'Shops, offices or restaurants buy in bulk and resell or use your product.',
    pricing: 'Wholesale at about half the shelf price, with a minimum order',
    frequency: 'Per order, often monthly',
    watchOut: 'Retailers take 30-50 % margin and may pay late; agree payment terms up front.',
    fits: ['physical', 'food'],
  },
  {
    id: 'consumables',
    name: 'Product plus refills or consumables',
    keywords: ['refill', 'consumable', 'replacement', 'cartridge', 'add-on', 'accessories'],
    howItWorks: 'The first product is priced to win the customer; refills bring recurring margin.',
    pricing: 'Low entry price; refills at a healthy margin, ideally by subscription',
    frequency: 'Recurring, per refill',
    watchOut: 'Competitors may sell compatible refills cheaper.',
    fits: ['physical', 'food'],
  },
];

/** The models to propose first for each kind of offer, best fit first. */
export const MODELS_BY_OFFERING: Record<OfferingKind, string[]> = {
  software: ['subscription', 'freemium', 'usage'],
  marketplace: ['commission', 'subscription', 'advertising'],
  physical: ['one-off', 'consumables', 'wholesale'],
  food: ['one-off', 'subscription', 'wholesale'],
  education: ['one-off', 'subscription', 'service-fee'],
  service: ['service-fee', 'subscription', 'usage'],
};

/** The models to propose for an idea, best fit first: a subscription leads when it sells on a rhythm. */
export function modelsFor(profile: { offering: OfferingKind; recurring: boolean }): RevenueModel[] {
  const ids = MODELS_BY_OFFERING[profile.offering];
  // A product bought again and again earns on its refills; other recurring offers on a subscription.
  const lead = profile.offering === 'physical' ? 'consumables' : 'subscription';
  const ordered = profile.recurring ? [lead, ...ids.filter((id) => id !== lead)] : ids;
  return ordered.slice(0, 3).map(modelById);
}

export function modelById(id: string): RevenueModel {
  const model = REVENUE_MODELS.find((m) => m.id === id);
  if (!model) throw new Error(`Unknown revenue model ${id}`);
  return model;
}
