import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { BoardData } from './board.js';
import { emptyBoardData } from './board.js';
import { hasBudget, hasTable, hasText } from './content.js';
import type { FieldPath, Menu } from './fields.js';
import {
  DRAFT_PAIRS,
  FIELD_PATHS,
  fieldDraftedBy,
  fieldName,
  fieldsOfStage,
  fieldSpec,
  isFieldPath,
  stageOfFieldPath,
  UNLOCKING_FIELDS,
} from './fields.js';
import { DRAFT_SHOWN_ON } from './movement.js';
import { PLAN_SECTIONS } from './plan/plan-sections.js';
import { ALL_PROMPT_VERSION_NAMES, completionTarget, PROMPT_VERSION_NAMES } from './prompt-versions.js';
import { CHECKS, runCheck } from './review/checks.js';
import { isStageEnabled, isStepEnabled } from './sidebar.js';
import { STAGES } from './stages.js';
import { ALL_STEPS, stepsOf } from './steps.js';

describe('FieldPath', () => {
  it('should not compile a misspelt path', () => {
    // @ts-expect-error: "Busines" is misspelt.
    const misspelt: FieldPath = 'ideaData.refinedBusinesIdea';
    // @ts-expect-error: the field lives in ideaData, not uvpData.
    const misplaced: FieldPath = 'uvpData.initialIdea';
    const path: FieldPath = 'ideaData.refinedBusinessIdea';
    expect([misspelt, misplaced].map(isFieldPath)).toEqual([false, false]);
    expect(isFieldPath(path)).toBe(true);
  });
});

/** Spec 4 "Sidebar enablement", written out from the spec's words (menus it does not name are always enabled). */
const SPEC_ENABLEMENT: Partial<Record<Menu, (b: BoardData) => boolean>> = {
  REFINE_BUSINESS_IDEA: (b) => hasText(b.ideaData.initialIdea),
  REFINE_GUIDING_QUESTIONS: (b) => hasText(b.ideaData.refinedBusinessIdea),
  GEO_MARKET: (b) => hasText(b.ideaData.refinedGuidingQuestions),
  REFINE_PROBLEM_STATEMENT: (b) => hasText(b.ideaData.geoMarket),
  DISPLAY_ALL: (b) => hasText(b.ideaData.refinedProblemStatement),
  TARGET_AUDIENCE: (b) => hasText(b.targetAudienceData.targetGroups),
  REFINE_TARGET_GROUPS: (b) => hasText(b.targetAudienceData.targetGroups),
  SELECT_TARGET_GROUP: (b) => hasText(b.targetAudienceData.refinedTargetGroups),
  REVIEW_TARGET_PERSONA: (b) => hasText(b.targetAudienceData.chosenTargetGroup),
  UVP: (b) => hasText(b.uvpData.uniqueValueProposition),
  REFINE_UVP: (b) => hasText(b.uvpData.uniqueValueProposition),
  REFINE_ELEVATOR_PITCH: (b) => hasText(b.uvpData.refinedUniqueValueProposition),
  BUSINESS_MODEL: (b) => hasText(b.businessModelData.keyPartners),
  REFINE_KEY_PARTNERS: (b) => hasText(b.businessModelData.keyPartners),
  REFINE_REVENUE_STREAMS: (b) => hasText(b.businessModelData.refinedKeyPartners),
  REVIEW_REVENUE_STREAM_MATRIX: (b) => hasText(b.businessModelData.refinedRevenueStreams),
  REFINE_SMART_GOALS: (b) => hasTable(b.businessModelData.revenueStreamMatrix),
  BUDGETING: (b) => hasBudget(b.budgetingData.budget),
  REFINE_BUDGET: (b) => hasBudget(b.budgetingData.budget),
  GO_TO_MARKET: (b) => hasText(b.goToMarketData.marketingChannels),
  REFINE_LAUNCH_PLAN: (b) => hasText(b.goToMarketData.refinedMarketingChannels),
};

const text = fc.constantFrom('', '  \n', 'Some text');
const table = fc.constantFrom(null, { columns: ['A'], rows: [] }, { columns: ['A'], rows: [['1']] });
const budget = fc.constantFrom(null, {}, { Item: ['Rent'], 'One-off (EUR)': ['100'] });

