import { fieldDraftedBy, fieldSpec } from './fields.js';
import type { PromptVersion } from './prompt-versions.js';
import { PROMPT_VERSION_NAMES, promptVersionInfo } from './prompt-versions.js';
import type { Stage } from './stages.js';
import { STAGE_IDS } from './stages.js';
import type { Step, StepOf } from './steps.js';
import { firstStep, isStepOf, stageOfStep, stepsOf } from './steps.js';

/** A place on a board: a stage and one of its steps. */
export interface BoardPosition<S extends Stage = Stage> {
  stage: S;
  step: StepOf<S>;
}

/** The step before `step` within its stage, or null on the stage's first step. */
export function previousStep<S extends Stage>(stage: S, step: StepOf<S>): StepOf<S> | null {
  const steps = stepsOf(stage);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** The step after `step` within its stage, or null on the stage's last step. */
export function nextStep<S extends Stage>(stage: S, step: StepOf<S>): StepOf<S> | null {
  const steps = stepsOf(stage);
  const index = steps.indexOf(step);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

/** A direct jump: any step of the stage is allowed; anything else (a stale URL, a typo) is null. */
export function jumpToStep<S extends Stage>(stage: S, step: string): StepOf<S> | null {
  return isStepOf(stage, step) ? step : null;
}

export function lastStep<S extends Stage>(stage: S): StepOf<S> {
  const steps = stepsOf(stage);
  return steps[steps.length - 1] as StepOf<S>;
}

/** Saving these fields moves the stage on (spec 4 "Movement"); every other save keeps the step. */
export const SAVE_EFFECTS = {
  IDEA: { refinedGuidingQuestions: 'GEO_MARKET', refinedProblemStatement: 'DISPLAY_ALL' },
  TARGET_AUDIENCE: {},
  UVP: {},
  BUSINESS_MODEL: {},
  BUDGETING: {},
  GO_TO_MARKET: {},
} as const satisfies { [S in Stage]: Partial<Record<string, StepOf<S>>> };

/** The step a stage jumps to after saving `field`, or null when the save does not move it. */
export function stepAfterSave<S extends Stage>(stage: S, field: string): StepOf<S> | null {
  const effects: Partial<Record<string, StepOf<S>>> = SAVE_EFFECTS[stage];
  return Object.hasOwn(effects, field) ? (effects[field] ?? null) : null;
}

/** The step a stage moves to once a completion of `version` is stored, or null when it stays. */
export function stepAfterCompletion(version: PromptVersion): Step | null {
  return promptVersionInfo(version).step ?? null;
}

/**
 * The step whose screen shows each version's draft (the web's step screens draft it there): the
 * step of the field it writes (the field catalogue's); 5.2.1 drafts the forecast, shown on the
 * forecast page, in no step.
 */
export const DRAFT_SHOWN_ON = Object.fromEntries(
  PROMPT_VERSION_NAMES.map((version) => [version, fieldSpec(fieldDraftedBy(version)).step]),
) as Record<PromptVersion, Step | null>;

/**
 * Where a draft lands: the step the spec moves a completion of `version` to, else the step that
 * shows its draft; null when the board stays where it is (the forecast). The server stores this
 * position in the completion's own write, so a completion is one write.
 */
export function draftLandingStep(version: PromptVersion): Step | null {
  return stepAfterCompletion(version) ?? DRAFT_SHOWN_ON[version];
}

/**
 * The step a stage shows when a board loads: the board's saved step only if the board's current
 * stage is this stage (and the step belongs to it); otherwise the stage's first step.
 */
export function initialStepOnLoad<S extends Stage>(
  stage: S,
  board: { currentStage: Stage; currentStep: Step } | null | undefined,
): StepOf<S> {
  if (board && board.currentStage === stage && isStepOf(stage, board.currentStep)) return board.currentStep;
  return firstStep(stage);
}

/** The stage after `stage` in the plan, or null after Go To Market. */
export function nextStage(stage: Stage): Stage | null {
  return STAGE_IDS[STAGE_IDS.indexOf(stage) + 1] ?? null;
}

/** The stage before `stage` in the plan, or null before Idea. */
export function previousStage(stage: Stage): Stage | null {
  const index = STAGE_IDS.indexOf(stage);
  return index > 0 ? (STAGE_IDS[index - 1] ?? null) : null;
}

/**
 * Forward across the whole plan: the next step of the stage, or from a stage's last step the next
 * stage's first step; null at the end of the plan. Whether forward is allowed is `canGoForward`.
 */
export function forwardPosition(position: BoardPosition): BoardPosition | null {
  const within = nextStep(position.stage, position.step);
  if (within) return { stage: position.stage, step: within };
  const stage = nextStage(position.stage);
  return stage ? { stage, step: firstStep(stage) } : null;
}

/**
 * Back across the whole plan: the previous step of the stage, or from a stage's first step the
 * previous stage's last step (the step the user left it from); null at the start of the plan.
 */
export function backPosition(position: BoardPosition): BoardPosition | null {
  const within = previousStep(position.stage, position.step);
  if (within) return { stage: position.stage, step: within };
  const stage = previousStage(position.stage);
  return stage ? { stage, step: lastStep(stage) } : null;
}

/** The position of a step on its own (steps are unique across stages). */
export function positionOf(step: Step): BoardPosition {
  return { stage: stageOfStep(step), step } as BoardPosition;
}
