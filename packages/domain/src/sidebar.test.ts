import { describe, expect, it } from 'vitest';

import type { BoardData } from './board.js';
import { emptyBoardData } from './board.js';
import type { SidebarBoard } from './sidebar.js';
import {
  isStageEnabled,
  isStepEnabled,
  SIDEBAR_BOARD_NAME_MAX,
  sidebarItems,
  stageUrl,
  truncateBoardName,
} from './sidebar.js';
import type { StageDataKey } from './stages.js';
import type { Stage } from './stages.js';
import type { Step } from './steps.js';
import { ALL_STEPS } from './steps.js';

type DataPatch = { [K in StageDataKey]?: Partial<BoardData[K]> };

function boardWith(...patches: DataPatch[]): BoardData {
  const data = emptyBoardData();
  for (const patch of patches) {
    for (const [key, value] of Object.entries(patch)) Object.assign(data[key as StageDataKey], value);
  }
  return data;
}

const BOARD_ID = '7f9c2b1e-0d5c-4c1e-9a57-3e0f6f1b2c3d';
const MATRIX = { columns: ['Revenue stream', 'Price'], rows: [['Subscriptions', '10']] };

/** Spec 4 "Sidebar enablement": what each stage menu needs (null: always enabled). */
const SPEC_STAGE_NEEDS: Record<Stage, { with: DataPatch; without: DataPatch[] } | null> = {
  IDEA: null,
  TARGET_AUDIENCE: {
    with: { targetAudienceData: { targetGroups: 'Students' } },
    without: [{ targetAudienceData: { targetGroups: '' } }, { targetAudienceData: { targetGroups: '   ' } }],
  },
  UVP: {
    with: { uvpData: { uniqueValueProposition: 'Fast' } },
    without: [{ uvpData: { uniqueValueProposition: '' } }, { uvpData: { uniqueValueProposition: '\t' } }],
  },
  BUSINESS_MODEL: {
    with: { businessModelData: { keyPartners: 'Banks' } },
    without: [{ businessModelData: { keyPartners: '' } }, { businessModelData: { keyPartners: ' ' } }],
  },
  BUDGETING: {
    with: { budgetingData: { budget: { Item: ['Rent'], Cost: [1200] } } },
    without: [{ budgetingData: { budget: null } }, { budgetingData: { budget: {} } }],
  },
  GO_TO_MARKET: {
    with: { goToMarketData: { marketingChannels: 'Social media' } },
    without: [
      { goToMarketData: { marketingChannels: '' } },
      { goToMarketData: { marketingChannels: '  \n' } },
    ],
  },
};

const t = (key: keyof BoardData, field: string, value: unknown = 'Some text'): DataPatch => ({
  [key]: { [field]: value },
});

