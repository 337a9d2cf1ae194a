import { describe, expect, it } from 'vitest';

import { StepSchema } from './stage-schemas.js';
import type { Stage } from './stages.js';
import { ALL_STEPS, firstStep, isStepOf, stageOfStep, STEPS, stepsOf } from './steps.js';

const SPEC: Record<Stage, string[]> = {
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
};
const stages = Object.entries(SPEC) as [Stage, string[]][];

describe('steps', () => {
  it('should hold the spec steps of every stage in order', () => {
    expect(STEPS).toEqual(SPEC);
    expect(ALL_STEPS).toEqual(Object.values(SPEC).flat());
    expect(new Set(ALL_STEPS).size).toBe(18);
  });

  it.each(stages)('should start %s at its first spec step', (stage, steps) => {
    expect(firstStep(stage)).toBe(steps[0]);
    expect(stepsOf(stage)).toEqual(steps);
  });

  it.each(stages)('should know which steps belong to %s', (stage, steps) => {
    for (const step of ALL_STEPS) expect(isStepOf(stage, step)).toBe(steps.includes(step));
    expect(isStepOf(stage, 'UNKNOWN')).toBe(false);
  });

  it.each(stages.flatMap(([stage, steps]) => steps.map((step) => [step, stage])))(
    'should find the stage of %s: %s',
    (step, stage) => {
      expect(stageOfStep(step as never)).toBe(stage);
    },
  );

  it('should validate step names', () => {
    expect(StepSchema.parse('GEO_MARKET')).toBe('GEO_MARKET');
    expect(StepSchema.safeParse('geo_market').success).toBe(false);
    expect(() => stageOfStep('NOPE' as never)).toThrow('Unknown step NOPE');
  });
});
