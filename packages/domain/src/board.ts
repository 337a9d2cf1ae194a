import { z } from 'zod';

import { BOARD_ROLES } from './board-access.js';
import { BoardTitleSchema } from './board-title.js';
import type { FieldPath } from './fields.js';
import { FIELD_PATHS, fieldSpec, fieldValue, stageOfFieldPath } from './fields.js';
import { ForecastDataSchema } from './forecast/assumptions.js';
import { CUSTOMER_KINDS, OFFER_KINDS } from './offer-profile.js';
import { emptyPlanData, PlanDataSchema } from './plan/plan-data.js';
import { StageSchema, StepSchema } from './stage-schemas.js';
import type { StageDataKey } from './stages.js';
import { BudgetSchema, MarketSegmentationMatrixSchema, RevenueStreamMatrixSchema } from './tables.js';
import { TEXT_FIELD_MAX } from './text-limit.js';

// Kept in text-limit.ts, free of zod, so an editor's counter does not load the board's schemas.
export { TEXT_FIELD_MAX };

const Text = z.string().max(TEXT_FIELD_MAX, `Text is limited to ${TEXT_FIELD_MAX} characters`);

/** The founder's answer to "What does the business sell?"; null or absent: not answered (old boards). */
export const OfferKindSchema = z.enum(OFFER_KINDS).nullable();
/** The founder's answer to "Who pays?"; null or absent: not answered. */
export const CustomerKindSchema = z.enum(CUSTOMER_KINDS).nullable();

export const IdeaDataSchema = z
  .object({
    initialIdea: Text,
    businessIdea: Text,
    refinedBusinessIdea: Text,
    guidingQuestions: Text,
    refinedGuidingQuestions: Text,
    geoMarket: Text,
    problemStatement: Text,
    refinedProblemStatement: Text,
    // Optional, so boards stored before the two questions read as they are (no schema version step).
    offerKind: OfferKindSchema.optional(),
    customerKind: CustomerKindSchema.optional(),
  })
  .strict();

export const TargetAudienceDataSchema = z
  .object({
    targetGroups: Text,
    refinedTargetGroups: Text,
    marketSegmentationMatrix: MarketSegmentationMatrixSchema.nullable(),
    chosenTargetGroup: Text,
    targetPersona: Text,
  })
  .strict();

export const UvpDataSchema = z
  .object({
    uniqueValueProposition: Text,
    refinedUniqueValueProposition: Text,
    elevatorPitch: Text,
    refinedElevatorPitch: Text,
  })
  .strict();

export const BusinessModelDataSchema = z
  .object({
    keyPartners: Text,
    refinedKeyPartners: Text,
    revenueStreams: Text,
    refinedRevenueStreams: Text,
    revenueStreamMatrix: RevenueStreamMatrixSchema.nullable(),
    SMARTGoals: Text,
    refinedSMARTGoals: Text,
  })
  .strict();

export const BudgetingDataSchema = z
  .object({
    budget: BudgetSchema.nullable(),
    /**
     * Said once when the budget and the forecast's cost lines became one list and they differed
     * (`mergeCostCopies`); the founder clears it (null) once read. Absent: nothing to say.
     */
    mergeNotice: z.optional(z.string().max(4_000).nullable()),
  })
  .strict();

export const GoToMarketDataSchema = z
  .object({
    marketingChannels: Text,
    refinedMarketingChannels: Text,
    launchPlan: Text,
    refinedLaunchPlan: Text,
  })
  .strict();

export type IdeaData = z.infer<typeof IdeaDataSchema>;
export type TargetAudienceData = z.infer<typeof TargetAudienceDataSchema>;
export type UvpData = z.infer<typeof UvpDataSchema>;
export type BusinessModelData = z.infer<typeof BusinessModelDataSchema>;
export type BudgetingData = z.infer<typeof BudgetingDataSchema>;
export type GoToMarketData = z.infer<typeof GoToMarketDataSchema>;

/** The stage data objects, keyed by the board field that holds them. */
export const BoardDataSchemas = {
  ideaData: IdeaDataSchema,
  targetAudienceData: TargetAudienceDataSchema,
  uvpData: UvpDataSchema,
  businessModelData: BusinessModelDataSchema,
  budgetingData: BudgetingDataSchema,
  goToMarketData: GoToMarketDataSchema,
} as const satisfies Record<StageDataKey, z.ZodType>;

/**
 * The stage objects plus the forecast's assumptions (null until the founder saves them) and the
 * plan's cover details and section choices.
 */
export const BoardDataSchema = z
  .object({ ...BoardDataSchemas, forecastData: ForecastDataSchema.nullable(), planData: PlanDataSchema })
  .strict();
export type BoardData = z.infer<typeof BoardDataSchema>;

/**
 * Who wrote a field's current text: an AI provider and model, the offline engine, or the user. Kept
 * with the board (by its `FieldPath`: `ideaData.businessIdea`, `planData.risks`) so a draft's badge
 * survives reloads; the server sets it, never the client.
 */
