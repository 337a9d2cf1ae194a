import type { BoardData, BoardPatch } from './board.js';
import { mergeBoardPatch } from './board-patch-merge.js';
import { budgetWithCostLines, forecastCurrency } from './forecast/budget-lines.js';
import { withBudgetCosts } from './forecast/one-cost-list.js';

/**
 * Applies a patch (`mergeBoardPatch`), and keeps the cost lines the budget's: a patch of the
 * forecast writes its cost lines into the budget (unless the patch also sends the budget, which then
 * wins), and the forecast's lines are read back from it.
 */
export function applyBoardPatch<
  T extends BoardData & { title: string; currentStage: unknown; currentStep: unknown },
>(board: T, patch: BoardPatch): T {
  const next = mergeBoardPatch(board, patch);
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
