import { describe, expect, it } from 'vitest';

import type { Board } from './board.js';
import {
  BoardDataSchema,
  BoardPatchSchema,
  BoardSchema,
  DraftSourceSchema,
  emptyBoardData,
  TEXT_FIELD_MAX,
  userSources,
} from './board.js';
import { applyBoardPatch } from './board-patch.js';
import { BoardTitleSchema } from './board-title.js';
import { DEFAULT_BOARD_TITLE } from './proposed-title.js';

const MATRIX = { columns: ['Target group', 'Size'], rows: [['Students', 'Large']] };

function board(): Board {
  return {
    ...emptyBoardData(),
    id: '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
    title: 'Bakery',
    currentStage: 'IDEA',
    currentStep: 'INITIAL_IDEA',
    furthestStage: 'IDEA',
    furthestStep: 'INITIAL_IDEA',
    draftSources: { 'ideaData.businessIdea': { kind: 'ai', provider: 'openai', model: 'gpt-4o-mini' } },
    ownerId: '5e1d2c3b-4a59-4687-9a6b-7c8d9e0f1a2b',
    companyId: null,
    version: 1,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
  };
}

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('emptyBoardData', () => {
  it('should start every text empty and every table absent', () => {
    const data = emptyBoardData();
    expect(BoardDataSchema.parse(data)).toEqual(data);
    expect(data.targetAudienceData.marketSegmentationMatrix).toBeNull();
    expect(data.businessModelData.revenueStreamMatrix).toBeNull();
    expect(data.budgetingData.budget).toBeNull();
    expect(data.goToMarketData).toEqual({
      marketingChannels: '',
      refinedMarketingChannels: '',
      launchPlan: '',
      refinedLaunchPlan: '',
    });
    expect(Object.keys(data.ideaData)).toEqual([
      'initialIdea',
      'businessIdea',
      'refinedBusinessIdea',
      'guidingQuestions',
      'refinedGuidingQuestions',
      'geoMarket',
      'problemStatement',
      'refinedProblemStatement',
    ]);
  });

  it('should hand out a fresh object each time', () => {
    const a = emptyBoardData();
    a.ideaData.initialIdea = 'changed';
    expect(emptyBoardData().ideaData.initialIdea).toBe('');
  });

  it('should have a default title', () => {
    expect(DEFAULT_BOARD_TITLE).toBe('Untitled board');
  });
});

describe('BoardSchema', () => {
  it('should accept a whole board', () => {
    expect(BoardSchema.parse(board())).toEqual(board());
  });

  it('should reject an unknown stage, a step name in the wrong case, or extra stage fields', () => {
    expect(BoardSchema.safeParse({ ...board(), currentStage: 'idea' }).success).toBe(false);
    expect(BoardSchema.safeParse({ ...board(), currentStep: 'initial_idea' }).success).toBe(false);
    expect(
      BoardSchema.safeParse({ ...board(), ideaData: { ...emptyBoardData().ideaData, extra: '' } }).success,
    ).toBe(false);
    expect(BoardSchema.safeParse({ ...board(), id: 'not-a-uuid' }).success).toBe(false);
  });
});

describe('BoardTitleSchema', () => {
  it('should trim the title and refuse empty or over-long ones', () => {
    expect(BoardTitleSchema.parse('  Bakery  ')).toBe('Bakery');
    expect(message(BoardTitleSchema.safeParse('   '))).toBe('Board name cannot be empty');
    expect(message(BoardTitleSchema.safeParse('x'.repeat(121)))).toBe(
      'Board name is limited to 120 characters',
    );
  });
});

