import type { ForecastData } from '@planner/domain';
import { neutralFinancials } from '@planner/domain';

/** A subscription business: 10 new subscribers a month at 10.00, no churn, rent of 250 a month. */
export const SUBSCRIPTIONS: ForecastData = {
  startingCash: 1000,
  firstMonth: '2027-01',
  streams: [
    {
      name: 'Monthly box',
      pricingModel: 'subscription',
      price: 10,
      volume: 10,
      growthPercent: 0,
      churnPercent: 0,
      capacity: null,
    },
  ],
  costOfSalesPercent: 0,
  costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly: 250, startMonth: 1, kind: 'expense' }],
  taxRatePercent: 0,
  ...neutralFinancials(),
  scenarios: {
    conservative: { volume: 0.5, growth: 1, price: 1, costs: 1 },
    base: { volume: 1, growth: 1, price: 1, costs: 1 },
    ambitious: { volume: 2, growth: 1, price: 1, costs: 1 },
  },
};
