import type { ForecastData, ScenarioMultipliers } from './assumptions.js';
import type { Cents } from './money.js';
import { MAX_MONTHLY_CENTS, percentOfCents, sumCents, toCents } from './money.js';
import { FORECAST_MONTHS, monthKey } from './months.js';

/** The category hires are counted under. */
export const HIRES_CATEGORY = 'Team';

/** One month (or quarter, or year) of the projection; every amount in cents. */
export interface ForecastPeriod {
  /** "2027-04" for a month, "2027-04 to 2027-06" for a quarter, "Year 1" for a year. */
  label: string;
  /** Revenue per stream, in the order of the assumptions' streams. */
  revenueByStream: Cents[];
  revenue: Cents;
  costOfSales: Cents;
  grossMargin: Cents;
  /** Operating costs per budget category, in the order of `ForecastProjection.categories`. */
  costsByCategory: Cents[];
  operatingCosts: Cents;
  operatingProfit: Cents;
  tax: Cents;
  netProfit: Cents;
  /** Cash at the end of the period. */
  cash: Cents;
}

export interface ForecastProjection {
  streams: string[];
  categories: string[];
  months: ForecastPeriod[];
}

/** Assumptions that would grow past the largest amount the forecast keeps exact. */
export class ForecastOverflowError extends Error {
  constructor(readonly month: number) {
    super(
      `These assumptions grow past 100 billion a month by month ${month}: lower the volume or the growth.`,
    );
  }
}

/** Units sold (or subscribers) per month: new volume grows each month, subscribers churn. */
function streamUnits(stream: ForecastData['streams'][number], multipliers: ScenarioMultipliers): number[] {
  const growth = 1 + (stream.growthPercent * multipliers.growth) / 100;
  const keep = 1 - stream.churnPercent / 100;
  const units: number[] = [];
  let fresh = stream.volume * multipliers.volume;
  let active = 0;
  for (let m = 1; m <= FORECAST_MONTHS; m += 1) {
    if (m > 1) fresh *= Math.max(0, growth);
    active = stream.pricingModel === 'subscription' ? active * keep + fresh : fresh;
    units.push(active);
  }
  return units;
}

/** The categories of the cost lines in first-seen order, then the hires' category. */
function categoriesOf(data: ForecastData): string[] {
  const categories = data.costs.map((c) => c.category.trim() || 'Other');
  if (data.hires.length > 0) categories.push(HIRES_CATEGORY);
  return [...new Set(categories)];
}

/**
 * The 36 months of one scenario. Revenue is rounded to the cent per stream and month; every other
 * figure is a sum or an exactly rounded percentage of whole cents. Tax is charged on profit after
 * the losses of earlier months (losses carried forward).
 */
export function projectMonths(data: ForecastData, multipliers: ScenarioMultipliers): ForecastProjection {
  const categories = categoriesOf(data);
  const categoryIndex = new Map(categories.map((c, i) => [c, i]));
  const units = data.streams.map((s) => streamUnits(s, multipliers));
  const prices = data.streams.map((s) => toCents(s.price));
  const costs = data.costs.map((c) => ({
    category: categoryIndex.get(c.category.trim() || 'Other') ?? 0,
    oneOff: toCents(c.oneOff),
    monthly: toCents(c.monthly),
    start: c.startMonth,
  }));
  const hires = data.hires.map((h) => ({ monthly: toCents(h.monthlyCost), start: h.startMonth }));
  const hiresCategory = categoryIndex.get(HIRES_CATEGORY) ?? 0;

  const months: ForecastPeriod[] = [];
  let cash = toCents(data.startingCash);
  let lossesCarried = 0;
  for (let m = 1; m <= FORECAST_MONTHS; m += 1) {
    const revenueByStream = units.map((u, i) => Math.round((prices[i] ?? 0) * (u[m - 1] ?? 0)));
    const revenue = sumCents(revenueByStream);
    if (revenue > MAX_MONTHLY_CENTS) throw new ForecastOverflowError(m);
    const costOfSales = percentOfCents(revenue, data.costOfSalesPercent);
    const costsByCategory = categories.map(() => 0);
    for (const cost of costs) {
      if (m < cost.start) continue;
      costsByCategory[cost.category]! += cost.monthly + (m === cost.start ? cost.oneOff : 0);
    }
    for (const hire of hires) if (m >= hire.start) costsByCategory[hiresCategory]! += hire.monthly;
    const operatingCosts = sumCents(costsByCategory);
    const grossMargin = revenue - costOfSales;
    const operatingProfit = grossMargin - operatingCosts;
    const offset = operatingProfit > 0 ? Math.min(lossesCarried, operatingProfit) : 0;
    lossesCarried += operatingProfit < 0 ? -operatingProfit : -offset;
    const tax = operatingProfit > 0 ? percentOfCents(operatingProfit - offset, data.taxRatePercent) : 0;
    const netProfit = operatingProfit - tax;
    cash += netProfit;
    months.push({
      label: monthKey(data.firstMonth, m),
      revenueByStream,
      revenue,
      costOfSales,
      grossMargin,
      costsByCategory,
      operatingCosts,
      operatingProfit,
      tax,
      netProfit,
      cash,
    });
  }
  return { streams: data.streams.map((s) => s.name), categories, months };
}
