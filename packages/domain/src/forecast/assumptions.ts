import { z } from 'zod';

import { COST_KINDS } from './cost-kind.js';
import { MAX_AMOUNT, MAX_COSTS, NAME_MAX } from './limits.js';
import { FORECAST_MONTHS } from './months.js';

export { MAX_AMOUNT, MAX_COSTS, NAME_MAX };

export const PRICING_MODELS = ['one-off', 'subscription', 'commission', 'usage'] as const;
export const PricingModelSchema = z.enum(PRICING_MODELS, 'Pick how this stream is priced');
export type PricingModel = z.infer<typeof PricingModelSchema>;

export const PRICING_MODEL_NAMES = {
  'one-off': 'One-off sale',
  subscription: 'Subscription',
  commission: 'Commission',
  usage: 'Usage',
} as const satisfies Record<PricingModel, string>;

export const MAX_VOLUME = 10_000_000;
export const GROWTH_MIN = -50;
export const GROWTH_MAX = 100;
export const MAX_STREAMS = 20;
export const MAX_FUNDING_LINES = 20;
export const MAX_LOANS = 20;
export const MAX_ASSETS = 50;
/** Loans and useful lives are counted in months: up to 50 years. */
export const MAX_TERM_MONTHS = 600;
/** Days customers take to pay and days taken to pay suppliers (a month counts 30 days). */
export const MAX_DAYS = 180;
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
function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return z.number(message).int(message).min(min, message).max(max, message);
}