/** Spec 4 "Sidebar enablement" per sub-step: its menu name and what it needs (null: always). */
const SPEC_STEP_MENUS: Record<Step, { name: string; with: DataPatch | null; without: DataPatch[] }> = {
  INITIAL_IDEA: { name: 'Initial Idea', with: null, without: [] },
  REFINE_BUSINESS_IDEA: {
    name: 'Business Idea',
    with: t('ideaData', 'initialIdea'),
    without: [t('ideaData', 'initialIdea', ''), t('ideaData', 'initialIdea', ' ')],
  },
  REFINE_GUIDING_QUESTIONS: {
    name: 'Guiding Questions',
    with: t('ideaData', 'refinedBusinessIdea'),
    without: [t('ideaData', 'refinedBusinessIdea', ''), t('ideaData', 'businessIdea')],
  },
  GEO_MARKET: {
    name: 'Geographical Market',
    with: t('ideaData', 'refinedGuidingQuestions'),
    without: [t('ideaData', 'refinedGuidingQuestions', ' '), t('ideaData', 'guidingQuestions')],
  },
  REFINE_PROBLEM_STATEMENT: {
    name: 'Problem Statement',
    with: t('ideaData', 'geoMarket'),
    without: [t('ideaData', 'geoMarket', '')],
  },
  DISPLAY_ALL: {
    name: 'Overview',
    with: t('ideaData', 'refinedProblemStatement'),
    without: [t('ideaData', 'refinedProblemStatement', ''), t('ideaData', 'problemStatement')],
  },
  REFINE_TARGET_GROUPS: {
    name: 'Target Groups',
    with: t('targetAudienceData', 'targetGroups'),
    without: [t('targetAudienceData', 'targetGroups', '')],
  },
  SELECT_TARGET_GROUP: {
    name: 'Market Segmentation Matrix',
    with: t('targetAudienceData', 'refinedTargetGroups'),
    without: [t('targetAudienceData', 'refinedTargetGroups', ' '), t('targetAudienceData', 'targetGroups')],
  },
  REVIEW_TARGET_PERSONA: {
    name: 'Target Persona',
    with: t('targetAudienceData', 'chosenTargetGroup'),
    without: [
      t('targetAudienceData', 'chosenTargetGroup', ''),
      t('targetAudienceData', 'marketSegmentationMatrix', MATRIX),
    ],
  },
  REFINE_UVP: {
    name: 'Unique Value Proposition',
    with: t('uvpData', 'uniqueValueProposition'),
    without: [t('uvpData', 'uniqueValueProposition', '')],
  },
  REFINE_ELEVATOR_PITCH: {
    name: 'Elevator Pitch',
    with: t('uvpData', 'refinedUniqueValueProposition'),
    without: [t('uvpData', 'refinedUniqueValueProposition', ' '), t('uvpData', 'uniqueValueProposition')],
  },
  REFINE_KEY_PARTNERS: {
    name: 'Key Partners',
    with: t('businessModelData', 'keyPartners'),
    without: [t('businessModelData', 'keyPartners', '')],
  },
  REFINE_REVENUE_STREAMS: {
    name: 'Revenue Streams',
    with: t('businessModelData', 'refinedKeyPartners'),
    without: [t('businessModelData', 'refinedKeyPartners', ''), t('businessModelData', 'keyPartners')],
  },
  REVIEW_REVENUE_STREAM_MATRIX: {
    name: 'Revenue Stream Matrix',
    with: t('businessModelData', 'refinedRevenueStreams'),
    without: [t('businessModelData', 'refinedRevenueStreams', ' '), t('businessModelData', 'revenueStreams')],
  },
  REFINE_SMART_GOALS: {
    name: 'SMART Goals',
    with: t('businessModelData', 'revenueStreamMatrix', MATRIX),
    without: [
      t('businessModelData', 'revenueStreamMatrix', null),
      t('businessModelData', 'revenueStreamMatrix', { columns: ['Revenue stream'], rows: [] }),
      t('businessModelData', 'refinedRevenueStreams'),
    ],
  },
  REFINE_BUDGET: {
    name: 'Budget',
    with: t('budgetingData', 'budget', { Item: ['Ads'], Cost: ['$300'] }),
    without: [t('budgetingData', 'budget', null)],
  },
  REFINE_MARKETING_CHANNELS: { name: 'Marketing Channels', with: null, without: [] },
  REFINE_LAUNCH_PLAN: {
    name: 'Launch Plan',
    with: t('goToMarketData', 'refinedMarketingChannels'),
    without: [
      t('goToMarketData', 'refinedMarketingChannels', ''),
      t('goToMarketData', 'refinedMarketingChannels', '  '),
      t('goToMarketData', 'marketingChannels'),
    ],
  },
};

const SPEC_STAGE_NAMES: Record<Stage, { name: string; slug: string }> = {
  IDEA: { name: 'Idea', slug: 'idea' },
  TARGET_AUDIENCE: { name: 'Target Audience', slug: 'target-audience' },
  UVP: { name: 'Unique Value Proposition', slug: 'uvp' },
  BUSINESS_MODEL: { name: 'Business Model', slug: 'business-model' },
  BUDGETING: { name: 'Budgeting', slug: 'budgeting' },
  GO_TO_MARKET: { name: 'Go To Market', slug: 'go-to-market' },
};

function sidebarBoard(data: BoardData, currentStage: Stage, currentStep: Step): SidebarBoard {
  return { ...data, id: BOARD_ID, currentStage, currentStep };
}

describe('isStageEnabled', () => {
  const stages = Object.entries(SPEC_STAGE_NEEDS) as [Stage, (typeof SPEC_STAGE_NEEDS)[Stage]][];

  it('should always enable the idea stage', () => {
    expect(isStageEnabled('IDEA', emptyBoardData())).toBe(true);
  });

  it.each(stages.filter(([, rule]) => rule !== null))(
    'should enable %s once its need has content',
    (stage, rule) => {
      expect(isStageEnabled(stage, boardWith(rule!.with))).toBe(true);
    },
  );

  it.each(stages.filter(([, rule]) => rule !== null))(
    'should disable %s while its need is empty or blank',
    (stage, rule) => {
      expect(isStageEnabled(stage, emptyBoardData())).toBe(false);
      for (const without of rule!.without) expect(isStageEnabled(stage, boardWith(without))).toBe(false);
    },
  );
});

describe('isStepEnabled', () => {
  const steps = Object.entries(SPEC_STEP_MENUS) as [Step, (typeof SPEC_STEP_MENUS)[Step]][];

  it.each(steps.filter(([, rule]) => rule.with === null))('should always enable %s', (step) => {
    expect(isStepEnabled(step, emptyBoardData())).toBe(true);
  });

  it.each(steps.filter(([, rule]) => rule.with !== null))(
    'should enable %s once its need has content',
    (step, rule) => {
      expect(isStepEnabled(step, boardWith(rule.with!))).toBe(true);
    },
  );

  it.each(steps.filter(([, rule]) => rule.with !== null))(
    'should disable %s while its need is missing',
    (step, rule) => {
      expect(isStepEnabled(step, emptyBoardData())).toBe(false);
      for (const without of rule.without) expect(isStepEnabled(step, boardWith(without))).toBe(false);
    },
  );
});

