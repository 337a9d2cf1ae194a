import { hasBudget, hasTable, hasText } from './content.js';
import type { Stage } from './stages.js';
import { STAGES } from './stages.js';
import type { Step } from './steps.js';

// The catalogue imports nothing that reads fields, so every part that does may import it: the board's
// schema (`board.ts`) and the prompt versions check their tables against it at compile time.

/** How a field's content is told from empty (spec 4's "with content"); `other`: never tested. */
export type FieldContent = 'text' | 'table' | 'budget' | 'other';

/** A menu of the sidebar: a stage's, or a step's. */
export type Menu = Stage | Step;

interface FieldBase {
  /** The step whose screen edits it; null outside the stages (the title, the forecast, the plan page). */
  step: Step | null;
  content: FieldContent;
  /** The menus its content enables (spec 4, "Sidebar enablement"); a menu no field enables is always enabled. */
  unlocks?: readonly Menu[];
  /** The prompt version whose completion writes it (each a version of `prompt-versions.ts`, checked there). */
  draftedBy?: string;
  /**
   * How its stage's section of the plan shows it: `text` (the refined text, else its draft marked
   * as such), `table`, `budget`; absent: not shown there.
   */
  plan?: 'text' | 'table' | 'budget';
  /** Its changes are kept in the board's history and can be restored. */
  history: boolean;
  /** A write that would overwrite someone else's change of it since the edit began is refused (409). */
  conflicts: boolean;
  /** A comment thread can be anchored to it. */
  comments: boolean;
}

/**
 * A field: named by its `label`, or, a draft, by the refined field it is refined into
 * (`draftOf`; "Business idea draft").
 */
export type FieldSpec = FieldBase & ({ label: string; draftOf?: never } | { draftOf: string; label?: never });

/** What every field of a stage or of the plan page has: history, conflicts and comments. */
const EVERYWHERE = { history: true, conflicts: true, comments: true } as const;
/** The plan's choices of sections: history and conflicts, no comments (nothing a reader reads). */
const CHOICE = { step: null, content: 'other', history: true, conflicts: true, comments: false } as const;

/**
 * Every field of a board, once, in each stage's order: the one place its step, name, draft, unlock
 * rule, prompt version and place in the plan are written. The sidebar's enablement, the review's
 * "empty" and "unchanged draft" checks, the plan's stage sections, where a draft is shown, and the
 * web's step screens are derived from it or checked against it.
 */
