import { z } from 'zod';

import { isFieldPath } from '../fields.js';
import { StageSchema } from '../stage-schemas.js';

/** Where a change came from: a person, an AI draft (with the engine and prompt), an import, a restore. */
export const RevisionSourceSchema = z.object({
  kind: z.enum(['user', 'ai', 'offline', 'import', 'restore']),
  provider: z.string().optional(),
  model: z.string().optional(),
  promptVersion: z.string().optional(),
});
export type RevisionSource = z.infer<typeof RevisionSourceSchema>;

/**
 * A revision's id, scoped to its board: the board version its write produced and the field
 * (`12-ideaData.initialIdea`). It says nothing of other boards (no platform-wide sequence).
 */
export const REVISION_ID_PATTERN = /^[1-9]\d{0,8}-[A-Za-z]+(?:\.[A-Za-z]+)?$/;

export function revisionId(boardVersion: number, field: string): string {
  return `${boardVersion}-${field}`;
}

/** The board version and field of a revision id (one that matches `REVISION_ID_PATTERN`). */
export function parseRevisionId(id: string): { boardVersion: number; field: string } {
  const dash = id.indexOf('-');
  return { boardVersion: Number(id.slice(0, dash)), field: id.slice(dash + 1) };
}

/** One recorded change of one field: `field` is a dotted path (`title`, `ideaData.initialIdea`). */
export const RevisionSchema = z.object({
  id: z.string().regex(REVISION_ID_PATTERN),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  source: RevisionSourceSchema,
  by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  at: z.iso.datetime(),
});
export type Revision = z.infer<typeof RevisionSchema>;

/** A board field's path, one of the field catalogue's (`ideaData.initialIdea`, `title`). */
export const FieldPathSchema = z
  .string()
  .refine(isFieldPath, 'field must be a dotted path such as ideaData.initialIdea');

export const HistoryQuerySchema = z
  .object({
    field: FieldPathSchema.optional(),
    cursor: z.string().regex(REVISION_ID_PATTERN, 'cursor must come from a previous answer').optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

/** Newest first; `nextCursor` is null on the last page. */
export const HistoryResponseSchema = z.object({
  revisions: z.array(RevisionSchema),
  nextCursor: z.string().nullable(),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

export const RevisionParamsSchema = z
  .object({
    id: z.uuid('Board id must be a UUID').toLowerCase(),
    revisionId: z.string().regex(REVISION_ID_PATTERN, 'Revision id must come from the board history'),
  })
  .strict();

export const BoardDeleteQuerySchema = z.object({ permanent: z.enum(['true', 'false']).optional() }).strict();

/** A board in the trash, with the moment it is purged for good. */
export const TrashedBoardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  currentStage: StageSchema,
  updatedAt: z.iso.datetime(),
  deletedAt: z.iso.datetime(),
  purgeAt: z.iso.datetime(),
});
export type TrashedBoard = z.infer<typeof TrashedBoardSchema>;
export const TrashResponseSchema = z.object({ boards: z.array(TrashedBoardSchema) });
export type TrashResponse = z.infer<typeof TrashResponseSchema>;