describe('BoardPatchSchema', () => {
  it('should accept partial stage objects and the step fields', () => {
    const patch = { currentStage: 'UVP', currentStep: 'REFINE_UVP', uvpData: { elevatorPitch: 'Go' } };
    expect(BoardPatchSchema.parse(patch)).toEqual(patch);
  });

  it('should reject unknown fields at the top and inside stage objects', () => {
    expect(BoardPatchSchema.safeParse({ ownerId: '5e1d2c3b-4a59-4687-9a6b-7c8d9e0f1a2b' }).success).toBe(
      false,
    );
    expect(BoardPatchSchema.safeParse({ ideaData: { notAField: 'x' } }).success).toBe(false);
    expect(BoardPatchSchema.safeParse({ ideaData: { targetGroups: 'x' } }).success).toBe(false);
  });

  it('should reject an empty patch with "Nothing to change"', () => {
    expect(message(BoardPatchSchema.safeParse({}))).toBe('Nothing to change');
  });

  it('should reject text over the limit and ragged tables', () => {
    expect(
      message(BoardPatchSchema.safeParse({ ideaData: { initialIdea: 'x'.repeat(TEXT_FIELD_MAX + 1) } })),
    ).toBe(`Text is limited to ${TEXT_FIELD_MAX} characters`);
    expect(
      BoardPatchSchema.safeParse({
        targetAudienceData: { marketSegmentationMatrix: { columns: ['A', 'B'], rows: [['1']] } },
      }).success,
    ).toBe(false);
  });

  it('should allow clearing a table with null', () => {
    expect(BoardPatchSchema.parse({ budgetingData: { budget: null } })).toEqual({
      budgetingData: { budget: null },
    });
  });
});

describe('applyBoardPatch', () => {
  it('should merge stage objects field by field', () => {
    const before = board();
    before.ideaData.initialIdea = 'Bread';
    before.ideaData.geoMarket = 'Berlin';
    const after = applyBoardPatch(before, { ideaData: { geoMarket: 'Hamburg', businessIdea: 'Bakery' } });
    expect(after.ideaData).toEqual({ ...before.ideaData, geoMarket: 'Hamburg', businessIdea: 'Bakery' });
    expect(after.targetAudienceData).toEqual(before.targetAudienceData);
  });

  it('should replace tables whole', () => {
    const before = board();
    before.targetAudienceData.marketSegmentationMatrix = {
      columns: ['Target group', 'Size', 'Need'],
      rows: [
        ['Parents', 'Small', 'Care'],
        ['Kids', 'Big', 'Fun'],
      ],
    };
    const after = applyBoardPatch(before, { targetAudienceData: { marketSegmentationMatrix: MATRIX } });
    expect(after.targetAudienceData.marketSegmentationMatrix).toEqual(MATRIX);
    const cleared = applyBoardPatch(before, { budgetingData: { budget: null } });
    expect(cleared.budgetingData.budget).toBeNull();
  });

  it('should replace the title, stage and step', () => {
    const after = applyBoardPatch(board(), { title: 'Cafe', currentStage: 'UVP', currentStep: 'REFINE_UVP' });
    expect([after.title, after.currentStage, after.currentStep]).toEqual(['Cafe', 'UVP', 'REFINE_UVP']);
  });

  it('should keep fields a patch leaves undefined and never change the input board', () => {
    const before = board();
    before.ideaData.initialIdea = 'Bread';
    const after = applyBoardPatch(before, {
      ideaData: { initialIdea: undefined, geoMarket: 'Paris' },
      title: undefined,
    });
    expect(after.ideaData.initialIdea).toBe('Bread');
    expect(after.title).toBe('Bakery');
    expect(before.ideaData.geoMarket).toBe('');
    expect(after).not.toBe(before);
  });
});

describe('userSources', () => {
  it("should mark every stage field a patch writes as the user's, and nothing else", () => {
    expect(
      userSources({
        title: 'Cafe',
        currentStage: 'IDEA',
        ideaData: { initialIdea: 'Coffee', businessIdea: undefined },
        budgetingData: { budget: { Item: ['Grinder'] } },
      }),
    ).toEqual({ 'ideaData.initialIdea': { kind: 'user' }, 'budgetingData.budget': { kind: 'user' } });
  });

  it("should key a plan section's source by its path like a stage field's", () => {
    expect(userSources({ planData: { risks: null, competition: undefined } as never })).toEqual({
      'planData.risks': { kind: 'user' },
    });
  });

  it('should refuse a draft source the domain does not know', () => {
    expect(DraftSourceSchema.safeParse({ kind: 'ai', provider: 'openai' }).success).toBe(false);
    expect(DraftSourceSchema.safeParse({ kind: 'offline' }).success).toBe(true);
  });
});
