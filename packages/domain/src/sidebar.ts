import type { BoardData } from './board.js';
import { hasBudget, hasTable, hasText } from './content.js';
import type { Stage } from './stages.js';
import { stageInfo, STAGES } from './stages.js';
import type { Step } from './steps.js';
import { stepsOf } from './steps.js';

type EnableRule = (board: BoardData) => boolean;

/** Icon names of the stage menus; the web maps them to its icon set (lucide names). */
export type StageIcon = 'lightbulb' | 'users' | 'gem' | 'briefcase-business' | 'wallet' | 'rocket';

/** Spec 4 "Sidebar enablement": when a stage's menu can be opened, and its icon. */
export const STAGE_MENUS = {
  IDEA: { icon: 'lightbulb', isEnabled: () => true },
  TARGET_AUDIENCE: { icon: 'users', isEnabled: (b) => hasText(b.targetAudienceData.targetGroups) },
  UVP: { icon: 'gem', isEnabled: (b) => hasText(b.uvpData.uniqueValueProposition) },
  BUSINESS_MODEL: { icon: 'briefcase-business', isEnabled: (b) => hasText(b.businessModelData.keyPartners) },
  BUDGETING: { icon: 'wallet', isEnabled: (b) => hasBudget(b.budgetingData.budget) },
  GO_TO_MARKET: { icon: 'rocket', isEnabled: (b) => hasText(b.goToMarketData.marketingChannels) },
} as const satisfies Record<Stage, { icon: StageIcon; isEnabled: EnableRule }>;

/**
 * Spec 4 "Sidebar enablement" per sub-step. The spec names no rule for the first step of target
 * audience, UVP, business model and budgeting: those follow their stage's menu.
 */
export const STEP_MENUS = {
  INITIAL_IDEA: { name: 'Initial Idea', isEnabled: () => true },
  REFINE_BUSINESS_IDEA: { name: 'Business Idea', isEnabled: (b) => hasText(b.ideaData.initialIdea) },
  REFINE_GUIDING_QUESTIONS: {
    name: 'Guiding Questions',
    isEnabled: (b) => hasText(b.ideaData.refinedBusinessIdea),
  },
  GEO_MARKET: { name: 'Geographical Market', isEnabled: (b) => hasText(b.ideaData.refinedGuidingQuestions) },
  REFINE_PROBLEM_STATEMENT: { name: 'Problem Statement', isEnabled: (b) => hasText(b.ideaData.geoMarket) },
  DISPLAY_ALL: { name: 'Overview', isEnabled: (b) => hasText(b.ideaData.refinedProblemStatement) },
  REFINE_TARGET_GROUPS: { name: 'Target Groups', isEnabled: STAGE_MENUS.TARGET_AUDIENCE.isEnabled },
  SELECT_TARGET_GROUP: {
    name: 'Market Segmentation Matrix',
    isEnabled: (b) => hasText(b.targetAudienceData.refinedTargetGroups),
  },
  REVIEW_TARGET_PERSONA: {
    name: 'Target Persona',
    isEnabled: (b) => hasText(b.targetAudienceData.chosenTargetGroup),
  },
  REFINE_UVP: { name: 'Unique Value Proposition', isEnabled: STAGE_MENUS.UVP.isEnabled },
  REFINE_ELEVATOR_PITCH: {
    name: 'Elevator Pitch',
    isEnabled: (b) => hasText(b.uvpData.refinedUniqueValueProposition),
  },
  REFINE_KEY_PARTNERS: { name: 'Key Partners', isEnabled: STAGE_MENUS.BUSINESS_MODEL.isEnabled },
  REFINE_REVENUE_STREAMS: {
    name: 'Revenue Streams',
    isEnabled: (b) => hasText(b.businessModelData.refinedKeyPartners),
  },
  REVIEW_REVENUE_STREAM_MATRIX: {
    name: 'Revenue Stream Matrix',
    isEnabled: (b) => hasText(b.businessModelData.refinedRevenueStreams),
  },
  REFINE_SMART_GOALS: {
    name: 'SMART Goals',
    isEnabled: (b) => hasTable(b.businessModelData.revenueStreamMatrix),
  },
  REFINE_BUDGET: { name: 'Budget', isEnabled: STAGE_MENUS.BUDGETING.isEnabled },
  REFINE_MARKETING_CHANNELS: { name: 'Marketing Channels', isEnabled: () => true },
  REFINE_LAUNCH_PLAN: {
    name: 'Launch Plan',
    isEnabled: (b) => hasText(b.goToMarketData.refinedMarketingChannels),
  },
} as const satisfies Record<Step, { name: string; isEnabled: EnableRule }>;

/** Spec 3 "Sidebar stage item": one sub-step; `action` is the step it selects. */
export interface SidebarStepItem {
  name: string;
  action: Step;
  isEnabled: boolean;
  isActive: boolean;
}

/** Spec 3 "Sidebar stage item", plus the stage id it stands for. */
export interface SidebarStageItem {
  stage: Stage;
  name: string;
  url: string;
  icon: StageIcon;
  isEnabled: boolean;
  isActive: boolean;
  stepSubMenus: SidebarStepItem[];
}

/** What the sidebar reads from a board. */
export type SidebarBoard = BoardData & { id: string; currentStage: Stage; currentStep: Step };

export function isStageEnabled(stage: Stage, board: BoardData): boolean {
  return STAGE_MENUS[stage].isEnabled(board);
}

export function isStepEnabled(step: Step, board: BoardData): boolean {
  return STEP_MENUS[step].isEnabled(board);
}

/** The forecast screen's path, where a missing forecast gets written (a light module: stage screens link it). */
export function forecastUrl(boardId: string): string {
  return `/${boardId}/forecast`;
}

/** The URL of a stage screen of a board. */
export function stageUrl(boardId: string, stage: Stage): string {
  return `/${boardId}/${stageInfo(stage).slug}`;
}

/**
 * The sidebar of a board. A stage is active when it is the board's current stage; a sub-step is
 * active when it is `currentStep` (the active stage's current step, the board's saved one by default).
 */
export function sidebarItems(board: SidebarBoard, currentStep: Step = board.currentStep): SidebarStageItem[] {
  return STAGES.map((info) => {
    const isActive = board.currentStage === info.id;
    return {
      stage: info.id,
      name: info.name,
      url: stageUrl(board.id, info.id),
      icon: STAGE_MENUS[info.id].icon,
      isEnabled: isStageEnabled(info.id, board),
      isActive,
      stepSubMenus: stepsOf(info.id).map((step) => ({
        name: STEP_MENUS[step].name,
        action: step,
        isEnabled: isStepEnabled(step, board),
        isActive: isActive && step === currentStep,
      })),
    };
  });
}

/** Longest board name the sidebar shows before cutting it. */
export const SIDEBAR_BOARD_NAME_MAX = 23;

/** The board name as the sidebar shows it: cut at 23 characters with "..." appended. */
export function truncateBoardName(name: string): string {
  // Counted in code points so an emoji is never cut in half.
  const chars = Array.from(name);
  return chars.length > SIDEBAR_BOARD_NAME_MAX
    ? `${chars.slice(0, SIDEBAR_BOARD_NAME_MAX).join('')}...`
    : name;
}
