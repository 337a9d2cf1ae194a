/**
 * Time to compute all three 36-month scenarios with their statements, funding need, master check and ratios
 * (`computeForecast`, what GET /api/boards/:id/forecast, the forecast screen and the exports call) for
 * a board with 20 revenue streams, 100 budget lines (the forecast's cost lines: 80 bought, VAT
 * standard, reduced and exempt, some payroll, and 20 hires as payroll lines), 10 loans and 20 assets.
 * The cost lines are read from the budget table as every board read does (`costsFromBudget`).
 * Target: under 5 ms. The baseline, in the same run, is the same 3 x 36 months of the same streams
 * and lines added up in plain floats with no cents, periods or milestones: the ratio is the price of
 * exact money and the full output.
 *
 *   node --import tsx apps/server/bench/forecast-compute.ts      (domain built: npm run build)
 *   Options (env): BENCH_RUNS (2000).
 */
import { performance } from 'node:perf_hooks';

import type { Budget, ForecastCost, ForecastData } from '@planner/domain';
import {
  budgetWithCostLines,
  computeForecast,
  costsFromBudget,
  DEFAULT_SCENARIOS,
  ForecastDataSchema,
  PRICING_MODELS,
} from '@planner/domain';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARMUP = 200;
const TARGET_MS = 5;
const CATEGORIES = ['Premises', 'Marketing', 'Product', 'People', 'Legal'];

// Mixed VAT: every fifth line exempt, every seventh at a reduced 6 %, every eleventh payroll.
const bought: ForecastCost[] = Array.from({ length: 80 }, (_, i) => ({
  name: `Line ${i + 1}`,
  category: CATEGORIES[i % 5]!,
  oneOff: i % 3 === 0 ? 1250.5 + i : 0,
  monthly: 99.99 + i * 10,
  startMonth: 1 + (i % 12),
  kind: i % 11 === 0 ? ('payroll' as const) : ('expense' as const),
  vat:
    i % 5 === 0
      ? { treatment: 'exempt' as const }
      : i % 7 === 0
        ? { treatment: 'reduced' as const, ratePercent: 6 }
        : { treatment: 'standard' as const },
}));
const hires: ForecastCost[] = Array.from({ length: 20 }, (_, i) => ({
  name: `Hire ${i + 1}`,
  category: 'Team',
  oneOff: 0,
  monthly: 2_400 + i * 150.25,
  startMonth: 1 + i,
  kind: 'payroll' as const,
}));
const budget: Budget = budgetWithCostLines(null, [...bought, ...hires]);
const costs = costsFromBudget(budget);
const data: ForecastData = {
  startingCash: 50_000,
  firstMonth: '2027-01',
  streams: Array.from({ length: 20 }, (_, i) => ({
    name: `Stream ${i + 1}`,
    pricingModel: PRICING_MODELS[i % PRICING_MODELS.length]!,
    price: 9.99 + i * 7.5,
    volume: 20 + i * 3,
    growthPercent: 3 + (i % 10),
    churnPercent: 4,
    capacity: i % 2 === 0 ? 2_000 + i * 100 : null,
    vat: i % 4 === 0 ? { treatment: 'reduced' as const, ratePercent: 9 } : { treatment: 'standard' as const },
  })),
  costOfSalesPercent: 22.5,
  costs,
  taxRatePercent: 25,
  equity: [{ name: 'Founders', amount: 35_000, month: 1 }],
  loans: Array.from({ length: 10 }, (_, i) => ({
    name: `Loan ${i + 1}`,
    principal: 10_000 + i * 2_500,
    month: 1 + i * 3,
    annualInterestPercent: 3.5 + i * 0.5,
    termMonths: 36 + i * 12,
    interestOnlyMonths: i % 3,
  })),
  grants: [{ name: 'Start-up grant', amount: 5_000, month: 2 }],
  assets: Array.from({ length: 20 }, (_, i) => ({
    name: `Asset ${i + 1}`,
    amount: 1_500 + i * 900.5,
    month: 1 + i,
    usefulLifeMonths: 24 + (i % 5) * 12,
  })),
  receivableDays: 45,
  payableDays: 30,
  salesTaxPercent: 20,
  payrollChargesPercent: 42,
  scenarios: DEFAULT_SCENARIOS,
};

/** The same arithmetic in floats: units, revenue, costs and cash only. */
function baseline(): number {
  let check = 0;
  for (const m of Object.values(data.scenarios)) {
    let cash = data.startingCash;
    const active = data.streams.map(() => 0);
    for (let month = 1; month <= 36; month += 1) {
      let revenue = 0;
      data.streams.forEach((s, i) => {
        const fresh = s.volume * m.volume * (1 + (s.growthPercent * m.growth) / 100) ** (month - 1);
        active[i] =
          s.pricingModel === 'subscription' ? active[i]! * (1 - s.churnPercent / 100) + fresh : fresh;
        revenue += s.price * active[i]!;
      });
      let opex = 0;
      for (const c of data.costs)
        if (month >= c.startMonth) opex += c.monthly + (month === c.startMonth ? c.oneOff : 0);
      cash += revenue * (1 - data.costOfSalesPercent / 100) - opex;
    }
    check += cash;
  }
  return check;
}

function time(run: () => unknown): number[] {
  for (let i = 0; i < WARMUP; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

// The board must be one a founder could save: the schema's own limits.
ForecastDataSchema.parse(data);
// The master check runs inside computeForecast, on every scenario: it must hold here too.
for (const scenario of Object.values(computeForecast(data, budget).scenarios)) {
  if (!scenario.checks.every((c) => c.ok)) throw new Error('The model does not balance');
}
const exact = time(() => computeForecast(data, budget));
const floats = time(baseline);
const median = at(exact, 0.5);
console.log(
  `forecast: 3 scenarios x 36 months, ${data.streams.length} streams, ${data.costs.length} budget lines (${hires.length} of them hires), ${data.loans.length} loans, ${data.assets.length} assets, ${RUNS} runs`,
);
console.log(`  computeForecast  median ${median.toFixed(3)} ms   p95 ${at(exact, 0.95).toFixed(3)} ms`);
console.log(
  `  float baseline   median ${at(floats, 0.5).toFixed(3)} ms   p95 ${at(floats, 0.95).toFixed(3)} ms`,
);
console.log(`  ratio (median)   ${(median / at(floats, 0.5)).toFixed(1)}x the float baseline`);
console.log(`  target: under ${TARGET_MS} ms -> ${median < TARGET_MS ? 'met' : 'MISSED'}`);
if (median >= TARGET_MS) process.exitCode = 1;