export const DraftSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ai'), provider: z.string(), model: z.string() }),
  z.object({ kind: z.literal('offline') }),
  z.object({ kind: z.literal('user') }),
]);
export type DraftSource = z.infer<typeof DraftSourceSchema>;
export const DraftSourcesSchema = z.record(z.string(), DraftSourceSchema);
export type DraftSources = z.infer<typeof DraftSourcesSchema>;

/** The fields a patch writes, each marked as the user's (a completion then marks its draft field). */
export function userSources(patch: BoardPatch): DraftSources {
  const sources: DraftSources = {};
  for (const path of FIELD_PATHS) {
    // A stage's fields and the plan's own sections are drafted, so an edit of one is the user's.
    const drafted =
      stageOfFieldPath(path) !== null || (path.startsWith('planData.') && !!fieldSpec(path).draftedBy);
    if (drafted && fieldValue(patch, path) !== undefined) sources[path] = { kind: 'user' };
  }
  return sources;
}

/** The board's fields as paths, read from its schemas: the field catalogue names exactly these. */
type BoardFieldPath =
  | { [K in StageDataKey]: `${K}.${keyof BoardData[K] & string}` }[StageDataKey]
  | `planData.${keyof BoardData['planData'] & string}`
  | 'title'
  | 'forecastData';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time check: a field added to a schema fails here until the catalogue (`fields.ts`) has it. */
type _CatalogueNamesEveryField = Assert<Same<BoardFieldPath, FieldPath>>;

/**
 * A role on the wire: every board answer carries the caller's (`role`). Here and not beside the
 * roles' rule (`board-access.ts`): a web screen that asks `roleAllows` must not load zod with it.
 */
export const BoardRoleSchema = z.enum(BOARD_ROLES);

export const BoardSchema = BoardDataSchema.extend({
  id: z.uuid(),
  title: z.string(),
  currentStage: StageSchema,
  currentStep: StepSchema,
  /** The furthest stage and step reached (`furthestReached`), computed by the server: progress draws it. */
  furthestStage: StageSchema,
  furthestStep: StepSchema,
  draftSources: DraftSourcesSchema,
  ownerId: z.uuid(),
  companyId: z.uuid().nullable(),
  /** Starts at 1 and grows by one with every write of the board, whoever writes. */
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /**
   * The caller's role on the board: every answer of the server carries it (optional only
   * for boards read from elsewhere: files, fixtures). `currentStage` / `currentStep` are the caller's own.
   */
  role: BoardRoleSchema.optional(),
  /** The owner's name (their email when they set none) on a board shared with the caller; null on their own. */
  ownerName: z.string().nullable().optional(),
});
export type Board = z.infer<typeof BoardSchema>;

/** PATCH /api/boards/:id: only the changed fields; stage objects are merged field by field. */
export const BoardPatchSchema = z
  .object({
    title: BoardTitleSchema,
    currentStage: StageSchema,
    currentStep: StepSchema,
    ideaData: IdeaDataSchema.partial().strict(),
    targetAudienceData: TargetAudienceDataSchema.partial().strict(),
    uvpData: UvpDataSchema.partial().strict(),
    businessModelData: BusinessModelDataSchema.partial().strict(),
    budgetingData: BudgetingDataSchema.partial().strict(),
    goToMarketData: GoToMarketDataSchema.partial().strict(),
    // Replaced whole: its lists are edited together in one form.
    forecastData: ForecastDataSchema.nullable(),
    // Merged field by field, like a stage object.
    planData: PlanDataSchema.partial().strict(),
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' })
  .describe(
    'Only the changed fields, at least one: an empty patch is refused (400, "Nothing to change"). Stage objects and planData are merged field by field; forecastData is replaced whole.',
  )
  .meta({ minProperties: 1 });
export type BoardPatch = z.infer<typeof BoardPatchSchema>;

/** Every stage object at its initial state: text empty, tables absent, no forecast, no cover details. */
export function emptyBoardData(): BoardData {
  return {
    ideaData: {
      initialIdea: '',
      businessIdea: '',
      refinedBusinessIdea: '',
      guidingQuestions: '',
      refinedGuidingQuestions: '',
      geoMarket: '',
      problemStatement: '',
      refinedProblemStatement: '',
    },
    targetAudienceData: {
      targetGroups: '',
      refinedTargetGroups: '',
      marketSegmentationMatrix: null,
      chosenTargetGroup: '',
      targetPersona: '',
    },
    uvpData: {
      uniqueValueProposition: '',
      refinedUniqueValueProposition: '',
      elevatorPitch: '',
      refinedElevatorPitch: '',
    },
    businessModelData: {
      keyPartners: '',
      refinedKeyPartners: '',
      revenueStreams: '',
      refinedRevenueStreams: '',
      revenueStreamMatrix: null,
      SMARTGoals: '',
      refinedSMARTGoals: '',
    },
    budgetingData: { budget: null },
    goToMarketData: {
      marketingChannels: '',
      refinedMarketingChannels: '',
      launchPlan: '',
      refinedLaunchPlan: '',
    },
    forecastData: null,
    planData: emptyPlanData(),
  };
}
