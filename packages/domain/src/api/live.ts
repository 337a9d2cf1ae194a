import { z } from 'zod';

import type { FieldPath } from '../fields.js';
import { StageSchema, StepSchema } from '../stage-schemas.js';
import { isStepOf } from '../steps.js';

/**
 * The events of a board's live stream (`GET /api/boards/:id/events`, Server-Sent Events). Each
 * `board` event's SSE id is the board's version, so a client that reconnects with `Last-Event-ID`
 * older than the board gets a `board` event at once.
 */
export const LIVE_EVENTS = ['board', 'comments', 'members', 'presence', 'resync'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];

/** Who made a change; null when no person did (the admin CLI, a database tool). */
const LivePersonSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** A saved change: the board's new version, the fields it changed, who changed it. */
export const LiveBoardEventSchema = z.object({
  version: z.number().int(),
  fields: z.array(z.string().transform((field) => field as FieldPath)),
  by: LivePersonSchema,
});
export type LiveBoardEvent = z.infer<typeof LiveBoardEventSchema>;

/** A comment thread changed (a comment written, edited, deleted; the thread resolved or reopened). */
export const LiveCommentsEventSchema = z.object({ threadId: z.uuid(), field: z.string() });
export type LiveCommentsEvent = z.infer<typeof LiveCommentsEventSchema>;

/** One person on the board, with the stage and step they said they are on (null until they say). */
export const LiveViewerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: StageSchema.nullable(),
  step: StepSchema.nullable(),
});
export type LiveViewer = z.infer<typeof LiveViewerSchema>;

/** Everyone with the board open, one entry per person (the caller included). */
export const LivePresenceEventSchema = z.object({ viewers: z.array(LiveViewerSchema) });
export type LivePresenceEvent = z.infer<typeof LivePresenceEventSchema>;

/** `members` (the member list changed) and `resync` (changes may have been missed: read the board again). */
export const LiveEmptyEventSchema = z.object({});

export interface LiveEventData {
  board: LiveBoardEvent;
  comments: LiveCommentsEvent;
  members: Record<string, never>;
  presence: LivePresenceEvent;
  resync: Record<string, never>;
}

/** PUT /api/boards/:id/presence: where the caller is on the board. */
export const PresenceBodySchema = z
  .object({ stage: StageSchema, step: StepSchema })
  .strict()
  .refine((body) => isStepOf(body.stage, body.step), {
    message: 'step must be one of the stage’s steps',
    path: ['step'],
  });
export type PresenceBody = z.infer<typeof PresenceBodySchema>;

/** The optional header a reconnecting stream sends: the last board version it saw. */
export const LiveStreamHeadersSchema = z.looseObject({
  'last-event-id': z.coerce
    .number('Last-Event-ID must be a board version')
    .int('Last-Event-ID must be a board version')
    .min(0, 'Last-Event-ID must be a board version')
    .max(2_147_483_647, 'Last-Event-ID must be a board version')
    .optional(),
});
