import type { Stage } from './stages.js';
import { STAGE_IDS, stageNumber } from './stages.js';

/** The progress bar has one segment per stage. */
export const PROGRESS_SEGMENTS = STAGE_IDS.length;

/** A progress value (a board row's stepIndex) clamped to 1..6; anything unreadable counts as 1. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(PROGRESS_SEGMENTS, Math.max(1, Math.round(value)));
}

/** A board's progress: the number of its current stage, 1..6. */
export function boardProgress(stage: Stage): number {
  return clampProgress(stageNumber(stage));
}

/** The 6 segments of the bar, filled up to the clamped value. */
export function progressSegments(value: number): boolean[] {
  const filled = clampProgress(value);
  return Array.from({ length: PROGRESS_SEGMENTS }, (_, i) => i < filled);
}