const Name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Name the ${what}`)
    .max(NAME_MAX, `The ${what} name is limited to ${NAME_MAX} characters`);

export const VAT_TREATMENTS = ['standard', 'reduced', 'exempt'] as const;
export type VatTreatmentName = (typeof VAT_TREATMENTS)[number];

/**
 * How VAT applies to a revenue stream or a cost line: at the forecast's standard rate
 * (`salesTaxPercent`), at a reduced rate of its own, or not at all (exempt). Absent: standard.
 */
export const VatTreatmentSchema = z.discriminatedUnion('treatment', [
  z.object({ treatment: z.literal('standard') }).strict(),
  z
    .object({ treatment: z.literal('reduced'), ratePercent: percent('the reduced VAT rate', 0, 100) })
    .strict(),
  z.object({ treatment: z.literal('exempt') }).strict(),
]);
export type VatTreatment = z.infer<typeof VatTreatmentSchema>;

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
    /**
     * The most units (or, for subscriptions, customers) one month can hold: one van, one shop, one
     * team. Growth never passes it. Null: no limit.
     */
    capacity: wholeNumber('The capacity', 1, MAX_VOLUME).nullable(),
    /** VAT charged on the stream's sales; absent: the standard rate. */
    vat: z.optional(VatTreatmentSchema),
  })
  .strict();
export type ForecastStream = z.infer<typeof ForecastStreamSchema>;

/**
 * What a cost line pays for: `expense`, bought from a supplier (VAT as its treatment says, paid after
 * the supplier's payment days), or `payroll`, pay such as the founder's (no VAT, paid in the month).
 */

/**
 * A cost line: one row of the budget (`costsFromBudget`), pay included (kind `payroll`). Its
 * one-off cost falls in the start month, its monthly cost from then on.
 */
export const ForecastCostSchema = z
  .object({
    name: Name('cost'),
    category: z.string().trim().max(120, 'The category is limited to 120 characters'),
    oneOff: amount('the one-off cost'),
    monthly: amount('the monthly cost'),
    startMonth: MonthNumber,
    /** Absent: `expense`. */
    kind: z.optional(z.enum(COST_KINDS, 'Pick what this cost pays for')),
    /** VAT paid on the line; absent: the standard rate. Payroll lines never carry VAT. */
    vat: z.optional(VatTreatmentSchema),
  })
  .strict();
export type ForecastCost = z.infer<typeof ForecastCostSchema>;

/** Multiplies first-month volumes, monthly growth rates and prices of every stream, and the costs. */
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
    /** Multiplies every stream's price. */
    price: z
      .number('Enter the price multiplier as a number')
      .min(0, 'The price multiplier must be between 0 and 5')
      .max(5, 'The price multiplier must be between 0 and 5')
      .refine(twoDecimals, 'The price multiplier can have at most two decimals'),
    /** Multiplies every cost line and every hire's salary (not cost of sales, assets or loans). */
    costs: z
      .number('Enter the costs multiplier as a number')
      .min(0, 'The costs multiplier must be between 0 and 5')
      .max(5, 'The costs multiplier must be between 0 and 5')
      .refine(twoDecimals, 'The costs multiplier can have at most two decimals'),
  })
  .strict();
export type ScenarioMultipliers = z.infer<typeof ScenarioMultipliersSchema>;

export const DEFAULT_SCENARIOS = {
  conservative: { volume: 0.75, growth: 0.5, price: 1, costs: 1 },
  base: { volume: 1, growth: 1, price: 1, costs: 1 },
  ambitious: { volume: 1.25, growth: 1.5, price: 1, costs: 1 },
} as const satisfies Record<ScenarioName, ScenarioMultipliers>;

/** Money put in by the owner or investors: paid-in equity. */
export const ForecastEquitySchema = z
  .object({ name: Name('equity'), amount: amount('the equity amount'), month: MonthNumber })
  .strict();
export type ForecastEquity = z.infer<typeof ForecastEquitySchema>;

/** A grant or other funding that is not repaid. */
export const ForecastGrantSchema = z
  .object({ name: Name('grant'), amount: amount('the grant amount'), month: MonthNumber })
  .strict();
export type ForecastGrant = z.infer<typeof ForecastGrantSchema>;

/** A bank loan: received in `month`, interest only for `interestOnlyMonths`, then monthly annuities. */
export const ForecastLoanSchema = z
  .object({
    name: Name('loan'),
    principal: amount('the principal'),
    month: MonthNumber,
    annualInterestPercent: percent('the annual interest rate', 0, 100),
    termMonths: wholeNumber('The term', 1, MAX_TERM_MONTHS),
    interestOnlyMonths: wholeNumber('The interest-only period', 0, MAX_TERM_MONTHS - 1),
  })
  .strict()
  .refine((loan) => loan.interestOnlyMonths < loan.termMonths, {
    message: 'The interest-only period must be shorter than the term',
    path: ['interestOnlyMonths'],
  });
export type ForecastLoan = z.infer<typeof ForecastLoanSchema>;

/** Equipment or a vehicle: paid in cash in `month`, depreciated straight-line over its useful life. */
export const ForecastAssetSchema = z
  .object({
    name: Name('asset'),
    amount: amount('the asset amount'),
    month: MonthNumber,
    usefulLifeMonths: wholeNumber('The useful life', 1, MAX_TERM_MONTHS),
  })
  .strict();
export type ForecastAsset = z.infer<typeof ForecastAssetSchema>;

export const VAT_PERIODS = ['monthly', 'quarterly'] as const;
export type VatPeriod = (typeof VAT_PERIODS)[number];

export const ASK_INSTRUMENTS = ['loan', 'equity', 'grant'] as const;
export type AskInstrument = (typeof ASK_INSTRUMENTS)[number];

/** What the founder asks a lender, investor or funder for. */
export const ForecastAskSchema = z
  .object({
    amount: amount('the amount asked'),
    instrument: z.enum(ASK_INSTRUMENTS, 'Pick a loan, equity or a grant'),
    purpose: z.string().trim().max(500, 'The purpose is limited to 500 characters'),
  })
  .strict();
export type ForecastAsk = z.infer<typeof ForecastAskSchema>;

/** The forecast's assumptions, stored with the board as `forecastData`. */
export const ForecastDataSchema = z
  .object({
    startingCash: amount('the starting cash'),
    firstMonth: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Pick the first month of the forecast')
      .describe('YYYY-MM; the assumptions PATCH refuses a month before 1900-01 or after 2200-12'),
    streams: z
      .array(ForecastStreamSchema)
      .min(1, 'Add at least one revenue stream')
      .max(MAX_STREAMS, `A forecast has at most ${MAX_STREAMS} revenue streams`),
    costOfSalesPercent: percent('cost of sales', 0, 100),
    /** The budget's lines, read from `budgetingData.budget`; a patch's lines are written there. */
    costs: z.array(ForecastCostSchema).max(MAX_COSTS, `A forecast has at most ${MAX_COSTS} cost lines`),
    taxRatePercent: percent('the tax rate', 0, 100),
    equity: z
      .array(ForecastEquitySchema)
      .max(MAX_FUNDING_LINES, `A forecast has at most ${MAX_FUNDING_LINES} equity lines`),
    loans: z.array(ForecastLoanSchema).max(MAX_LOANS, `A forecast has at most ${MAX_LOANS} loans`),
    grants: z
      .array(ForecastGrantSchema)
      .max(MAX_FUNDING_LINES, `A forecast has at most ${MAX_FUNDING_LINES} grants`),
    assets: z.array(ForecastAssetSchema).max(MAX_ASSETS, `A forecast has at most ${MAX_ASSETS} assets`),
    receivableDays: wholeNumber('Days customers take to pay', 0, MAX_DAYS),
    payableDays: wholeNumber('Days taken to pay suppliers', 0, MAX_DAYS),
    salesTaxPercent: percent('the sales tax (VAT) rate', 0, 100),
    /** When VAT is settled with the tax office: the month after each month or each quarter. Absent: quarterly. */
    vatPeriod: z.optional(z.enum(VAT_PERIODS, 'Pick monthly or quarterly')),
    /**
     * The cash the business keeps at least, as the founder sets it; absent or null: three months of
     * the first year's average operating expenses (`minimumCash` in `funding.ts`).
     */
    minimumCash: z.optional(z.nullable(amount('the minimum cash'))),
    /** What the plan asks for; absent: the still-to-find amount is the ask to make. */
    ask: z.optional(ForecastAskSchema),
    payrollChargesPercent: percent('the payroll charges', 0, 200),
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
