import { describe, expect, it } from 'vitest';

import type { BoardData } from './board.js';
import { emptyBoardData } from './board.js';
import { canGoForward, FORWARD_RULES } from './forward.js';
import type { StageDataKey } from './stages.js';
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

const MATRIX = { columns: ['Target group', 'Size'], rows: [['Students', 'Large']] };
const text = (key: StageDataKey, field: string): DataPatch => ({ [key]: { [field]: 'Some text' } });
const blank = (key: keyof BoardData, field: string): DataPatch => ({ [key]: { [field]: '  \n ' } });

/** Spec 4 "Forward allowed when": what each step needs; "never" for steps that never go forward. */
const SPEC_FORWARD: Record<Step, { needs: DataPatch[]; blanks: DataPatch[] } | 'never'> = {
  INITIAL_IDEA: {
    needs: [text('ideaData', 'initialIdea'), text('ideaData', 'businessIdea')],
    blanks: [blank('ideaData', 'initialIdea'), blank('ideaData', 'businessIdea')],
  },
  REFINE_BUSINESS_IDEA: {
    needs: [text('ideaData', 'refinedBusinessIdea'), text('ideaData', 'guidingQuestions')],
    blanks: [blank('ideaData', 'refinedBusinessIdea'), blank('ideaData', 'guidingQuestions')],
  },
  REFINE_GUIDING_QUESTIONS: {
    needs: [text('ideaData', 'refinedGuidingQuestions')],
    blanks: [blank('ideaData', 'refinedGuidingQuestions')],
  },
  GEO_MARKET: {
    needs: [text('ideaData', 'geoMarket'), text('ideaData', 'problemStatement')],
    blanks: [blank('ideaData', 'geoMarket'), blank('ideaData', 'problemStatement')],
  },
  REFINE_PROBLEM_STATEMENT: {
    needs: [text('ideaData', 'refinedProblemStatement')],
    blanks: [blank('ideaData', 'refinedProblemStatement')],
  },
  DISPLAY_ALL: {
    needs: [text('ideaData', 'refinedProblemStatement')],
    blanks: [blank('ideaData', 'refinedProblemStatement')],
  },
  REFINE_TARGET_GROUPS: {
    needs: [
      text('targetAudienceData', 'refinedTargetGroups'),
      { targetAudienceData: { marketSegmentationMatrix: MATRIX } },
    ],
    blanks: [
      blank('targetAudienceData', 'refinedTargetGroups'),
      { targetAudienceData: { marketSegmentationMatrix: { columns: ['Target group'], rows: [] } } },
    ],
  },
  SELECT_TARGET_GROUP: {
    needs: [
      { targetAudienceData: { marketSegmentationMatrix: MATRIX } },
      text('targetAudienceData', 'chosenTargetGroup'),
    ],
    blanks: [
      { targetAudienceData: { marketSegmentationMatrix: null } },
      blank('targetAudienceData', 'chosenTargetGroup'),
    ],
  },
  REVIEW_TARGET_PERSONA: 'never',
  REFINE_UVP: {
    needs: [text('uvpData', 'refinedUniqueValueProposition'), text('uvpData', 'elevatorPitch')],
    blanks: [blank('uvpData', 'refinedUniqueValueProposition'), blank('uvpData', 'elevatorPitch')],
  },
  REFINE_ELEVATOR_PITCH: {
    needs: [text('uvpData', 'refinedElevatorPitch')],
    blanks: [blank('uvpData', 'refinedElevatorPitch')],
  },
  REFINE_KEY_PARTNERS: {
    needs: [text('businessModelData', 'refinedKeyPartners'), text('businessModelData', 'revenueStreams')],
    blanks: [blank('businessModelData', 'refinedKeyPartners'), blank('businessModelData', 'revenueStreams')],
  },
  REFINE_REVENUE_STREAMS: {
    needs: [
      text('businessModelData', 'refinedRevenueStreams'),
      { businessModelData: { revenueStreamMatrix: MATRIX } },
    ],
    blanks: [
      blank('businessModelData', 'refinedRevenueStreams'),
      { businessModelData: { revenueStreamMatrix: null } },
    ],
  },
  REVIEW_REVENUE_STREAM_MATRIX: {
    needs: [{ businessModelData: { revenueStreamMatrix: MATRIX } }, text('businessModelData', 'SMARTGoals')],
    blanks: [{ businessModelData: { revenueStreamMatrix: null } }, blank('businessModelData', 'SMARTGoals')],
  },
  REFINE_SMART_GOALS: {
    needs: [text('businessModelData', 'refinedSMARTGoals')],
    blanks: [blank('businessModelData', 'refinedSMARTGoals')],
  },
  REFINE_BUDGET: {
    needs: [{ budgetingData: { budget: { Item: ['Rent'], Cost: [100] } } }],
    blanks: [{ budgetingData: { budget: {} } }],
  },
  REFINE_MARKETING_CHANNELS: {
    needs: [text('goToMarketData', 'refinedMarketingChannels'), text('goToMarketData', 'launchPlan')],
    blanks: [blank('goToMarketData', 'refinedMarketingChannels'), blank('goToMarketData', 'launchPlan')],
  },
  REFINE_LAUNCH_PLAN: 'never',
};

