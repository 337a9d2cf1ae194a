import type { BoardData } from '../board.js';
import type { StageDataKey, StageSlug } from '../stages.js';
import { STAGES } from '../stages.js';
import type { Step } from '../steps.js';

/** A stage field's step (where the founder edits it) and its name in a sentence. */
interface FieldInfo {
  step: Step;
  label: string;
}

type StageFields = { [K in StageDataKey]: Record<keyof BoardData[K], FieldInfo> };

/** Every stage field: the step that edits it and how a finding names it. */
export const FIELD_INFO = {
  ideaData: {
    initialIdea: { step: 'INITIAL_IDEA', label: 'initial idea' },
    businessIdea: { step: 'REFINE_BUSINESS_IDEA', label: 'business idea draft' },
    refinedBusinessIdea: { step: 'REFINE_BUSINESS_IDEA', label: 'business idea' },
    guidingQuestions: { step: 'REFINE_GUIDING_QUESTIONS', label: 'guiding questions draft' },
    refinedGuidingQuestions: { step: 'REFINE_GUIDING_QUESTIONS', label: 'guiding questions' },
    geoMarket: { step: 'GEO_MARKET', label: 'geographical market' },
    problemStatement: { step: 'REFINE_PROBLEM_STATEMENT', label: 'problem statement draft' },
    refinedProblemStatement: { step: 'REFINE_PROBLEM_STATEMENT', label: 'problem statement' },
    // The two questions under the initial idea.
    offerKind: { step: 'INITIAL_IDEA', label: 'answer to what the business sells' },
    customerKind: { step: 'INITIAL_IDEA', label: 'answer to who pays' },
  },
  targetAudienceData: {
    targetGroups: { step: 'REFINE_TARGET_GROUPS', label: 'target groups draft' },
    refinedTargetGroups: { step: 'REFINE_TARGET_GROUPS', label: 'target groups' },
    marketSegmentationMatrix: { step: 'SELECT_TARGET_GROUP', label: 'market segmentation matrix' },
    chosenTargetGroup: { step: 'SELECT_TARGET_GROUP', label: 'chosen target group' },
    targetPersona: { step: 'REVIEW_TARGET_PERSONA', label: 'target persona' },
  },
  uvpData: {
    uniqueValueProposition: { step: 'REFINE_UVP', label: 'value proposition draft' },
    refinedUniqueValueProposition: { step: 'REFINE_UVP', label: 'value proposition' },
    elevatorPitch: { step: 'REFINE_ELEVATOR_PITCH', label: 'elevator pitch draft' },
    refinedElevatorPitch: { step: 'REFINE_ELEVATOR_PITCH', label: 'elevator pitch' },
  },
  businessModelData: {
    keyPartners: { step: 'REFINE_KEY_PARTNERS', label: 'key partners draft' },
    refinedKeyPartners: { step: 'REFINE_KEY_PARTNERS', label: 'key partners' },
    revenueStreams: { step: 'REFINE_REVENUE_STREAMS', label: 'revenue streams draft' },
    refinedRevenueStreams: { step: 'REFINE_REVENUE_STREAMS', label: 'revenue streams' },
    revenueStreamMatrix: { step: 'REVIEW_REVENUE_STREAM_MATRIX', label: 'revenue stream matrix' },
    SMARTGoals: { step: 'REFINE_SMART_GOALS', label: 'SMART goals draft' },
    refinedSMARTGoals: { step: 'REFINE_SMART_GOALS', label: 'SMART goals' },
  },
  budgetingData: {
    budget: { step: 'REFINE_BUDGET', label: 'budget' },
    mergeNotice: { step: 'REFINE_BUDGET', label: 'note on the merged costs' },
  },
  goToMarketData: {
    marketingChannels: { step: 'REFINE_MARKETING_CHANNELS', label: 'marketing channels draft' },
    refinedMarketingChannels: { step: 'REFINE_MARKETING_CHANNELS', label: 'marketing channels' },
    launchPlan: { step: 'REFINE_LAUNCH_PLAN', label: 'launch plan draft' },
    refinedLaunchPlan: { step: 'REFINE_LAUNCH_PLAN', label: 'launch plan' },
  },
} as const satisfies StageFields;

/** The forecast's assumptions live beside the stages; a finding on them belongs to budgeting. */
export const FORECAST_FIELD = 'forecastData';

function splitField(field: string): { key: StageDataKey; name: string } | null {
  const [key, name, ...rest] = field.split('.');
  if (rest.length > 0 || !key || !name) return null;
  const info = (FIELD_INFO as Record<string, Record<string, FieldInfo> | undefined>)[key];
  return info?.[name] ? { key: key as StageDataKey, name } : null;
}

/** Whether a dotted path names a stage field or the forecast (`forecastData`, `forecastData.streams`). */
export function isReviewField(field: string): boolean {
  return splitField(field) !== null || field === FORECAST_FIELD || field.startsWith(`${FORECAST_FIELD}.`);
}

/** The stage a field belongs to (the forecast to budgeting); null for an unknown path. */
export function stageOfField(field: string): StageSlug | null {
  if (field === FORECAST_FIELD || field.startsWith(`${FORECAST_FIELD}.`)) return 'budgeting';
  const split = splitField(field);
  return split ? (STAGES.find((s) => s.dataKey === split.key)?.slug ?? null) : null;
}

/** The field's name in a sentence ("problem statement"); the forecast is "forecast". */
export function fieldLabel(field: string): string {
  const split = splitField(field);
  if (!split) return 'forecast';
  return (FIELD_INFO[split.key] as Record<string, FieldInfo>)[split.name]!.label;
}

/**
 * Where a finding's field is edited: its stage screen opened at its step
 * (`/{boardId}/idea?step=REFINE_PROBLEM_STATEMENT`), or the forecast screen.
 */
export function fieldHref(boardId: string, field: string): string {
  const split = splitField(field);
  if (!split) return `/${boardId}/forecast`;
  const slug = STAGES.find((s) => s.dataKey === split.key)!.slug;
  const step = (FIELD_INFO[split.key] as Record<string, FieldInfo>)[split.name]!.step;
  return `/${boardId}/${slug}?step=${step}`;
}
