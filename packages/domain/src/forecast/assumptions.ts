import { z } from 'zod';

import { FORECAST_MONTHS } from './months.js';

export const PRICING_MODELS = ['one-off', 'subscription', 'commission', 'usage'] as const;
export const PricingModelSchema = z.enum(PRICING_MODELS, 'Pick how this stream is priced');
export type PricingModel = z.infer<typeof PricingModelSchema>;

export const PRICING_MODEL_NAMES = {
  'one-off': 'One-off sale',
  subscription: 'Subscription',
  commission: 'Commission',
  usage: 'Usage',
} as const satisfies Record<PricingModel, string>;

export const MAX_AMOUNT = 1_000_000_000;
export const MAX_VOLUME = 10_000_000;
export const GROWTH_MIN = -50;
export const GROWTH_MAX = 100;
export const MAX_STREAMS = 20;
export const MAX_COSTS = 100;
export const MAX_HIRES = 20;
export const SCENARIO_NAMES = ['conservative', 'base', 'ambitious'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
/** The refinement above, as the OpenAPI document states it. */
const TWO_DECIMALS = { multipleOf: 0.01 };

/** An amount of money a founder types: zero or more, at most two decimals. */
function amount(label: string) {
  return z
    .number(`Enter ${label} as a number`)
    .min(0, `${capitalize(label)} cannot be negative`)
    .max(MAX_AMOUNT, `${capitalize(label)} is limited to ${MAX_AMOUNT.toLocaleString('en')}`)
    .refine(twoDecimals, `${capitalize(label)} can have at most two decimals`)
    .meta(TWO_DECIMALS);
}

function percent(label: string, min: number, max: number) {
  const message = `${capitalize(label)} must be between ${min} % and ${max} %`;
  return z
    .number(`Enter ${label} as a number`)
    .min(min, message)
    .max(max, message)
    .refine(twoDecimals, `${capitalize(label)} can have at most two decimals`)
    .meta(TWO_DECIMALS);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const monthMessage = `Pick a month from 1 to ${FORECAST_MONTHS}`;
const MonthNumber = z
  .number(monthMessage)
  .int(monthMessage)
  .min(1, monthMessage)
  .max(FORECAST_MONTHS, monthMessage);
const Name = (what: string) =>
  z.string().trim().min(1, `Name the ${what}`).max(120, `The ${what} name is limited to 120 characters`);

/** One revenue stream, named after a refined revenue stream of the business model. */
export const ForecastStreamSchema = z
  .object({
    name: Name('revenue stream'),
    pricingModel: PricingModelSchema,
    price: amount('the price'),
    volume: z
      .number('Enter the first month volume as a number')
      .min(0, 'Volume cannot be negative')
      .max(MAX_VOLUME, `Volume is limited to ${MAX_VOLUME.toLocaleString('en')} a month`),
    growthPercent: percent('monthly growth', GROWTH_MIN, GROWTH_MAX),
    /** Only read for subscriptions: the share of subscribers who leave each month. */
    churnPercent: percent('churn', 0, 100),
  })
  .strict();
export type ForecastStream = z.infer<typeof ForecastStreamSchema>;

/** A budget line: its one-off cost falls in the start month, its monthly cost from then on. */
export const ForecastCostSchema = z
  .object({
    name: Name('cost'),
    category: z.string().trim().max(120, 'The category is limited to 120 characters'),
    oneOff: amount('the one-off cost'),
    monthly: amount('the monthly cost'),
    startMonth: MonthNumber,
  })
  .strict();
export type ForecastCost = z.infer<typeof ForecastCostSchema>;

export const ForecastHireSchema = z
  .object({
    role: Name('role'),
    monthlyCost: amount('the monthly cost'),
    startMonth: MonthNumber,
  })
  .strict();
export type ForecastHire = z.infer<typeof ForecastHireSchema>;

/** Multiplies first-month volumes and monthly growth rates of every stream. */
export const ScenarioMultipliersSchema = z
  .object({
    volume: z
      .number('Enter the volume multiplier as a number')
      .min(0, 'The volume multiplier must be between 0 and 5')
      .max(5, 'The volume multiplier must be between 0 and 5'),
    growth: z
      .number('Enter the growth multiplier as a number')
      .min(0, 'The growth multiplier must be between 0 and 2')
      .max(2, 'The growth multiplier must be between 0 and 2'),
  })
  .strict();
export type ScenarioMultipliers = z.infer<typeof ScenarioMultipliersSchema>;

export const DEFAULT_SCENARIOS = {
  conservative: { volume: 0.75, growth: 0.5 },
  base: { volume: 1, growth: 1 },
  ambitious: { volume: 1.25, growth: 1.5 },
} as const satisfies Record<ScenarioName, ScenarioMultipliers>;

/** The forecast's assumptions, stored with the board as `forecastData`. */
export const ForecastDataSchema = z
  .object({
    startingCash: amount('the starting cash'),
    firstMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Pick the first month of the forecast'),
    streams: z
      .array(ForecastStreamSchema)
      .min(1, 'Add at least one revenue stream')
      .max(MAX_STREAMS, `A forecast has at most ${MAX_STREAMS} revenue streams`),
    costOfSalesPercent: percent('cost of sales', 0, 100),
    costs: z.array(ForecastCostSchema).max(MAX_COSTS, `A forecast has at most ${MAX_COSTS} cost lines`),
    hires: z.array(ForecastHireSchema).max(MAX_HIRES, `A forecast has at most ${MAX_HIRES} hires`),
    taxRatePercent: percent('the tax rate', 0, 100),
    scenarios: z
      .object({
        conservative: ScenarioMultipliersSchema,
        base: ScenarioMultipliersSchema,
        ambitious: ScenarioMultipliersSchema,
      })
      .strict(),
  })
  .strict();
export type ForecastData = z.infer<typeof ForecastDataSchema>;
