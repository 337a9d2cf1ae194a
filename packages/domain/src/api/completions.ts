import { z } from 'zod';

import { BoardSchema, CustomerKindSchema, OfferKindSchema, TEXT_FIELD_MAX } from '../board.js';
import { ErrorBodySchema } from '../errors.js';
import { ALL_PROMPT_VERSION_NAMES } from '../prompt-versions.js';
import { MarketSegmentationMatrixSchema } from '../tables.js';

const Text = z.string().max(TEXT_FIELD_MAX);

// Here, not beside the versions: prompt-versions.ts stays free of zod, so screens reading versions load none.
// The plan's own sections' versions (8.x) go to `POST /api/plan/completion`.
export const PromptVersionSchema = z.enum(ALL_PROMPT_VERSION_NAMES);

/** The keyword fields a completion request may carry; sent values are used and saved. */
export const CompletionInputsSchema = z
  .object({
    initialIdea: Text,
    refinedBusinessIdea: Text,
    refinedGuidingQuestions: Text,
    geoMarket: Text,
    refinedProblemStatement: Text,
    offerKind: OfferKindSchema,
    customerKind: CustomerKindSchema,
    refinedTargetGroups: Text,
    marketSegmentationMatrix: MarketSegmentationMatrixSchema.nullable(),
    chosenTargetGroup: Text,
    targetPersona: Text,
    refinedUniqueValueProposition: Text,
    refinedElevatorPitch: Text,
    refinedKeyPartners: Text,
    refinedRevenueStreams: Text,
    refinedSMARTGoals: Text,
    refinedMarketingChannels: Text,
    refinedLaunchPlan: Text,
  })
  .partial();

export const CompletionRequestSchema = CompletionInputsSchema.extend({
  promptVersion: PromptVersionSchema.describe(
    "A prompt version of the stage whose completion endpoint is called (`plan`: the plan's own sections, 8.x); a version of another stage is refused (400).",
  ),
  boardId: z.uuid('boardId must be a UUID').toLowerCase(),
  /**
   * Draft without saving ("Draft assumptions" 5.2.1): the answer's `board` is the board as
   * it was, and the client shows the draft until the user applies it. Nothing is stored.
   */
  preview: z.optional(z.boolean('preview must be true or false')),
}).strict();
export type CompletionRequest = z.infer<typeof CompletionRequestSchema>;

export const CompletionSourceSchema = z.enum(['offline', 'ai']);
export type CompletionSource = z.infer<typeof CompletionSourceSchema>;

/** `completion` is the text, or the JSON text of a table (parsed by the client as the spec says). */
export const CompletionResponseSchema = z.object({
  completion: z.string(),
  source: CompletionSourceSchema,
  board: BoardSchema,
});
export type CompletionResponse = z.infer<typeof CompletionResponseSchema>;

/**
 * Server-Sent Events of a streamed completion: `delta` events carry `{ text }`, then exactly one
 * `done` event carrying a CompletionResponse, or one `error` event carrying an ErrorBody. The server
 * writes `event: <event>` and `data: <JSON of data>`; the client parses both with this schema.
 */
export const CompletionStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('done'), data: CompletionResponseSchema }),
  z.object({ event: z.literal('error'), data: ErrorBodySchema }),
]);
export type CompletionStreamEvent = z.infer<typeof CompletionStreamEventSchema>;

export const COMPLETION_EVENTS = [
  'delta',
  'done',
  'error',
] as const satisfies readonly CompletionStreamEvent['event'][];
export type CompletionEvent = CompletionStreamEvent['event'];
/** The data an event of this name carries. */
export type CompletionEventData<E extends CompletionEvent> = Extract<
  CompletionStreamEvent,
  { event: E }
>['data'];
