import type { ForecastAsset, ForecastCost } from './assumptions.js';

/** The useful life a budget line turned into an asset starts with: five years. */
export const DEFAULT_USEFUL_LIFE_MONTHS = 60;

/**
 * A budget line's one-off amount as an asset bought in the line's start month (the "one
 * click"): the asset, and the line without it (null when nothing monthly is left of it).
 */
export function costToAsset(cost: ForecastCost): { asset: ForecastAsset; cost: ForecastCost | null } {
  return {
    asset: {
      name: cost.name,
      amount: cost.oneOff,
      month: cost.startMonth,
      usefulLifeMonths: DEFAULT_USEFUL_LIFE_MONTHS,
    },
    cost: cost.monthly > 0 ? { ...cost, oneOff: 0 } : null,
  };
}