describe('sidebarItems', () => {
  it('should list the six stages with the spec names, urls and sub-step names in order', () => {
    const items = sidebarItems(sidebarBoard(emptyBoardData(), 'IDEA', 'INITIAL_IDEA'));
    expect(items.map((i) => i.name)).toEqual(Object.values(SPEC_STAGE_NAMES).map((s) => s.name));
    expect(items.map((i) => i.url)).toEqual(
      Object.values(SPEC_STAGE_NAMES).map((s) => `/${BOARD_ID}/${s.slug}`),
    );
    expect(items.flatMap((i) => i.stepSubMenus.map((s) => s.action))).toEqual(ALL_STEPS);
    expect(items.flatMap((i) => i.stepSubMenus.map((s) => s.name))).toEqual(
      ALL_STEPS.map((step) => SPEC_STEP_MENUS[step].name),
    );
    for (const item of items) expect(item.icon).toMatch(/^[a-z-]+$/);
  });

  it('should enable only the idea stage, Initial Idea and Marketing Channels on a new board', () => {
    const items = sidebarItems(sidebarBoard(emptyBoardData(), 'IDEA', 'INITIAL_IDEA'));
    expect(items.filter((i) => i.isEnabled).map((i) => i.stage)).toEqual(['IDEA']);
    expect(items.flatMap((i) => i.stepSubMenus.filter((s) => s.isEnabled).map((s) => s.action))).toEqual([
      'INITIAL_IDEA',
      'REFINE_MARKETING_CHANNELS',
    ]);
  });

  it('should mark the board current stage and the given step as active', () => {
    const data = boardWith({ uvpData: { uniqueValueProposition: 'x', refinedUniqueValueProposition: 'y' } });
    const items = sidebarItems(sidebarBoard(data, 'UVP', 'REFINE_UVP'), 'REFINE_ELEVATOR_PITCH');
    expect(items.filter((i) => i.isActive).map((i) => i.stage)).toEqual(['UVP']);
    const active = items.flatMap((i) => i.stepSubMenus.filter((s) => s.isActive).map((s) => s.action));
    expect(active).toEqual(['REFINE_ELEVATOR_PITCH']);
  });

  it('should default the active step to the board current step', () => {
    const items = sidebarItems(sidebarBoard(emptyBoardData(), 'IDEA', 'GEO_MARKET'));
    const active = items.flatMap((i) => i.stepSubMenus.filter((s) => s.isActive).map((s) => s.action));
    expect(active).toEqual(['GEO_MARKET']);
  });

  it('should not mark a step of another stage active', () => {
    const items = sidebarItems(sidebarBoard(emptyBoardData(), 'IDEA', 'INITIAL_IDEA'), 'REFINE_BUDGET');
    expect(items.flatMap((i) => i.stepSubMenus.filter((s) => s.isActive))).toEqual([]);
    expect(items.find((i) => i.stage === 'IDEA')?.isActive).toBe(true);
  });

  it('should agree with isStageEnabled and isStepEnabled on a half-done board', () => {
    const data = boardWith(
      {
        ideaData: {
          initialIdea: 'a',
          refinedBusinessIdea: 'b',
          refinedGuidingQuestions: 'c',
          geoMarket: 'EU',
        },
      },
      { targetAudienceData: { targetGroups: 'Students' } },
    );
    const items = sidebarItems(sidebarBoard(data, 'TARGET_AUDIENCE', 'REFINE_TARGET_GROUPS'));
    expect(items.filter((i) => i.isEnabled).map((i) => i.stage)).toEqual(['IDEA', 'TARGET_AUDIENCE']);
    expect(items[0]?.stepSubMenus.map((s) => s.isEnabled)).toEqual([true, true, true, true, true, false]);
    expect(items[1]?.stepSubMenus.map((s) => s.isEnabled)).toEqual([true, false, false]);
  });
});

describe('stageUrl', () => {
  it.each(Object.entries(SPEC_STAGE_NAMES) as [Stage, { slug: string }][])(
    'should point %s at its slug',
    (stage, { slug }) => {
      expect(stageUrl('b1', stage)).toBe(`/b1/${slug}`);
    },
  );
});

describe('truncateBoardName', () => {
  it('should keep names of up to 23 characters', () => {
    expect(SIDEBAR_BOARD_NAME_MAX).toBe(23);
    expect(truncateBoardName('')).toBe('');
    expect(truncateBoardName('Coffee shop')).toBe('Coffee shop');
    expect(truncateBoardName('a'.repeat(23))).toBe('a'.repeat(23));
  });

  it('should cut longer names at 23 characters and append "..."', () => {
    expect(truncateBoardName('a'.repeat(24))).toBe(`${'a'.repeat(23)}...`);
    expect(truncateBoardName('My very long business plan board')).toBe('My very long business p...');
  });

  it('should never cut an emoji in half', () => {
    expect(truncateBoardName(`${'a'.repeat(22)}🚀🚀`)).toBe(`${'a'.repeat(22)}🚀...`);
  });
});
