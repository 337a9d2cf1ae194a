import type { BoardData, BoardPatch } from './board.js';
import { STAGES } from './stages.js';

// Apart from board.ts (types only) and the cost lines' rule, so the boards list applies patches without
// building the board schemas or loading the budget's reader.
const STAGE_DATA_KEYS: ReadonlySet<string> = new Set([...STAGES.map((stage) => stage.dataKey), 'planData']);

/**
 * Merges a patch into a board: scalar fields replace, stage objects and the plan data merge field by
 * field. Nothing else: `applyBoardPatch` also keeps the forecast's cost lines the budget's.
 */
export function mergeBoardPatch<
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
  return next;
}
