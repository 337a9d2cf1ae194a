import type { Budget, CompletionFormat, ForecastCompletion, TableData } from '@planner/domain';
import {
  BudgetCompletionSchema,
  budgetFromCompletion,
  budgetToRows,
  ForecastCompletionSchema,
  MarketSegmentationMatrixSchema,
  PlanTableSchema,
  recomputeBudget,
  RevenueStreamMatrixSchema,
  withoutInvisibleControls,
} from '@planner/domain';

export type TableFormat = Exclude<CompletionFormat, 'text'>;

export interface ParsedTable {
  /** The validated table as JSON text: what the client receives as `completion`. */
  json: string;
  /** What the board stores: the table, or the budget as column -> values (the forecast draft is merged on store). */
  stored: TableData | Budget | ForecastCompletion;
}

const SCHEMAS = {
  'segmentation-matrix': MarketSegmentationMatrixSchema,
  'revenue-matrix': RevenueStreamMatrixSchema,
  budget: BudgetCompletionSchema,
  forecast: ForecastCompletionSchema,
  table: PlanTableSchema,
} as const satisfies Record<TableFormat, unknown>;

/**
 * Candidate JSON texts in order of trust: the whole answer, the inside of a ``` fence, and the
 * outermost {...} (models like to add prose around the object).
 */
export function jsonCandidates(answer: string): string[] {
  const trimmed = answer.trim();
  const list = [trimmed];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fence?.[1]) list.push(fence[1].trim());
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  if (start >= 0 && end > start) list.push(trimmed.slice(start, end + 1));
  return [...new Set(list)];
}

/** Validates (after repairing fences and prose) a table answer; null when it cannot be read. */
export function parseTableOutput(format: TableFormat, answer: string): ParsedTable | null {
  for (const candidate of jsonCandidates(answer)) {
    let value: unknown;
    try {
      // Escaped control characters (`\u0001`) are text too: removed as from any other text.
      value = withoutInvisibleControls(JSON.parse(candidate));
    } catch {
      continue;
    }
    if (format === 'budget') {
      const parsed = SCHEMAS.budget.safeParse(value);
      if (!parsed.success) continue;
      // The model's own "First 12 months" is often wrong: derived columns follow the domain's rule.
      const budget = recomputeBudget(budgetFromCompletion(parsed.data));
      return { json: JSON.stringify(budgetToRows(budget)), stored: budget };
    } else {
      const parsed = SCHEMAS[format].safeParse(value);
      if (parsed.success) return { json: JSON.stringify(parsed.data), stored: parsed.data };
    }
  }
  return null;
}
