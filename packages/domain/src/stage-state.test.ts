import { describe, expect, it } from 'vitest';

import { initialStageState, initialStageStates } from './stage-state.js';

describe('initialStageState', () => {
  it.each([
    ['IDEA', 'INITIAL_IDEA'],
    ['TARGET_AUDIENCE', 'REFINE_TARGET_GROUPS'],
    ['UVP', 'REFINE_UVP'],
    ['BUSINESS_MODEL', 'REFINE_KEY_PARTNERS'],
    ['BUDGETING', 'REFINE_BUDGET'],
    ['GO_TO_MARKET', 'REFINE_MARKETING_CHANNELS'],
  ] as const)('should start %s at %s, not loading, without an error', (stage, step) => {
    expect(initialStageState(stage)).toEqual({ currentStep: step, loading: false, error: null });
  });
});

describe('initialStageStates', () => {
  it('should hold every stage at its initial state', () => {
    const states = initialStageStates();
    expect(Object.keys(states)).toEqual([
      'IDEA',
      'TARGET_AUDIENCE',
      'UVP',
      'BUSINESS_MODEL',
      'BUDGETING',
      'GO_TO_MARKET',
    ]);
    expect(states.GO_TO_MARKET).toEqual({
      currentStep: 'REFINE_MARKETING_CHANNELS',
      loading: false,
      error: null,
    });
  });

  it('should hand out a fresh object each time so a reset cannot share state', () => {
    const a = initialStageStates();
    a.IDEA.loading = true;
    expect(initialStageStates().IDEA.loading).toBe(false);
  });
});
