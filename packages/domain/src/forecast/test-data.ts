import type { ForecastData, ForecastStream } from './assumptions.js';
import { neutralFinancials } from './upgrade.js';

/** Assumptions for tests: one stream, no costs, base multipliers; override what a test needs. */
export function assumptions(overrides: Partial<ForecastData> = {}): ForecastData {
  return {
    startingCash: 0,
    firstMonth: '2027-01',
    streams: [stream()],
    costOfSalesPercent: 0,
    costs: [],
    taxRatePercent: 0,
    ...neutralFinancials(),
    scenarios: {
      conservative: { volume: 0.75, growth: 0.5, price: 1, costs: 1 },
      base: { volume: 1, growth: 1, price: 1, costs: 1 },
      ambitious: { volume: 1.25, growth: 1.5, price: 1, costs: 1 },
    },
    ...overrides,
  };
}

/** A one-off stream at 10.00 selling 100 a month, with the fields a test sets. */
export function stream(overrides: Partial<ForecastStream> = {}): ForecastStream {
  return {
    name: 'Sales',
    pricingModel: 'one-off',
    price: 10,
    volume: 100,
    growthPercent: 0,
    churnPercent: 0,
    capacity: null,
    ...overrides,
  };
}

/** Assumptions whose only cost is a monthly line of `monthly` from month 1 and no revenue. */
export function costsOnly(startingCash: number, monthly: number): ForecastData {
  return assumptions({
    startingCash,
    streams: [stream({ name: 'S', price: 0, volume: 0 })],
    costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly, startMonth: 1 }],
  });
}

/**
 * 500 of starting cash; 1,000 of revenue a month; month 1 also pays a 1,500 fit-out, every month
 * 500 of rent: operating profit -1,000, then +500 a month.
 */
export function lossThenProfit(taxRatePercent: number): ForecastData {
  return assumptions({
    startingCash: 500,
    streams: [stream({ price: 100, volume: 10 })],
    costs: [{ name: 'Fit-out', category: 'Premises', oneOff: 1500, monthly: 500, startMonth: 1 }],
    taxRatePercent,
  });
}

/** The repair café's budget as the Budgeting stage drafted it: founder pay at 1,800 a month, rent 650. */
export const REPAIR_CAFE_BUDGET = {
  Category: [
    'Setup',
    'Setup',
    'Product',
    'Product',
    'Operations',
    'Operations',
    'Operations',
    'Operations',
    'Marketing',
    'Marketing',
    'Team',
    'Reserve',
  ],
  Item: [
    'Company registration and accountant setup',
    'Accountant',
    'Soldering station, oscilloscope, multimeters and test equipment',
    'Initial spare-parts stock',
    'Workshop fit-out (counter, shelving, ESD benches)',
    'Workshop rent at Dampoort',
    'Energy, water and internet',
    'Insurance (liability and contents)',
    'Signage, flyers and website',
    'Market stand and local advertising',
    'Founder pay',
    'Contingency',
  ],
  'One-off (EUR)': [600, 0, 2500, 800, 1500, 0, 0, 0, 700, 0, 0, 1000],
  'Monthly (EUR)': [0, 120, 0, 0, 0, 650, 140, 60, 0, 100, 1800, 0],
  'First 12 months (EUR)': [600, 1440, 2500, 800, 1500, 7800, 1680, 720, 700, 1200, 21600, 1000],
  Notes: [
    'One-off fee of the accountant and the enterprise counter',
    'Fixed monthly fee, VAT returns included',
    'Bought, depreciated over 5 years',
    'Fuses, switches, cables, capacitors',
    'Second-hand furniture where possible',
    '35 m2 ground floor, 3-6-9 lease',
    '',
    '',
    '',
    'Dampoort Saturday market, Facebook groups',
    'Net drawing incl. self-employed social contributions',
    'For costs nobody planned for',
  ],
};

/**
 * The repair café in Ghent as a founder wrote it (5,000 of savings, an 8,000 loan over 36 months, a
 * 2,500 equipment purchase, rent, founder pay as budget lines, a part-time assistant from month 7,
 * 21 % VAT), before cost lines had a kind: read it through `upgradeForecastData` as an import does.
 */
