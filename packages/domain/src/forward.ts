import type { BoardData } from './board.js';
import { hasBudget, hasTable, hasText } from './content.js';
import type { Step } from './steps.js';

type ForwardRule = (board: BoardData) => boolean;

/**
 * Spec 4 "Forward allowed when", one rule per step (a new step fails to compile until it has one).
 * Where the spec is silent (DISPLAY_ALL, REFINE_BUDGET) the rule asks for what the step refines.
 */
export const FORWARD_RULES = {
  INITIAL_IDEA: ({ ideaData: d }) => hasText(d.initialIdea) && hasText(d.businessIdea),
  REFINE_BUSINESS_IDEA: ({ ideaData: d }) => hasText(d.refinedBusinessIdea) && hasText(d.guidingQuestions),
  REFINE_GUIDING_QUESTIONS: ({ ideaData: d }) => hasText(d.refinedGuidingQuestions),
  GEO_MARKET: ({ ideaData: d }) => hasText(d.geoMarket) && hasText(d.problemStatement),
  REFINE_PROBLEM_STATEMENT: ({ ideaData: d }) => hasText(d.refinedProblemStatement),
  DISPLAY_ALL: ({ ideaData: d }) => hasText(d.refinedProblemStatement),
  REFINE_TARGET_GROUPS: ({ targetAudienceData: d }) =>
    hasText(d.refinedTargetGroups) && hasTable(d.marketSegmentationMatrix),
  SELECT_TARGET_GROUP: ({ targetAudienceData: d }) =>
    hasTable(d.marketSegmentationMatrix) && hasText(d.chosenTargetGroup),
  REVIEW_TARGET_PERSONA: () => false,
  REFINE_UVP: ({ uvpData: d }) => hasText(d.refinedUniqueValueProposition) && hasText(d.elevatorPitch),
  REFINE_ELEVATOR_PITCH: ({ uvpData: d }) => hasText(d.refinedElevatorPitch),
  REFINE_KEY_PARTNERS: ({ businessModelData: d }) =>
    hasText(d.refinedKeyPartners) && hasText(d.revenueStreams),
  REFINE_REVENUE_STREAMS: ({ businessModelData: d }) =>
    hasText(d.refinedRevenueStreams) && hasTable(d.revenueStreamMatrix),
  REVIEW_REVENUE_STREAM_MATRIX: ({ businessModelData: d }) =>
    hasTable(d.revenueStreamMatrix) && hasText(d.SMARTGoals),
  REFINE_SMART_GOALS: ({ businessModelData: d }) => hasText(d.refinedSMARTGoals),
  REFINE_BUDGET: ({ budgetingData: d }) => hasBudget(d.budget),
  REFINE_MARKETING_CHANNELS: ({ goToMarketData: d }) =>
    hasText(d.refinedMarketingChannels) && hasText(d.launchPlan),
  // Go to market moves forward only from marketing channels.
  REFINE_LAUNCH_PLAN: () => false,
} as const satisfies Record<Step, ForwardRule>;

/** True when the forward button of `step` is enabled for this board's data. */
export function canGoForward(step: Step, board: BoardData): boolean {
  return FORWARD_RULES[step](board);
}