/** A board where every field of every stage has content. */
const FULL = boardWith(
  ...(Object.values(SPEC_FORWARD).flatMap((rule) => (rule === 'never' ? [] : rule.needs)) as DataPatch[]),
  { goToMarketData: { marketingChannels: 'x', launchPlan: 'x', refinedLaunchPlan: 'x' } },
);

describe('canGoForward', () => {
  it('should have a rule for every step', () => {
    expect(Object.keys(FORWARD_RULES).sort()).toEqual([...ALL_STEPS].sort());
  });

  it.each(ALL_STEPS)('should not allow forward from %s on an empty board', (step) => {
    expect(canGoForward(step, emptyBoardData())).toBe(false);
  });

  const steps = (Object.entries(SPEC_FORWARD) as [Step, (typeof SPEC_FORWARD)[Step]][]).filter(
    (entry): entry is [Step, { needs: DataPatch[]; blanks: DataPatch[] }] => entry[1] !== 'never',
  );

  it.each(steps)('should allow forward from %s once everything it needs is there', (step, rule) => {
    expect(canGoForward(step, boardWith(...rule.needs))).toBe(true);
  });

  it.each(steps)('should refuse forward from %s when any one need is missing', (step, rule) => {
    rule.needs.forEach((_, missing) => {
      expect(canGoForward(step, boardWith(...rule.needs.filter((__, i) => i !== missing)))).toBe(false);
    });
  });

  it.each(steps)('should refuse forward from %s when any one need is blank or empty', (step, rule) => {
    rule.blanks.forEach((blankPatch) => {
      expect(canGoForward(step, boardWith(...rule.needs, blankPatch))).toBe(false);
    });
  });

  it.each(['REVIEW_TARGET_PERSONA', 'REFINE_LAUNCH_PLAN'] as const)(
    'should never allow forward from %s, even on a full board',
    (step) => {
      expect(canGoForward(step, FULL)).toBe(false);
    },
  );

  it('should allow forward from marketing channels only with refined channels and a launch plan', () => {
    expect(canGoForward('REFINE_MARKETING_CHANNELS', FULL)).toBe(true);
    expect(
      canGoForward(
        'REFINE_MARKETING_CHANNELS',
        boardWith({ goToMarketData: { refinedMarketingChannels: 'x' } }),
      ),
    ).toBe(false);
    expect(
      canGoForward('REFINE_MARKETING_CHANNELS', boardWith({ goToMarketData: { launchPlan: 'x' } })),
    ).toBe(false);
  });

  it('should not read other stages: ideas alone never open target audience forward', () => {
    const ideaOnly = boardWith(...(SPEC_FORWARD.INITIAL_IDEA as { needs: DataPatch[] }).needs);
    expect(canGoForward('REFINE_TARGET_GROUPS', ideaOnly)).toBe(false);
  });
});