export const REPAIR_CAFE_FORECAST = {
  startingCash: 0,
  firstMonth: '2027-01',
  streams: [
    {
      name: 'Repair fee per item',
      pricingModel: 'one-off',
      price: 20,
      volume: 80,
      growthPercent: 7,
      churnPercent: 0,
      capacity: 300,
    },
    {
      name: 'Annual membership',
      pricingModel: 'subscription',
      price: 5,
      volume: 15,
      growthPercent: 5,
      churnPercent: 2,
      capacity: 200,
    },
    {
      name: 'Batch testing for second-hand shops',
      pricingModel: 'one-off',
      price: 12,
      volume: 10,
      growthPercent: 3,
      churnPercent: 0,
      capacity: 40,
    },
  ],
  costOfSalesPercent: 15,
  costs: [
    {
      name: 'Company registration and accountant setup',
      category: 'Setup',
      oneOff: 600,
      monthly: 0,
      startMonth: 1,
    },
    {
      name: 'Accountant',
      category: 'Setup',
      oneOff: 0,
      monthly: 120,
      startMonth: 1,
    },
    {
      name: 'Initial spare-parts stock',
      category: 'Product',
      oneOff: 800,
      monthly: 0,
      startMonth: 1,
    },
    {
      name: 'Workshop fit-out (counter, shelving, ESD benches)',
      category: 'Operations',
      oneOff: 1500,
      monthly: 0,
      startMonth: 1,
    },
    {
      name: 'Workshop rent at Dampoort',
      category: 'Operations',
      oneOff: 0,
      monthly: 650,
      startMonth: 1,
    },
    {
      name: 'Energy, water and internet',
      category: 'Operations',
      oneOff: 0,
      monthly: 140,
      startMonth: 1,
    },
    {
      name: 'Insurance (liability and contents)',
      category: 'Operations',
      oneOff: 0,
      monthly: 60,
      startMonth: 1,
    },
    {
      name: 'Signage, flyers and website',
      category: 'Marketing',
      oneOff: 700,
      monthly: 0,
      startMonth: 1,
    },
    {
      name: 'Market stand and local advertising',
      category: 'Marketing',
      oneOff: 0,
      monthly: 100,
      startMonth: 1,
    },
    {
      name: 'Founder pay',
      category: 'Team',
      oneOff: 0,
      monthly: 1000,
      startMonth: 1,
    },
    {
      name: 'Contingency',
      category: 'Reserve',
      oneOff: 1000,
      monthly: 0,
      startMonth: 1,
    },
    {
      name: 'Founder pay increase from year 2',
      category: 'Team',
      oneOff: 0,
      monthly: 800,
      startMonth: 13,
    },
  ],
  hires: [
    {
      role: 'Part-time repair assistant (20 h a week)',
      monthlyCost: 1250,
      startMonth: 7,
    },
  ],
  taxRatePercent: 20,
  equity: [
    {
      name: "Founder's savings",
      amount: 5000,
      month: 1,
    },
  ],
  loans: [
    {
      name: 'Bank loan (KBC)',
      principal: 8000,
      month: 1,
      annualInterestPercent: 6,
      termMonths: 36,
      interestOnlyMonths: 0,
    },
  ],
  grants: [],
  assets: [
    {
      name: 'Soldering station, oscilloscope, multimeters and test equipment',
      amount: 2500,
      month: 1,
      usefulLifeMonths: 60,
    },
  ],
  receivableDays: 0,
  payableDays: 30,
  salesTaxPercent: 21,
  payrollChargesPercent: 27,
  scenarios: {
    conservative: {
      volume: 0.75,
      growth: 0.5,
      price: 1,
      costs: 1,
    },
    base: {
      volume: 1,
      growth: 1,
      price: 1,
      costs: 1,
    },
    ambitious: {
      volume: 1.25,
      growth: 1.5,
      price: 1,
      costs: 1,
    },
  },
};
