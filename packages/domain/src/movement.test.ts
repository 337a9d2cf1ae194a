import { describe, expect, it } from 'vitest';

import {
  backPosition,
  draftLandingStep,
  forwardPosition,
  initialStepOnLoad,
  jumpToStep,
  lastStep,
  nextStage,
  nextStep,
  positionOf,
  previousStage,
  previousStep,
  SAVE_EFFECTS,
  stepAfterCompletion,
  stepAfterSave,
} from './movement.js';
import type { PromptVersion } from './prompt-versions.js';
import { PROMPT_VERSION_NAMES, promptVersionInfo } from './prompt-versions.js';
import type { Stage } from './stages.js';
import { STAGE_IDS } from './stages.js';
import type { Step } from './steps.js';
import { ALL_STEPS, stageOfStep, STEPS } from './steps.js';

// steps.test.ts and stages.test.ts hold these against the spec's own lists.
const SPEC_STEPS: Record<Stage, readonly Step[]> = STEPS;
const STAGE_ORDER: readonly Stage[] = STAGE_IDS;
const entries = (Object.entries(SPEC_STEPS) as [Stage, Step[]][]).flatMap(([stage, steps]) =>
  steps.map((step, index) => ({ stage, step, index, steps })),
);

describe('previousStep / nextStep', () => {
  it.each(entries)('should move back one step from $step within $stage', ({ stage, step, index, steps }) => {
    expect(previousStep(stage, step as never)).toBe(index === 0 ? null : steps[index - 1]);
  });

  it.each(entries)(
    'should move forward one step from $step within $stage',
    ({ stage, step, index, steps }) => {
      expect(nextStep(stage, step as never)).toBe(index === steps.length - 1 ? null : steps[index + 1]);
    },
  );

  it('should move go to market back only from the launch plan to marketing channels', () => {
    expect(previousStep('GO_TO_MARKET', 'REFINE_LAUNCH_PLAN')).toBe('REFINE_MARKETING_CHANNELS');
    expect(previousStep('GO_TO_MARKET', 'REFINE_MARKETING_CHANNELS')).toBeNull();
  });

  it('should move go to market forward only from marketing channels to the launch plan', () => {
    expect(nextStep('GO_TO_MARKET', 'REFINE_MARKETING_CHANNELS')).toBe('REFINE_LAUNCH_PLAN');
    expect(nextStep('GO_TO_MARKET', 'REFINE_LAUNCH_PLAN')).toBeNull();
  });

  it('should not move from a step of another stage', () => {
    expect(nextStep('UVP', 'INITIAL_IDEA' as never)).toBeNull();
    expect(previousStep('UVP', 'INITIAL_IDEA' as never)).toBeNull();
  });

  it('should leave budgeting nowhere to go within its single step', () => {
    expect(previousStep('BUDGETING', 'REFINE_BUDGET')).toBeNull();
    expect(nextStep('BUDGETING', 'REFINE_BUDGET')).toBeNull();
  });
});

describe('jumpToStep', () => {
  it.each(entries)('should jump directly to $step within $stage', ({ stage, step }) => {
    expect(jumpToStep(stage, step)).toBe(step);
  });

  it.each(STAGE_ORDER)('should refuse steps of other stages and unknown names in %s', (stage) => {
    for (const step of ALL_STEPS.filter((s) => !SPEC_STEPS[stage].includes(s))) {
      expect(jumpToStep(stage, step)).toBeNull();
    }
    expect(jumpToStep(stage, 'NOT_A_STEP')).toBeNull();
    expect(jumpToStep(stage, '')).toBeNull();
  });
});

describe('lastStep', () => {
  it.each(STAGE_ORDER)('should be the final step of %s', (stage) => {
    expect(lastStep(stage)).toBe(SPEC_STEPS[stage].at(-1));
  });
});

describe('stepAfterSave', () => {
  it('should jump to GEO_MARKET after saving the refined guiding questions', () => {
    expect(stepAfterSave('IDEA', 'refinedGuidingQuestions')).toBe('GEO_MARKET');
  });

  it('should jump to DISPLAY_ALL after saving the refined problem statement', () => {
    expect(stepAfterSave('IDEA', 'refinedProblemStatement')).toBe('DISPLAY_ALL');
  });

  it.each(['initialIdea', 'refinedBusinessIdea', 'geoMarket', 'businessIdea', 'toString', 'constructor'])(
    'should keep the idea step after saving %s',
    (field) => {
      expect(stepAfterSave('IDEA', field)).toBeNull();
    },
  );

  it.each(STAGE_ORDER.filter((s) => s !== 'IDEA'))('should never move %s on a save', (stage) => {
    expect(SAVE_EFFECTS[stage]).toEqual({});
    expect(stepAfterSave(stage, 'refinedGuidingQuestions')).toBeNull();
    expect(stepAfterSave(stage, 'refinedMarketingChannels')).toBeNull();
  });
});

