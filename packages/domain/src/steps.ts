import type { Stage } from './stages.js';

/** Steps of every stage, in order (spec section 4). */
export const STEPS = {
  IDEA: [
    'INITIAL_IDEA',
    'REFINE_BUSINESS_IDEA',
    'REFINE_GUIDING_QUESTIONS',
    'GEO_MARKET',
    'REFINE_PROBLEM_STATEMENT',
    'DISPLAY_ALL',
  ],
  TARGET_AUDIENCE: ['REFINE_TARGET_GROUPS', 'SELECT_TARGET_GROUP', 'REVIEW_TARGET_PERSONA'],
  UVP: ['REFINE_UVP', 'REFINE_ELEVATOR_PITCH'],
  BUSINESS_MODEL: [
    'REFINE_KEY_PARTNERS',
    'REFINE_REVENUE_STREAMS',
    'REVIEW_REVENUE_STREAM_MATRIX',
    'REFINE_SMART_GOALS',
  ],
  BUDGETING: ['REFINE_BUDGET'],
  GO_TO_MARKET: ['REFINE_MARKETING_CHANNELS', 'REFINE_LAUNCH_PLAN'],
} as const satisfies Record<Stage, readonly string[]>;

export type StepOf<S extends Stage> = (typeof STEPS)[S][number];
export type Step = StepOf<Stage>;

export const ALL_STEPS = Object.values(STEPS).flat() as [Step, ...Step[]];

export function stepsOf<S extends Stage>(stage: S): readonly StepOf<S>[] {
  return STEPS[stage];
}

export function firstStep<S extends Stage>(stage: S): StepOf<S> {
  return STEPS[stage][0];
}

export function isStepOf<S extends Stage>(stage: S, step: string): step is StepOf<S> {
  return (STEPS[stage] as readonly string[]).includes(step);
}

export function stageOfStep(step: Step): Stage {
  const entry = (Object.entries(STEPS) as [Stage, readonly string[]][]).find(([, steps]) =>
    steps.includes(step),
  );
  if (!entry) throw new Error(`Unknown step ${String(step)}`);
  return entry[0];
}
