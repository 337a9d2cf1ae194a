import {
  type BoardData,
  canGoForward,
  isStageEnabled,
  lastStep,
  previousStage,
  type Stage,
  stageInfo,
} from '@planner/domain';

/** A stage's data object as a plain record (fields are addressed by name in the step screens). */
export function stageData(board: BoardData, stage: Stage): Record<string, unknown> {
  return board[stageInfo(stage).dataKey] as Record<string, unknown>;
}

/** A text field's stored value ('' when absent). */
export function textOf(board: BoardData, stage: Stage, field: string): string {
  const value = stageData(board, stage)[field];
  return typeof value === 'string' ? value : '';
}

/**
 * Whether a stage screen may be shown: its sidebar menu is enabled, it is the board's current stage,
 * or forward is allowed from the previous stage's last step (how a stage is first entered, before it
 * has the content that enables its menu). Built only from the domain's rules.
 */
export function isStageReachable(stage: Stage, board: BoardData & { currentStage: Stage }): boolean {
  if (stage === board.currentStage || isStageEnabled(stage, board)) return true;
  const before = previousStage(stage);
  return before !== null && canGoForward(lastStep(before), board);
}
