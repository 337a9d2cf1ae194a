import type { BoardData } from './board.js';
import type { Keyword } from './keywords.js';
import type { PlanSectionField } from './plan/plan-sections.js';
import { PLAN_PROMPT_FOLDER } from './plan/plan-sections.js';
import type { Stage, StageDataKey, StageInfo, StageSlug } from './stages.js';
import { slugFromStage, stageInfo } from './stages.js';
import type { Step, StepOf } from './steps.js';

/** `table`: any table of text cells with at least one row (the plan's competition, milestones, risks). */
export type CompletionFormat =
  'text' | 'segmentation-matrix' | 'revenue-matrix' | 'budget' | 'forecast' | 'table';

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

/** The 15 prompt versions of spec section 4 and the effect of each, plus 5.2.1 (the forecast). */
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

/**
 * The plan's own sections' versions: templates in the back office's `plan`
 * folder, drafted through `POST /api/plan/completion` into a field of the board's `planData`. No
 * step: the draft is shown where it was asked for, on the plan page.
 */
export const PLAN_PROMPT_VERSIONS = {
  '8.1.1': {
    field: 'companyAndTeam',
    format: 'text',
    inputs: [
      'refinedBusinessIdea',
      'companyName',
      'founders',
      'refinedKeyPartners',
      'geoMarket',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Company and team',
  },
  '8.2.1': {
    field: 'competition',
    format: 'table',
    inputs: [
      'refinedUniqueValueProposition',
      'refinedProblemStatement',
      'refinedGuidingQuestions',
      'chosenTargetGroup',
      'refinedBusinessIdea',
      'geoMarket',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Competition',
  },
  '8.3.1': {
    field: 'milestones',
    format: 'table',
    inputs: ['refinedSMARTGoals', 'refinedLaunchPlan', 'geoMarket', 'offerKind', 'customerKind'],
    required: 1,
    title: 'Milestones',
  },
  '8.4.1': {
    field: 'risks',
    format: 'table',
    inputs: [
      'refinedBusinessIdea',
      'refinedProblemStatement',
      'refinedRevenueStreams',
      'refinedKeyPartners',
      'refinedSMARTGoals',
      'refinedMarketingChannels',
      'geoMarket',
      'offerKind',
      'customerKind',
    ],
    required: 1,
    title: 'Risks and mitigations',
  },
} as const satisfies Record<
  string,
  Omit<PromptVersionInfo, 'stage' | 'step' | 'field'> & { field: PlanSectionField }
>;

export type PlanPromptVersion = keyof typeof PLAN_PROMPT_VERSIONS;
export const PLAN_PROMPT_VERSION_NAMES = Object.keys(PLAN_PROMPT_VERSIONS) as [
  PlanPromptVersion,
  ...PlanPromptVersion[],
];
/** A version of a stage or of the plan's own sections: what a completion request names. */
export type AnyPromptVersion = PromptVersion | PlanPromptVersion;
export const ALL_PROMPT_VERSION_NAMES = [...PROMPT_VERSION_NAMES, ...PLAN_PROMPT_VERSION_NAMES] as [
  AnyPromptVersion,
  ...AnyPromptVersion[],
];

export function isPlanPromptVersion(version: string): version is PlanPromptVersion {
  return version in PLAN_PROMPT_VERSIONS;
}

/** The completion routes: `/api/<stage slug>/completion`, and `/api/plan/completion` for the plan's sections. */
export type CompletionRoute = StageSlug | typeof PLAN_PROMPT_FOLDER;

/** What a version drafts and where it goes, for stage and plan versions alike. */
export interface CompletionTarget {
  /** The completion route that runs it, and its template's folder. */
  route: CompletionRoute;
  /** The board object that holds the field; null for a board-level field (`forecastData`). */
  dataKey: StageDataKey | 'planData' | null;
  field: string;
  format: CompletionFormat;
  inputs: readonly Keyword[];
  required: number;
  title: string;
}

export function completionTarget(version: AnyPromptVersion): CompletionTarget {
  if (isPlanPromptVersion(version)) {
    return { ...PLAN_PROMPT_VERSIONS[version], route: PLAN_PROMPT_FOLDER, dataKey: 'planData' };
  }
  const info: PromptVersionInfo = PROMPT_VERSIONS[version];
  const stage = stageInfo(info.stage);
  return {
    route: stage.slug,
    dataKey: setsBoardField(info) ? null : stage.dataKey,
    field: info.field,
    format: info.format,
    inputs: info.inputs,
    required: info.required,
    title: info.title,
  };
}

/** True when the version belongs to the completion route that was called. */
export function isVersionOfRoute(version: AnyPromptVersion, route: CompletionRoute): boolean {
  return completionTarget(version).route === route;
}

/** The prompt folder (the stage slug, or `plan`) and file name of a version's template. */
export function promptFile(version: AnyPromptVersion): { folder: CompletionRoute; name: string } {
  return { folder: completionTarget(version).route, name: `${version}.md` };
}
