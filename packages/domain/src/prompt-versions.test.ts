import { describe, expect, it } from 'vitest';

import { PromptVersionSchema } from './api/completions.js';
import { BoardDataSchemas } from './board.js';
import { KEYWORD_NAMES } from './keywords.js';
import type { PromptVersion } from './prompt-versions.js';
import {
  isVersionOfStage,
  PROMPT_VERSION_NAMES,
  PROMPT_VERSIONS,
  promptFile,
  promptVersionInfo,
  promptVersionsOf,
  setsBoardField,
} from './prompt-versions.js';
import type { Stage } from './stages.js';
import { STAGE_SLUGS, stageInfo } from './stages.js';
import { isStepOf } from './steps.js';

/** 5.2.1 (forecast assumptions) besides the spec's own 15, which stay exactly as the spec gives them. */
type SpecVersion = Exclude<PromptVersion, '5.2.1'>;

/** Spec 4 "AI completions": the field each version sets and the step it moves to. */
const SPEC: Record<
  SpecVersion,
  { stage: Stage; field: string; step?: string; format: string; inputs: string[] }
> = {
  '1.1.2': {
    stage: 'IDEA',
    field: 'businessIdea',
    step: 'REFINE_BUSINESS_IDEA',
    format: 'text',
    inputs: ['initialIdea'],
  },
  '1.1.4': {
    stage: 'IDEA',
    field: 'guidingQuestions',
    step: 'REFINE_GUIDING_QUESTIONS',
    format: 'text',
    inputs: ['refinedBusinessIdea'],
  },
  '1.2.2': {
    stage: 'IDEA',
    field: 'problemStatement',
    step: 'REFINE_PROBLEM_STATEMENT',
    format: 'text',
    inputs: ['refinedBusinessIdea', 'geoMarket', 'refinedGuidingQuestions'],
  },
  '2.1.1': {
    stage: 'TARGET_AUDIENCE',
    field: 'targetGroups',
    format: 'text',
    inputs: ['refinedBusinessIdea', 'refinedProblemStatement', 'geoMarket'],
  },
  '2.2.1': {
    stage: 'TARGET_AUDIENCE',
    field: 'marketSegmentationMatrix',
    step: 'SELECT_TARGET_GROUP',
    format: 'segmentation-matrix',
    inputs: ['refinedTargetGroups', 'geoMarket', 'refinedBusinessIdea'],
  },
  '2.3.1': {
    stage: 'TARGET_AUDIENCE',
    field: 'targetPersona',
    format: 'text',
    inputs: ['chosenTargetGroup', 'marketSegmentationMatrix', 'refinedProblemStatement', 'geoMarket'],
  },
  '3.1.1': {
    stage: 'UVP',
    field: 'uniqueValueProposition',
    format: 'text',
    inputs: ['refinedBusinessIdea', 'targetPersona', 'refinedProblemStatement', 'chosenTargetGroup'],
  },
  '3.2.1': {
    stage: 'UVP',
    field: 'elevatorPitch',
    format: 'text',
    inputs: ['refinedUniqueValueProposition', 'chosenTargetGroup', 'refinedBusinessIdea'],
  },
  '4.1.1': {
    stage: 'BUSINESS_MODEL',
    field: 'keyPartners',
    format: 'text',
    inputs: ['refinedBusinessIdea', 'refinedUniqueValueProposition', 'geoMarket'],
  },
  '4.2.1': {
    stage: 'BUSINESS_MODEL',
    field: 'revenueStreams',
    format: 'text',
    inputs: [
      'refinedUniqueValueProposition',
      'chosenTargetGroup',
      'refinedKeyPartners',
      'refinedBusinessIdea',
    ],
  },
  '4.2.3': {
    stage: 'BUSINESS_MODEL',
    field: 'revenueStreamMatrix',
    format: 'revenue-matrix',
    inputs: ['refinedRevenueStreams', 'chosenTargetGroup'],
  },
  '4.3.1': {
    stage: 'BUSINESS_MODEL',
    field: 'SMARTGoals',
    format: 'text',
    inputs: ['refinedRevenueStreams', 'refinedBusinessIdea', 'geoMarket', 'chosenTargetGroup'],
  },
  budgeting: {
    stage: 'BUDGETING',
    field: 'budget',
    format: 'budget',
    inputs: [
      'refinedBusinessIdea',
      'refinedKeyPartners',
      'refinedRevenueStreams',
      'refinedSMARTGoals',
      'geoMarket',
    ],
  },
  '6.1.1': {
    stage: 'GO_TO_MARKET',
    field: 'marketingChannels',
    step: 'REFINE_MARKETING_CHANNELS',
    format: 'text',
    inputs: [
      'targetPersona',
      'refinedUniqueValueProposition',
      'refinedElevatorPitch',
      'chosenTargetGroup',
      'geoMarket',
    ],
  },
  '6.2.1': {
    stage: 'GO_TO_MARKET',
    field: 'launchPlan',
    step: 'REFINE_LAUNCH_PLAN',
    format: 'text',
    inputs: ['refinedMarketingChannels', 'refinedSMARTGoals', 'geoMarket', 'refinedElevatorPitch'],
  },
};