describe('stepAfterCompletion', () => {
  const SPEC_STEP_AFTER: Record<PromptVersion, Step | null> = {
    '1.1.2': 'REFINE_BUSINESS_IDEA',
    '1.1.4': 'REFINE_GUIDING_QUESTIONS',
    '1.2.2': 'REFINE_PROBLEM_STATEMENT',
    '2.1.1': null,
    '2.2.1': 'SELECT_TARGET_GROUP',
    '2.3.1': null,
    '3.1.1': null,
    '3.2.1': null,
    '4.1.1': null,
    '4.2.1': null,
    '4.2.3': null,
    '4.3.1': null,
    budgeting: null,
    '5.2.1': null,
    '6.1.1': 'REFINE_MARKETING_CHANNELS',
    '6.2.1': 'REFINE_LAUNCH_PLAN',
  };

  it.each(PROMPT_VERSION_NAMES)('should move as the spec says after a %s completion', (version) => {
    expect(stepAfterCompletion(version)).toBe(SPEC_STEP_AFTER[version]);
  });
});

describe('initialStepOnLoad', () => {
  it.each(entries)('should resume at the saved $step when the board is in $stage', ({ stage, step }) => {
    expect(initialStepOnLoad(stage, { currentStage: stage, currentStep: step })).toBe(step);
  });

  it.each(entries)(
    'should start other stages at their first step when the board is at $step',
    ({ stage: boardStage, step }) => {
      for (const stage of STAGE_ORDER.filter((s) => s !== boardStage)) {
        expect(initialStepOnLoad(stage, { currentStage: boardStage, currentStep: step })).toBe(
          SPEC_STEPS[stage][0],
        );
      }
    },
  );

  it('should start go to market at marketing channels when the board is elsewhere', () => {
    expect(
      initialStepOnLoad('GO_TO_MARKET', { currentStage: 'BUDGETING', currentStep: 'REFINE_BUDGET' }),
    ).toBe('REFINE_MARKETING_CHANNELS');
  });

  it('should start at the first step when the saved step does not belong to the saved stage', () => {
    expect(initialStepOnLoad('UVP', { currentStage: 'UVP', currentStep: 'GEO_MARKET' })).toBe('REFINE_UVP');
  });

  it('should start at the first step before a board is loaded', () => {
    expect(initialStepOnLoad('IDEA', null)).toBe('INITIAL_IDEA');
    expect(initialStepOnLoad('BUSINESS_MODEL', undefined)).toBe('REFINE_KEY_PARTNERS');
  });
});

describe('nextStage / previousStage', () => {
  it.each(STAGE_ORDER.map((stage, i) => ({ stage, i })))(
    'should follow the plan order around $stage',
    ({ stage, i }) => {
      expect(nextStage(stage)).toBe(STAGE_ORDER[i + 1] ?? null);
      expect(previousStage(stage)).toBe(i === 0 ? null : STAGE_ORDER[i - 1]);
    },
  );
});

describe('forwardPosition / backPosition', () => {
  const plan = STAGE_ORDER.flatMap((stage) => SPEC_STEPS[stage].map((step) => ({ stage, step })));

  it.each(plan.map((position, i) => ({ ...position, i })))(
    'should go forward from $step to the next place in the plan',
    ({ stage, step, i }) => {
      expect(forwardPosition({ stage, step })).toEqual(plan[i + 1] ?? null);
    },
  );

  it.each(plan.map((position, i) => ({ ...position, i })))(
    'should go back from $step to the previous place in the plan',
    ({ stage, step, i }) => {
      expect(backPosition({ stage, step })).toEqual(i === 0 ? null : plan[i - 1]);
    },
  );

  it('should cross from a stage last step to the next stage first step', () => {
    expect(forwardPosition({ stage: 'IDEA', step: 'DISPLAY_ALL' })).toEqual({
      stage: 'TARGET_AUDIENCE',
      step: 'REFINE_TARGET_GROUPS',
    });
    expect(forwardPosition({ stage: 'BUDGETING', step: 'REFINE_BUDGET' })).toEqual({
      stage: 'GO_TO_MARKET',
      step: 'REFINE_MARKETING_CHANNELS',
    });
  });
});

describe('positionOf', () => {
  it.each(entries)('should find $stage for $step', ({ stage, step }) => {
    expect(positionOf(step)).toEqual({ stage, step });
  });
});

describe('draftLandingStep', () => {
  it.each(PROMPT_VERSION_NAMES)('should land a %s draft on a step of its stage that shows it', (version) => {
    const landing = draftLandingStep(version);
    const info = promptVersionInfo(version);
    if (version === '5.2.1') expect(landing).toBeNull();
    else expect(stageOfStep(landing!)).toBe(info.stage);
    if (info.step) expect(landing).toBe(info.step);
  });

  it('should land a target-groups draft on the step that shows it, where the spec names none', () => {
    expect(stepAfterCompletion('2.1.1')).toBeNull();
    expect(draftLandingStep('2.1.1')).toBe('REFINE_TARGET_GROUPS');
  });
});