/** Any board: each stage field empty, blank or written, by its kind of content. */
const anyBoard = fc
  .tuple(...fieldsOfStages().map((path) => valueFor(path).map((value) => [path, value] as const)))
  .map((entries) => {
    const board = emptyBoardData();
    for (const [path, value] of entries) {
      const [key, name] = path.split('.') as [keyof BoardData, string];
      (board[key] as Record<string, unknown>)[name] = value;
    }
    return board;
  });

function fieldsOfStages(): FieldPath[] {
  return STAGES.flatMap((s) => fieldsOfStage(s.id)).filter((p) => fieldSpec(p).content !== 'other');
}

function valueFor(path: FieldPath): fc.Arbitrary<unknown> {
  const content = fieldSpec(path).content;
  return content === 'table' ? table : content === 'budget' ? budget : text;
}

describe('the field catalogue', () => {
  it("should unlock exactly the spec's menus, which the sidebar and the review's empty check both read, on every board", () => {
    const empty = CHECKS.find((c) => c.id === 'any.empty')!;
    fc.assert(
      fc.property(anyBoard, (board) => {
        for (const stage of STAGES) {
          expect(isStageEnabled(stage.id, board), stage.id).toBe(SPEC_ENABLEMENT[stage.id]?.(board) ?? true);
        }
        for (const step of ALL_STEPS) {
          expect(isStepEnabled(step, board), step).toBe(SPEC_ENABLEMENT[step]?.(board) ?? true);
        }
        // The review names an empty field for each locked menu, and no other field.
        const named = runCheck(empty, board).map((hit) => hit.field);
        const locked = [...STAGES.map((s) => s.id), ...ALL_STEPS].filter(
          (menu) => !(SPEC_ENABLEMENT[menu]?.(board) ?? true),
        );
        for (const menu of locked) {
          expect(
            UNLOCKING_FIELDS.filter((f) => fieldSpec(f).unlocks?.includes(menu)).some((f) =>
              named.includes(f),
            ),
          ).toBe(true);
        }
        for (const field of named) {
          expect(fieldSpec(field as FieldPath).unlocks?.some((menu) => locked.includes(menu))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('should give each stage field a step of its own stage, and each draft a refined field of the same step', () => {
    for (const stage of STAGES) {
      for (const path of fieldsOfStage(stage.id)) {
        expect(stepsOf(stage.id) as readonly string[], path).toContain(fieldSpec(path).step);
        expect(path.startsWith(`${stage.dataKey}.`)).toBe(true);
      }
    }
    for (const { refined, draft } of DRAFT_PAIRS) {
      expect(fieldSpec(draft).step).toBe(fieldSpec(refined).step);
      expect(fieldName(draft)).toBe(`${fieldName(refined)} draft`);
    }
    expect(FIELD_PATHS.filter((p) => stageOfFieldPath(p) === null)).toEqual([
      'title',
      'forecastData',
      ...FIELD_PATHS.filter((p) => p.startsWith('planData.')),
    ]);
  });

  it('should name, for every prompt version, the field it writes, its title and the step that shows its draft', () => {
    for (const version of ALL_PROMPT_VERSION_NAMES) {
      const target = completionTarget(version);
      const path = fieldDraftedBy(version);
      expect(path).toBe(target.dataKey === null ? target.field : `${target.dataKey}.${target.field}`);
      const spec = fieldSpec(path);
      expect(spec.draftOf === undefined ? fieldName(path) : fieldName(spec.draftOf as FieldPath)).toBe(
        target.title,
      );
    }
    for (const version of PROMPT_VERSION_NAMES) {
      expect(DRAFT_SHOWN_ON[version]).toBe(fieldSpec(fieldDraftedBy(version)).step);
    }
    expect(DRAFT_SHOWN_ON).toMatchObject({
      '1.1.2': 'REFINE_BUSINESS_IDEA',
      budgeting: 'REFINE_BUDGET',
      '5.2.1': null,
    });
  });

  it("should name the plan's own sections as the plan titles them", () => {
    for (const section of PLAN_SECTIONS) {
      expect(fieldName(`planData.${section.field}`)).toBe(section.title);
    }
  });
});
