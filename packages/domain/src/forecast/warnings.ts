import type { ForecastData } from './assumptions.js';
import { FORECAST_MONTHS, monthName } from './months.js';
import type { ForecastPeriod, StreamCapacity } from './project.js';

/** An operating (EBITDA) margin above this, in a year with revenue, is questioned. */
export const MARGIN_WARNING_PERCENT = 40;
/** A stream without capacity whose units grow more than this many times over the forecast is questioned. */
export const GROWTH_WARNING_TIMES = 10;

/** "Repairs reaches its capacity of 120 a month in month 14 (February 2028)." per capped stream. */
export function capacityLines(capacity: readonly StreamCapacity[], firstMonth: string): string[] {
  return capacity.flatMap((c) =>
    c.capacity !== null && c.reachedMonth !== null
      ? [
          `${c.stream} reaches its capacity of ${c.capacity.toLocaleString('en-GB')} a month in month ${c.reachedMonth} (${monthName(firstMonth, c.reachedMonth)}).`,
        ]
      : [],
  );
}

/**
 * Plain warnings about numbers a lender would not believe: a stream that grows many times over with
 * no capacity set (one van cannot serve a city), and a year whose operating margin is far above what
 * small businesses make.
 */
export function forecastWarnings(
  data: ForecastData,
  months: readonly ForecastPeriod[],
  years: readonly ForecastPeriod[],
): string[] {
  const warnings: string[] = [];
  const last = months[FORECAST_MONTHS - 1];
  data.streams.forEach((stream, i) => {
    if (stream.capacity !== null || !last) return;
    const start = Math.max(1, ...months.slice(0, 3).map((m) => m.unitsByStream[i] ?? 0));
    const end = last.unitsByStream[i] ?? 0;
    if (end > start * GROWTH_WARNING_TIMES) {
      warnings.push(
        `${stream.name} grows to ${end.toLocaleString('en-GB')} a month by month ${FORECAST_MONTHS} with no capacity set: set the most your people, premises and vehicles can serve in a month.`,
      );
    }
  });
  years.forEach((y, i) => {
    const { revenue, ebitda } = y.profitAndLoss;
    if (revenue <= 0) return;
    const margin = Math.round((ebitda * 100) / revenue);
    if (margin > MARGIN_WARNING_PERCENT) {
      warnings.push(
        `Year ${i + 1}: an operating margin of ${margin}% is rare for a small business (most make 5% to 20%): check the prices, volumes, capacity and costs.`,
      );
    }
  });
  return warnings;
}
