import { fromCents, type ScenarioForecast } from '@planner/domain';

/** One point per month in currency units (charts only: the tables show exact cents). */
export interface ChartPoint {
  month: string;
  revenue: number;
  costs: number;
  cash: number;
  [stream: `stream${number}`]: number;
}

export function chartPoints(scenario: ScenarioForecast): ChartPoint[] {
  return scenario.months.map((m) => {
    const point: ChartPoint = {
      month: m.label,
      revenue: fromCents(m.revenue),
      costs: fromCents(m.costOfSales + m.operatingCosts),
      cash: fromCents(m.cash),
    };
    m.revenueByStream.forEach((v, i) => {
      point[`stream${i}`] = fromCents(v);
    });
    return point;
  });
}

export const STREAM_COLORS = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#9333ea',
  '#dc2626',
  '#0891b2',
  '#4d7c0f',
  '#be185d',
];
