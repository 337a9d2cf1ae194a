import type { BoardData } from './board.js';
import type { Keyword } from './keywords.js';
import type { Stage, StageInfo, StageSlug } from './stages.js';
import { slugFromStage, stageInfo } from './stages.js';
import type { Step, StepOf } from './steps.js';

export type CompletionFormat = 'text' | 'segmentation-matrix' | 'revenue-matrix' | 'budget' | 'forecast';

export interface PromptVersionInfo {
  stage: Stage;
  /** The field of the stage's data object that the completion sets (or a board-level field: `forecastData`). */
  field: string;
  /** The step the stage moves to once the completion is stored, when the spec names one. */
  step?: Step;
  format: CompletionFormat;
  /** The keywords the version's draft is written from (the first ones are required). */
  inputs: readonly Keyword[];
  /** How many of `inputs` must be non-empty before the version can run. */
  required: number;
  /** A short human name of what it drafts. */
  title: string;
}

/** The 15 prompt versions of spec section 4 and the effect of each, plus 5.2.1 (issue 15: the forecast). */
export const PROMPT_VERSIONS = {
  '1.1.2': {
    stage: 'IDEA',
    field: 'businessIdea',
    step: 'REFINE_BUSINESS_IDEA',
    format: 'text',
    inputs: ['initialIdea', 'offerKind', 'customerKind'],
    required: 1,
    title: 'Business idea',
  },
  '1.1.4': {
    stage: 'IDEA',
    field: 'guidingQuestions',
    step: 'REFINE_GUIDING_QUESTIONS',
    format: 'text',
    inputs: ['refinedBusinessIdea', 'offerKind', 'customerKind'],
    required: 1,
    title: 'Guiding questions',
  },
  '1.2.2': {
    stage: 'IDEA',
    field: 'problemStatement',
    step: 'REFINE_PROBLEM_STATEMENT',
    format: 'text',
    inputs: ['refinedBusinessIdea', 'geoMarket', 'refinedGuidingQuestions', 'offerKind', 'customerKind'],
    required: 2,
    title: 'Problem statement',
  },
  '2.1.1': {
    stage: 'TARGET_AUDIENCE',
    field: 'targetGroups',
    format: 'text',
    inputs: ['refinedBusinessIdea', 'refinedProblemStatement', 'geoMarket', 'offerKind', 'customerKind'],
    required: 1,
    title: 'Target groups',
  },
  '2.2.1': {
    stage: 'TARGET_AUDIENCE',
    field: 'marketSegmentationMatrix',
    step: 'SELECT_TARGET_GROUP',
    format: 'segmentation-matrix',
    inputs: ['refinedTargetGroups', 'geoMarket', 'refinedBusinessIdea', 'offerKind', 'customerKind'],
    required: 1,
    title: 'Market segmentation matrix',
  },
  '2.3.1': {
    stage: 'TARGET_AUDIENCE',
    field: 'targetPersona',
    format: 'text',
    inputs: [
      'chosenTargetGroup',
      'marketSegmentationMatrix',
      'refinedProblemStatement',
      'geoMarket',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Target persona',
  },
  '3.1.1': {
    stage: 'UVP',
    field: 'uniqueValueProposition',
    format: 'text',
    inputs: [
      'refinedBusinessIdea',
      'targetPersona',
      'refinedProblemStatement',
      'chosenTargetGroup',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Unique value proposition',
  },
  '3.2.1': {
    stage: 'UVP',
    field: 'elevatorPitch',
    format: 'text',
    inputs: [
      'refinedUniqueValueProposition',
      'chosenTargetGroup',
      'refinedBusinessIdea',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Elevator pitch',
  },
  '4.1.1': {
    stage: 'BUSINESS_MODEL',
    field: 'keyPartners',
    format: 'text',
    inputs: [
      'refinedBusinessIdea',
      'refinedUniqueValueProposition',
      'geoMarket',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Key partners',
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
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Revenue streams',
  },
  '4.2.3': {
    stage: 'BUSINESS_MODEL',
    field: 'revenueStreamMatrix',
    format: 'revenue-matrix',
    inputs: ['refinedRevenueStreams', 'chosenTargetGroup', 'offerKind', 'customerKind'],
    required: 1,
    title: 'Revenue stream matrix',
  },
  '4.3.1': {
    stage: 'BUSINESS_MODEL',
    field: 'SMARTGoals',
    format: 'text',
    inputs: [
      'refinedRevenueStreams',
      'refinedBusinessIdea',
      'geoMarket',
      'chosenTargetGroup',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'SMART goals',
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
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Budget',
  },
  '5.2.1': {
    stage: 'BUDGETING',
    field: 'forecastData',
    format: 'forecast',
    inputs: [
      'refinedRevenueStreams',
      'refinedSMARTGoals',
      'geoMarket',
      'refinedBusinessIdea',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Forecast assumptions',
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
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Marketing channels',
  },
  '6.2.1': {
    stage: 'GO_TO_MARKET',
    field: 'launchPlan',
    step: 'REFINE_LAUNCH_PLAN',
    format: 'text',
    inputs: [
      'refinedMarketingChannels',
      'refinedSMARTGoals',
      'geoMarket',
      'refinedElevatorPitch',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Launch plan',
  },
} as const satisfies Record<string, PromptVersionInfo>;

export type PromptVersion = keyof typeof PROMPT_VERSIONS;

/** Board fields outside the stage objects that a completion may set. */
type BoardLevelField = Exclude<keyof BoardData, StageInfo['dataKey']>;
type VersionCheck<I> = I extends { stage: infer S extends Stage; field: infer F }
  ? F extends keyof BoardData[Extract<StageInfo, { id: S }>['dataKey']] | BoardLevelField
    ? I extends { step: infer T }
      ? T extends StepOf<S>
        ? true
        : false
      : true
    : false
  : false;
type Assert<T extends true> = T;
/** Compile-time check: each version sets a field of its own stage (or of the board) and moves to a step of it. */
type _PromptVersionsConsistent = Assert<
  { [V in PromptVersion]: VersionCheck<(typeof PROMPT_VERSIONS)[V]> }[PromptVersion] extends true
    ? true
    : false
>;
export const PROMPT_VERSION_NAMES = Object.keys(PROMPT_VERSIONS) as [PromptVersion, ...PromptVersion[]];

/** True when the version sets a board-level field rather than one of its stage object. */
export function setsBoardField(
  info: PromptVersionInfo,
): info is PromptVersionInfo & { field: BoardLevelField } {
  return info.field === 'forecastData';
}

export function promptVersionInfo(version: PromptVersion): PromptVersionInfo {
  return PROMPT_VERSIONS[version];
}

export function promptVersionsOf(stage: Stage): PromptVersion[] {
  return PROMPT_VERSION_NAMES.filter((v) => PROMPT_VERSIONS[v].stage === stage);
}

/** True when the version belongs to the stage whose completion endpoint was called. */
export function isVersionOfStage(version: PromptVersion, slug: StageSlug): boolean {
  return slugFromStage(PROMPT_VERSIONS[version].stage) === slug;
}

/** The prompt folder (the stage slug) and file name of a version's template. */
export function promptFile(version: PromptVersion): { folder: StageSlug; name: string } {
  return { folder: stageInfo(PROMPT_VERSIONS[version].stage).slug, name: `${version}.md` };
}
