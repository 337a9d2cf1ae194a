import type { BoardData, BoardPatch } from './board.js';
import { budgetWithCostLines, forecastCurrency } from './forecast/budget-lines.js';
import { withBudgetCosts } from './forecast/one-cost-list.js';
import { STAGES } from './stages.js';

// Apart from board.ts (types only) so the boards list applies patches without building the board schemas.
const STAGE_DATA_KEYS: ReadonlySet<string> = new Set([...STAGES.map((stage) => stage.dataKey), 'planData']);

/**
 * Applies a patch: scalar fields replace, stage objects and the plan data merge field by field. The
 * cost lines are the budget's: a patch of the forecast writes its cost lines into the budget (unless
 * the patch also sends the budget, which then wins), and the forecast's lines are read back from it.
 */
export function applyBoardPatch<
  T extends BoardData & { title: string; currentStage: unknown; currentStep: unknown },
>(board: T, patch: BoardPatch): T {
  const next = { ...board };
  for (const key of Object.keys(patch) as (keyof BoardPatch)[]) {
    const value = patch[key];
    if (value === undefined) continue;
    if (STAGE_DATA_KEYS.has(key)) {
      const dataKey = key as keyof BoardData;
      // Fields left undefined keep their stored value; tables inside are replaced whole.
      const changes = Object.entries(value as object).filter(([, v]) => v !== undefined);
      (next as BoardData)[dataKey] = { ...board[dataKey], ...Object.fromEntries(changes) } as never;
    } else {
      (next as Record<string, unknown>)[key] = value;
    }
  }
  const costs = patch.forecastData?.costs;
  if (
    costs &&
    patch.budgetingData?.budget === undefined &&
    (costs.length > 0 || board.budgetingData.budget)
  ) {
    const budget = board.budgetingData.budget;
    next.budgetingData = {
      ...next.budgetingData,
      budget: budgetWithCostLines(budget, costs, forecastCurrency(budget)),
    };
  }
  return withBudgetCosts(next);
}
