import type { Stage } from './stages.js';
import { STAGE_IDS } from './stages.js';
import type { StepOf } from './steps.js';
import { firstStep } from './steps.js';

/** What each stage tracks besides the board (spec 3): its step, a loading flag, an error message. */
export interface StageState<S extends Stage = Stage> {
  currentStep: StepOf<S>;
  loading: boolean;
  error: string | null;
}

/** A stage at its initial state: its first step, not loading, no error (the slices' reset). */
export function initialStageState<S extends Stage>(stage: S): StageState<S> {
  return { currentStep: firstStep(stage), loading: false, error: null };
}

export type StageStates = { [S in Stage]: StageState<S> };

/** Every stage at its initial state, a fresh object each call. */
export function initialStageStates(): StageStates {
  return Object.fromEntries(STAGE_IDS.map((s) => [s, initialStageState(s)])) as StageStates;
}
