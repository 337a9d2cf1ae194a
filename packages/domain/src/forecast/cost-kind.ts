/** The category hires and pay are counted under. */
export const TEAM_CATEGORY = 'Team';

export const COST_KINDS = ['expense', 'payroll'] as const;
export type CostKind = (typeof COST_KINDS)[number];

const PAY = /\b(pay|salary|salaries|wages?|payroll|drawings?)\b/i;

/** A line in the team's category or named as pay (founder pay, salaries, wages) is payroll: no VAT. */
export function costKind(line: { name: string; category: string }): CostKind {
  return line.category.trim().toLowerCase() === TEAM_CATEGORY.toLowerCase() || PAY.test(line.name)
    ? 'payroll'
    : 'expense';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Forecast assumptions whose cost lines all have a kind: a line without one gets `costKind`'s, a
 * line with one keeps it. Runs on every read of a stored board (its version 3 step), on every import
 * and on every PATCH, so a line the founder adds as "Founder salary" is payroll without asking.
 */
export function withCostKinds(forecastData: unknown): unknown {
  if (!isRecord(forecastData) || !Array.isArray(forecastData.costs)) return forecastData;
  if (forecastData.costs.every((c) => !isRecord(c) || c.kind !== undefined)) return forecastData;
  return {
    ...forecastData,
    costs: forecastData.costs.map((c: unknown) =>
      isRecord(c) && c.kind === undefined && typeof c.name === 'string' && typeof c.category === 'string'
        ? { ...c, kind: costKind({ name: c.name, category: c.category }) }
        : c,
    ),
  };
}
