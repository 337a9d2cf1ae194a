/**
 * Time to compute all three 36-month scenarios (`computeForecast`, what GET /api/boards/:id/forecast,
 * the forecast screen and the exports call) for a board with 10 revenue streams and 40 budget lines.
 * Target: under 5 ms. The baseline, in the same run, is the same 3 x 36 months of the same streams
 * and lines added up in plain floats with no cents, periods or milestones: the ratio is the price of
 * exact money and the full output.
 *
 *   node --import tsx apps/server/bench/forecast-compute.ts      (domain built: npm run build)
 *   Options (env): BENCH_RUNS (2000).
 */
import { performance } from 'node:perf_hooks';

import type { Budget, ForecastData } from '@planner/domain';
import { computeForecast, costsFromBudget, DEFAULT_SCENARIOS, PRICING_MODELS } from '@planner/domain';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARMUP = 200;
const TARGET_MS = 5;

const budget: Budget = {
  Category: Array.from(
    { length: 40 },
    (_, i) => ['Premises', 'Marketing', 'Product', 'People', 'Legal'][i % 5]!,
  ),
  Item: Array.from({ length: 40 }, (_, i) => `Line ${i + 1}`),
  'One-off (EUR)': Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 1250.5 + i : 0)),
  'Monthly (EUR)': Array.from({ length: 40 }, (_, i) => 99.99 + i * 10),
};

const costs = costsFromBudget(budget).map((c, i) => ({ ...c, startMonth: 1 + (i % 12) }));
const data: ForecastData = {
  startingCash: 50_000,
  firstMonth: '2027-01',
  streams: Array.from({ length: 10 }, (_, i) => ({
    name: `Stream ${i + 1}`,
    pricingModel: PRICING_MODELS[i % PRICING_MODELS.length]!,
    price: 9.99 + i * 7.5,
    volume: 20 + i * 3,
    growthPercent: 3 + i,
    churnPercent: 4,
  })),
  costOfSalesPercent: 22.5,
  costs,
  hires: [
    { role: 'Developer', monthlyCost: 4200, startMonth: 4 },
    { role: 'Sales', monthlyCost: 3600, startMonth: 9 },
  ],
  taxRatePercent: 25,
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
      for (const h of data.hires) if (month >= h.startMonth) opex += h.monthlyCost;
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

const exact = time(() => computeForecast(data, budget));
const floats = time(baseline);
const median = at(exact, 0.5);
console.log(
  `forecast: 3 scenarios x 36 months, ${data.streams.length} streams, ${data.costs.length} budget lines, ${RUNS} runs`,
);
console.log(`  computeForecast  median ${median.toFixed(3)} ms   p95 ${at(exact, 0.95).toFixed(3)} ms`);
console.log(
  `  float baseline   median ${at(floats, 0.5).toFixed(3)} ms   p95 ${at(floats, 0.95).toFixed(3)} ms`,
);
console.log(`  ratio (median)   ${(median / at(floats, 0.5)).toFixed(1)}x the float baseline`);
console.log(`  target: under ${TARGET_MS} ms -> ${median < TARGET_MS ? 'met' : 'MISSED'}`);
if (median >= TARGET_MS) process.exitCode = 1;
