import type { BoardData } from './board.js';
import { isStageEnabled, isStepEnabled } from './sidebar.js';
import type { Stage } from './stages.js';
import { STAGE_IDS, stageNumber } from './stages.js';
import type { Step } from './steps.js';
import { stepsOf } from './steps.js';

/** The progress bar has one segment per stage. */
export const PROGRESS_SEGMENTS = STAGE_IDS.length;

/** A progress value (a board row's stepIndex) clamped to 1..6; anything unreadable counts as 1. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(PROGRESS_SEGMENTS, Math.max(1, Math.round(value)));
}

/** A board's progress: the number of the furthest stage it reached (`furthestReached`), 1..6. */
export function boardProgress(stage: Stage): number {
  return clampProgress(stageNumber(stage));
}

/** The 6 segments of the bar, filled up to the clamped value. */
export function progressSegments(value: number): boolean[] {
  const filled = clampProgress(value);
  return Array.from({ length: PROGRESS_SEGMENTS }, (_, i) => i < filled);
}

/** A place on the board: a stage and one of its steps. */
export interface BoardPlace {
  stage: Stage;
  step: Step;
}

/** Every step of the plan in order, with its stage. */
const PLAN: readonly BoardPlace[] = STAGE_IDS.flatMap((stage) =>
  stepsOf(stage).map((step) => ({ stage, step })),
);

const planIndex = (place: BoardPlace) => PLAN.findIndex((p) => p.step === place.step);

/**
 * The furthest stage and step a board has reached: the last step its content unlocks (spec 4
 * "Sidebar enablement"), or where the user stands when that is further. Looking back never lowers
 * it; removing the content that unlocked a step does.
 */
export function furthestReached(board: BoardData & { currentStage: Stage; currentStep: Step }): BoardPlace {
  const unlocked = PLAN.findLast((p) => isStageEnabled(p.stage, board) && isStepEnabled(p.step, board));
  const current = { stage: board.currentStage, step: board.currentStep };
  if (!unlocked) return current;
  return planIndex(current) > planIndex(unlocked) ? current : unlocked;
}
