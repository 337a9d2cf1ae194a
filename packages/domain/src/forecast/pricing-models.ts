/** How a revenue stream is paid (zod-free, so a screen can list them without loading the forecast's schemas). */
export const PRICING_MODELS = ['one-off', 'subscription', 'commission', 'usage'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const PRICING_MODEL_NAMES = {
  'one-off': 'One-off sale',
  subscription: 'Subscription',
  commission: 'Commission',
  usage: 'Usage',
} as const satisfies Record<PricingModel, string>;
