import type { BoardData } from './board.js';
import { isUnlocked } from './fields.js';
import type { Stage } from './stages.js';
import { stageInfo, STAGES } from './stages.js';
import type { Step } from './steps.js';
import { stepsOf } from './steps.js';

/** Icon names of the stage menus; the web maps them to its icon set (lucide names). */
export type StageIcon = 'lightbulb' | 'users' | 'gem' | 'briefcase-business' | 'wallet' | 'rocket';

/** A stage's menu icon; when it can be opened is the field catalogue's (`isUnlocked`). */
export const STAGE_MENUS = {
  IDEA: { icon: 'lightbulb' },
  TARGET_AUDIENCE: { icon: 'users' },
  UVP: { icon: 'gem' },
  BUSINESS_MODEL: { icon: 'briefcase-business' },
  BUDGETING: { icon: 'wallet' },
  GO_TO_MARKET: { icon: 'rocket' },
} as const satisfies Record<Stage, { icon: StageIcon }>;

/**
 * Each sub-step's menu name (spec 2 and 4). When it is enabled is the field catalogue's: a step
 * opens once the fields that unlock it have content (`fields.ts`, spec 4 "Sidebar enablement").
 */
export const STEP_MENUS = {
  INITIAL_IDEA: { name: 'Initial Idea' },
  REFINE_BUSINESS_IDEA: { name: 'Business Idea' },
  REFINE_GUIDING_QUESTIONS: { name: 'Guiding Questions' },
  GEO_MARKET: { name: 'Geographical Market' },
  REFINE_PROBLEM_STATEMENT: { name: 'Problem Statement' },
  DISPLAY_ALL: { name: 'Overview' },
  REFINE_TARGET_GROUPS: { name: 'Target Groups' },
  SELECT_TARGET_GROUP: { name: 'Market Segmentation Matrix' },
  REVIEW_TARGET_PERSONA: { name: 'Target Persona' },
  REFINE_UVP: { name: 'Unique Value Proposition' },
  REFINE_ELEVATOR_PITCH: { name: 'Elevator Pitch' },
  REFINE_KEY_PARTNERS: { name: 'Key Partners' },
  REFINE_REVENUE_STREAMS: { name: 'Revenue Streams' },
  REVIEW_REVENUE_STREAM_MATRIX: { name: 'Revenue Stream Matrix' },
  REFINE_SMART_GOALS: { name: 'SMART Goals' },
  REFINE_BUDGET: { name: 'Budget' },
  REFINE_MARKETING_CHANNELS: { name: 'Marketing Channels' },
  REFINE_LAUNCH_PLAN: { name: 'Launch Plan' },
} as const satisfies Record<Step, { name: string }>;

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
  return isUnlocked(stage, board);
}

export function isStepEnabled(step: Step, board: BoardData): boolean {
  return isUnlocked(step, board);
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
