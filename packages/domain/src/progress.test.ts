import { describe, expect, it } from 'vitest';

import { emptyBoardData } from './board.js';
import {
  boardProgress,
  clampProgress,
  furthestReached,
  PROGRESS_SEGMENTS,
  progressSegments,
} from './progress.js';
import type { Stage } from './stages.js';
import type { Step } from './steps.js';

describe('clampProgress', () => {
  it('should draw 6 segments', () => {
    expect(PROGRESS_SEGMENTS).toBe(6);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [3, 3],
    [6, 6],
    [7, 6],
    [100, 6],
    [2.4, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('should clamp %s to %s', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('boardProgress', () => {
  it.each([
    ['IDEA', 1],
    ['TARGET_AUDIENCE', 2],
    ['UVP', 3],
    ['BUSINESS_MODEL', 4],
    ['BUDGETING', 5],
    ['GO_TO_MARKET', 6],
  ] as const)('should put a board in %s at %s', (stage, expected) => {
    expect(boardProgress(stage)).toBe(expected);
  });
});

describe('progressSegments', () => {
  it('should fill the segments up to the clamped value', () => {
    expect(progressSegments(0)).toEqual([true, false, false, false, false, false]);
    expect(progressSegments(4)).toEqual([true, true, true, true, false, false]);
    expect(progressSegments(7)).toEqual([true, true, true, true, true, true]);
  });
});

describe('furthestReached', () => {
  const at = (stage: Stage, step: Step) => ({ currentStage: stage, currentStep: step });

  it('should start a new board at the initial idea', () => {
    expect(furthestReached({ ...emptyBoardData(), ...at('IDEA', 'INITIAL_IDEA') })).toEqual({
      stage: 'IDEA',
      step: 'INITIAL_IDEA',
    });
  });

  it('should keep the launch plan as the furthest step when the user looks back at the initial idea', () => {
    const data = emptyBoardData();
    data.ideaData.initialIdea = 'Coffee for offices in Lyon';
    data.targetAudienceData.targetGroups = 'Offices';
    data.goToMarketData.marketingChannels = 'LinkedIn';
    data.goToMarketData.refinedMarketingChannels = 'LinkedIn and office managers';
    const reached = furthestReached({ ...data, ...at('IDEA', 'INITIAL_IDEA') });
    expect(reached).toEqual({ stage: 'GO_TO_MARKET', step: 'REFINE_LAUNCH_PLAN' });
    expect(boardProgress(reached.stage)).toBe(6);
  });

  it('should go back once the content that unlocked the step is removed', () => {
    const data = emptyBoardData();
    data.ideaData.initialIdea = 'Coffee';
    data.ideaData.refinedBusinessIdea = 'Coffee for offices';
    expect(furthestReached({ ...data, ...at('IDEA', 'INITIAL_IDEA') }).step).toBe('REFINE_GUIDING_QUESTIONS');
    data.ideaData.refinedBusinessIdea = '   ';
    expect(furthestReached({ ...data, ...at('IDEA', 'INITIAL_IDEA') }).step).toBe('REFINE_BUSINESS_IDEA');
  });

  it('should count where the user stands when it is ahead of the content', () => {
    const data = emptyBoardData();
    data.ideaData.initialIdea = 'Coffee';
    expect(furthestReached({ ...data, ...at('TARGET_AUDIENCE', 'REFINE_TARGET_GROUPS') })).toEqual({
      stage: 'TARGET_AUDIENCE',
      step: 'REFINE_TARGET_GROUPS',
    });
  });
});