const versions = Object.keys(SPEC) as SpecVersion[];

describe('PROMPT_VERSIONS', () => {
  it('should hold exactly the 15 versions of the spec plus the forecast’s 5.2.1', () => {
    expect([...PROMPT_VERSION_NAMES].sort()).toEqual([...versions, '5.2.1'].sort());
    expect(PROMPT_VERSION_NAMES).toHaveLength(16);
  });

  it('should draft the forecast assumptions with 5.2.1: the board-level forecastData, no step', () => {
    const info = promptVersionInfo('5.2.1');
    expect(info).toMatchObject({ stage: 'BUDGETING', field: 'forecastData', format: 'forecast' });
    expect(info.step).toBeUndefined();
    expect(setsBoardField(info)).toBe(true);
    expect(setsBoardField(promptVersionInfo('budgeting'))).toBe(false);
    expect(promptFile('5.2.1')).toEqual({ folder: 'budgeting', name: '5.2.1.md' });
    for (const input of info.inputs) expect(KEYWORD_NAMES).toContain(input);
  });

  it.each(versions)('should give %s the spec field, step, stage, format and inputs', (version) => {
    const info = promptVersionInfo(version);
    const spec = SPEC[version];
    expect(info.stage).toBe(spec.stage);
    expect(info.field).toBe(spec.field);
    expect(info.step).toBe(spec.step);
    expect(info.format).toBe(spec.format);
    // Every version also reads the Idea step's two answers (optional, after the spec's inputs).
    expect(info.inputs).toEqual([...spec.inputs, 'offerKind', 'customerKind']);
  });

  it.each(versions)('should keep %s consistent with the board and the keywords', (version) => {
    const info = PROMPT_VERSIONS[version];
    const dataSchema = BoardDataSchemas[stageInfo(info.stage).dataKey];
    expect(Object.keys(dataSchema.shape)).toContain(info.field);
    if ('step' in info) expect(isStepOf(info.stage, info.step)).toBe(true);
    for (const input of info.inputs) expect(KEYWORD_NAMES).toContain(input);
    expect(info.required).toBeGreaterThanOrEqual(1);
    expect(info.required).toBeLessThanOrEqual(info.inputs.length);
    expect(info.title.length).toBeGreaterThan(0);
  });

  it.each(versions)('should store the template of %s in its stage folder', (version) => {
    expect(promptFile(version)).toEqual({
      folder: stageInfo(SPEC[version].stage).slug,
      name: `${version}.md`,
    });
  });

  it.each(versions)('should accept %s only at its own stage completion endpoint', (version) => {
    for (const slug of STAGE_SLUGS) {
      expect(isVersionOfStage(version, slug)).toBe(slug === stageInfo(SPEC[version].stage).slug);
    }
  });

  it('should list the versions of each stage', () => {
    expect(promptVersionsOf('IDEA')).toEqual(['1.1.2', '1.1.4', '1.2.2']);
    expect(promptVersionsOf('TARGET_AUDIENCE')).toEqual(['2.1.1', '2.2.1', '2.3.1']);
    expect(promptVersionsOf('UVP')).toEqual(['3.1.1', '3.2.1']);
    expect(promptVersionsOf('BUSINESS_MODEL')).toEqual(['4.1.1', '4.2.1', '4.2.3', '4.3.1']);
    expect(promptVersionsOf('BUDGETING')).toEqual(['budgeting', '5.2.1']);
    expect(promptVersionsOf('GO_TO_MARKET')).toEqual(['6.1.1', '6.2.1']);
  });

  it('should validate version names', () => {
    expect(PromptVersionSchema.parse('budgeting')).toBe('budgeting');
    expect(PromptVersionSchema.safeParse('5.1.1').success).toBe(false);
    expect(PromptVersionSchema.safeParse('1.1.2.md').success).toBe(false);
  });
});