export const FIELDS = {
  'ideaData.initialIdea': {
    step: 'INITIAL_IDEA',
    label: 'Initial idea',
    content: 'text',
    unlocks: ['REFINE_BUSINESS_IDEA'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'ideaData.businessIdea': {
    step: 'REFINE_BUSINESS_IDEA',
    draftOf: 'ideaData.refinedBusinessIdea',
    content: 'text',
    draftedBy: '1.1.2',
    ...EVERYWHERE,
  },
  'ideaData.refinedBusinessIdea': {
    step: 'REFINE_BUSINESS_IDEA',
    label: 'Business idea',
    content: 'text',
    unlocks: ['REFINE_GUIDING_QUESTIONS'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'ideaData.guidingQuestions': {
    step: 'REFINE_GUIDING_QUESTIONS',
    draftOf: 'ideaData.refinedGuidingQuestions',
    content: 'text',
    draftedBy: '1.1.4',
    ...EVERYWHERE,
  },
  'ideaData.refinedGuidingQuestions': {
    step: 'REFINE_GUIDING_QUESTIONS',
    label: 'Guiding questions',
    content: 'text',
    unlocks: ['GEO_MARKET'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'ideaData.geoMarket': {
    step: 'GEO_MARKET',
    label: 'Geographical market',
    content: 'text',
    unlocks: ['REFINE_PROBLEM_STATEMENT'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'ideaData.problemStatement': {
    step: 'REFINE_PROBLEM_STATEMENT',
    draftOf: 'ideaData.refinedProblemStatement',
    content: 'text',
    draftedBy: '1.2.2',
    ...EVERYWHERE,
  },
  'ideaData.refinedProblemStatement': {
    step: 'REFINE_PROBLEM_STATEMENT',
    label: 'Problem statement',
    content: 'text',
    unlocks: ['DISPLAY_ALL'],
    plan: 'text',
    ...EVERYWHERE,
  },
  // The two questions under the initial idea.
  'ideaData.offerKind': {
    step: 'INITIAL_IDEA',
    label: 'Answer to what the business sells',
    content: 'other',
    ...EVERYWHERE,
  },
  'ideaData.customerKind': {
    step: 'INITIAL_IDEA',
    label: 'Answer to who pays',
    content: 'other',
    ...EVERYWHERE,
  },
  'targetAudienceData.targetGroups': {
    step: 'REFINE_TARGET_GROUPS',
    draftOf: 'targetAudienceData.refinedTargetGroups',
    content: 'text',
    unlocks: ['TARGET_AUDIENCE', 'REFINE_TARGET_GROUPS'],
    draftedBy: '2.1.1',
    ...EVERYWHERE,
  },
  'targetAudienceData.refinedTargetGroups': {
    step: 'REFINE_TARGET_GROUPS',
    label: 'Target groups',
    content: 'text',
    unlocks: ['SELECT_TARGET_GROUP'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'targetAudienceData.marketSegmentationMatrix': {
    step: 'SELECT_TARGET_GROUP',
    label: 'Market segmentation matrix',
    content: 'table',
    draftedBy: '2.2.1',
    plan: 'table',
    ...EVERYWHERE,
  },
  // The chosen group is one of the plan summary's key figures, so its section does not repeat it.
  'targetAudienceData.chosenTargetGroup': {
    step: 'SELECT_TARGET_GROUP',
    label: 'Chosen target group',
    content: 'text',
    unlocks: ['REVIEW_TARGET_PERSONA'],
    ...EVERYWHERE,
  },
  'targetAudienceData.targetPersona': {
    step: 'REVIEW_TARGET_PERSONA',
    label: 'Target persona',
    content: 'text',
    draftedBy: '2.3.1',
    plan: 'text',
    ...EVERYWHERE,
  },
  'uvpData.uniqueValueProposition': {
    step: 'REFINE_UVP',
    draftOf: 'uvpData.refinedUniqueValueProposition',
    content: 'text',
    unlocks: ['UVP', 'REFINE_UVP'],
    draftedBy: '3.1.1',
    ...EVERYWHERE,
  },
  'uvpData.refinedUniqueValueProposition': {
    step: 'REFINE_UVP',
    label: 'Unique value proposition',
    content: 'text',
    unlocks: ['REFINE_ELEVATOR_PITCH'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'uvpData.elevatorPitch': {
    step: 'REFINE_ELEVATOR_PITCH',
    draftOf: 'uvpData.refinedElevatorPitch',
    content: 'text',
    draftedBy: '3.2.1',
    ...EVERYWHERE,
  },
  'uvpData.refinedElevatorPitch': {
    step: 'REFINE_ELEVATOR_PITCH',
    label: 'Elevator pitch',
    content: 'text',
    plan: 'text',
    ...EVERYWHERE,
  },
  'businessModelData.keyPartners': {
    step: 'REFINE_KEY_PARTNERS',
    draftOf: 'businessModelData.refinedKeyPartners',
    content: 'text',
    unlocks: ['BUSINESS_MODEL', 'REFINE_KEY_PARTNERS'],
    draftedBy: '4.1.1',
    ...EVERYWHERE,
  },
  'businessModelData.refinedKeyPartners': {
    step: 'REFINE_KEY_PARTNERS',
    label: 'Key partners',
    content: 'text',
    unlocks: ['REFINE_REVENUE_STREAMS'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'businessModelData.revenueStreams': {
    step: 'REFINE_REVENUE_STREAMS',
    draftOf: 'businessModelData.refinedRevenueStreams',
    content: 'text',
    draftedBy: '4.2.1',
    ...EVERYWHERE,
  },
  'businessModelData.refinedRevenueStreams': {
    step: 'REFINE_REVENUE_STREAMS',
    label: 'Revenue streams',
    content: 'text',
    unlocks: ['REVIEW_REVENUE_STREAM_MATRIX'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'businessModelData.revenueStreamMatrix': {
    step: 'REVIEW_REVENUE_STREAM_MATRIX',
    label: 'Revenue stream matrix',
    content: 'table',
    unlocks: ['REFINE_SMART_GOALS'],
    draftedBy: '4.2.3',
    plan: 'table',
    ...EVERYWHERE,
  },
  'businessModelData.SMARTGoals': {
    step: 'REFINE_SMART_GOALS',
    draftOf: 'businessModelData.refinedSMARTGoals',
    content: 'text',
    draftedBy: '4.3.1',
    ...EVERYWHERE,
  },
  'businessModelData.refinedSMARTGoals': {
    step: 'REFINE_SMART_GOALS',
    label: 'SMART goals',
    content: 'text',
    plan: 'text',
    ...EVERYWHERE,
  },
  'budgetingData.budget': {
    step: 'REFINE_BUDGET',
    label: 'Budget',
    content: 'budget',
    unlocks: ['BUDGETING', 'REFINE_BUDGET'],
    draftedBy: 'budgeting',
    plan: 'budget',
    ...EVERYWHERE,
  },
  // What the merge of the budget's and the forecast's cost lists changed, until the founder dismisses it.
  'budgetingData.mergeNotice': {
    step: 'REFINE_BUDGET',
    label: 'Note on the merged costs',
    content: 'text',
    ...EVERYWHERE,
  },
  'goToMarketData.marketingChannels': {
    step: 'REFINE_MARKETING_CHANNELS',
    draftOf: 'goToMarketData.refinedMarketingChannels',
    content: 'text',
    unlocks: ['GO_TO_MARKET'],
    draftedBy: '6.1.1',
    ...EVERYWHERE,
  },
  'goToMarketData.refinedMarketingChannels': {
    step: 'REFINE_MARKETING_CHANNELS',
    label: 'Marketing channels',
    content: 'text',
    unlocks: ['REFINE_LAUNCH_PLAN'],
    plan: 'text',
    ...EVERYWHERE,
  },
  'goToMarketData.launchPlan': {
    step: 'REFINE_LAUNCH_PLAN',
    draftOf: 'goToMarketData.refinedLaunchPlan',
    content: 'text',
    draftedBy: '6.2.1',
    ...EVERYWHERE,
  },
  'goToMarketData.refinedLaunchPlan': {
    step: 'REFINE_LAUNCH_PLAN',
    label: 'Launch plan',
    content: 'text',
    plan: 'text',
    ...EVERYWHERE,
  },
  title: { step: null, label: 'Title', content: 'text', ...EVERYWHERE },
  forecastData: {
    step: null,
    label: 'Forecast assumptions',
    content: 'other',
    draftedBy: '5.2.1',
    ...EVERYWHERE,
  },
  'planData.companyName': { step: null, label: 'Company name', content: 'text', ...EVERYWHERE },
  'planData.founders': { step: null, label: 'Founders', content: 'other', ...EVERYWHERE },
  'planData.contactEmail': { step: null, label: 'Contact email', content: 'text', ...EVERYWHERE },
  'planData.website': { step: null, label: 'Website', content: 'text', ...EVERYWHERE },
  'planData.logo': { step: null, label: 'Logo', content: 'other', ...EVERYWHERE },
  'planData.confidential': { label: 'Confidential', ...CHOICE },
  'planData.sectionOrder': { label: 'Section order', ...CHOICE },
  'planData.hiddenSections': { label: 'Sections left out', ...CHOICE },
  'planData.includedSections': { label: 'Sections included unwritten', ...CHOICE },
  'planData.companyAndTeam': {
    step: null,
    label: 'Company and team',
    content: 'text',
    draftedBy: '8.1.1',
    ...EVERYWHERE,
  },
  'planData.competition': {
    step: null,
    label: 'Competition',
    content: 'table',
    draftedBy: '8.2.1',
    ...EVERYWHERE,
  },
  'planData.milestones': {
    step: null,
    label: 'Milestones',
    content: 'table',
    draftedBy: '8.3.1',
    ...EVERYWHERE,
  },
  'planData.risks': {
    step: null,
    label: 'Risks and mitigations',
    content: 'table',
    draftedBy: '8.4.1',
    ...EVERYWHERE,
  },
} as const satisfies Record<string, FieldSpec>;

/**
 * One name for a field of a board, everywhere (edits, draft sources, history, review, comments,
 * conflicts): a stage object's field as `<dataKey>.<field>`, a field of the plan page as
 * `planData.<field>`, the title and the forecast's assumptions bare. Matrices, the budget and the
 * assumptions are one field each. A literal union: a misspelt path does not compile; `board.ts`
 * checks that it names exactly the board's fields.
 */
export type FieldPath = keyof typeof FIELDS;

/** A stage object's field as a path: `ideaData.initialIdea`. */
export type StageFieldPath = Exclude<FieldPath, `planData.${string}` | 'title' | 'forecastData'>;

/** A field of a stage object by its name inside it (`initialIdea`). */
export type StageFieldName = StageFieldPath extends `${string}.${infer Name}` ? Name : never;

/** A field of the plan page, kept in the board's `planData`: `planData.competition`. */
export type PlanFieldPath = Extract<FieldPath, `planData.${string}`>;

type Specs = (typeof FIELDS)[FieldPath];
type Assert<T extends true> = T;
/** Compile-time checks: a draft names a field of the catalogue. */
type _DraftsAreFields = Assert<
  Extract<Specs, { draftOf: string }>['draftOf'] extends FieldPath ? true : false
>;

/** Every field path, in the catalogue's order (each stage's fields in its order, then the rest). */
export const FIELD_PATHS = Object.keys(FIELDS) as FieldPath[];

/** Whether a string is a field's path: how the server validates a path it is sent. */
export function isFieldPath(path: string): path is FieldPath {
  return Object.hasOwn(FIELDS, path);
}

export function fieldSpec(path: FieldPath): FieldSpec {
  return FIELDS[path];
}

/** A field's name, sentence case: its label, or a draft's "<refined field's label> draft". */
export function fieldName(path: FieldPath): string {
  const spec = fieldSpec(path);
  return spec.draftOf === undefined ? spec.label : `${fieldName(spec.draftOf as FieldPath)} draft`;
}

/** A field's name inside a sentence: "business idea", but "SMART goals" (a capitalised first word stays). */
export function fieldNameInSentence(path: FieldPath): string {
  const name = fieldName(path);
  return /^[A-Z]{2}/.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** The stage whose object holds a field; null for the board's other fields. */
export function stageOfFieldPath(path: FieldPath): Stage | null {
  const key = path.slice(0, path.indexOf('.'));
  return STAGES.find((s) => s.dataKey === key)?.id ?? null;
}

/** The fields of a stage, in its order. */
export function fieldsOfStage(stage: Stage): StageFieldPath[] {
  return FIELD_PATHS.filter((path) => stageOfFieldPath(path) === stage) as StageFieldPath[];
}

/** The refined field and the draft it starts from, for every field that has one. */
export const DRAFT_PAIRS: readonly { refined: FieldPath; draft: FieldPath }[] = FIELD_PATHS.flatMap(
  (draft) => {
    const refined = fieldSpec(draft).draftOf as FieldPath | undefined;
    return refined === undefined ? [] : [{ refined, draft }];
  },
);

/** The draft a refined field starts from, if it has one. */
export function draftOf(refined: FieldPath): FieldPath | null {
  return DRAFT_PAIRS.find((pair) => pair.refined === refined)?.draft ?? null;
}

/** The field a prompt version's completion writes. */
export function fieldDraftedBy(version: string): FieldPath {
  const path = FIELD_PATHS.find((p) => fieldSpec(p).draftedBy === version);
  if (!path) throw new Error(`No field is drafted by ${version}`);
  return path;
}

/** A field's current value on a board (a stage object's or the plan data's field, or a top-level one). */
export function fieldValue(board: Partial<Record<string, unknown>>, path: string): unknown {
  const dot = path.indexOf('.');
  if (dot < 0) return board[path];
  const owner = board[path.slice(0, dot)];
  return typeof owner === 'object' && owner !== null && !Array.isArray(owner)
    ? (owner as Record<string, unknown>)[path.slice(dot + 1)]
    : undefined;
}

/** Whether a field has content by its kind (text non-blank, a table with a row, a budget with a column). */
export function hasContent(board: Partial<Record<string, unknown>>, path: FieldPath): boolean {
  const value = fieldValue(board, path);
  switch (fieldSpec(path).content) {
    case 'text':
      return hasText(value as string | null | undefined);
    case 'table':
      return hasTable(value as Parameters<typeof hasTable>[0]);
    case 'budget':
      return hasBudget(value as Parameters<typeof hasBudget>[0]);
    case 'other':
      return value !== null && value !== undefined;
  }
}

/** The fields whose content unlocks a later menu, in the catalogue's order. */
export const UNLOCKING_FIELDS: readonly FieldPath[] = FIELD_PATHS.filter(
  (path) => (fieldSpec(path).unlocks?.length ?? 0) > 0,
);

/** The fields a menu needs content in; none: always enabled. */
export function fieldsUnlocking(menu: Menu): FieldPath[] {
  return UNLOCKING_FIELDS.filter((path) => fieldSpec(path).unlocks?.includes(menu));
}

/** Whether a menu (a stage's or a step's) is enabled on a board: every field it needs has content. */
export function isUnlocked(menu: Menu, board: Partial<Record<string, unknown>>): boolean {
  return fieldsUnlocking(menu).every((path) => hasContent(board, path));
}
