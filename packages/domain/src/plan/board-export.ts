import { z } from 'zod';

import type { CommentThread } from '../api/comments.js';
import { CommentBodySchema, CommentFieldSchema, THREAD_STATUSES } from '../api/comments.js';
import { BoardDataSchema } from '../board.js';
import { BoardTitleSchema } from '../board-title.js';
import { mergeCostCopies } from '../forecast/one-cost-list.js';
import { upgradeForecastData } from '../forecast/upgrade.js';
import { StageSchema, StepSchema } from '../stage-schemas.js';
import { isStepOf } from '../steps.js';
import { emptyPlanData } from './plan-data.js';

/** Names the file format, so a random JSON file is told apart from an export. */
export const BOARD_EXPORT_FORMAT = 'planner-board';
/** Version of the export format this code writes; older versions are migrated on import. */
export const BOARD_EXPORT_VERSION = 3;
/** Most threads a file may carry, and comments per thread. */
export const EXPORTED_THREADS_MAX = 2_000;
export const EXPORTED_COMMENTS_MAX = 500;

const BoardContentShape = {
  ...BoardDataSchema.shape,
  // Files written before the forecast existed have none: they import without one. Files
  // written before the funding and taxes assumptions have no funding, assets, VAT or capacity: they take neutral values.
  forecastData: z.preprocess(upgradeForecastData, BoardDataSchema.shape.forecastData.default(null)),
  // Files written before the plan's cover details have none.
  planData: BoardDataSchema.shape.planData.default(emptyPlanData),
  title: BoardTitleSchema,
  currentStage: StageSchema,
  currentStep: StepSchema,
};

/** Everything a board holds that moves between servers (not its id, owner or dates). */
export const BoardContentSchema = z
  .object(BoardContentShape)
  .strict()
  .refine((b) => isStepOf(b.currentStage, b.currentStep), {
    message: 'currentStep must be a step of currentStage',
    path: ['currentStep'],
  });
export type BoardContent = z.infer<typeof BoardContentSchema>;

/**
 * A comment as a file carries it: its author by name only (accounts do not move between servers),
 * no mentions; a deleted first comment kept for its replies has an empty body.
 */
export const ExportedCommentSchema = z
  .object({
    author: z.string().max(200).nullable(),
    body: z.union([z.literal(''), CommentBodySchema]),
    createdAt: z.iso.datetime(),
    editedAt: z.iso.datetime().nullable(),
    deleted: z.boolean(),
  })
  .strict();
export type ExportedComment = z.infer<typeof ExportedCommentSchema>;

export const ExportedThreadSchema = z
  .object({
    field: CommentFieldSchema,
    status: z.enum(THREAD_STATUSES),
    createdAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    comments: z.array(ExportedCommentSchema).min(1).max(EXPORTED_COMMENTS_MAX),
  })
  .strict();
export type ExportedThread = z.infer<typeof ExportedThreadSchema>;

/**
 * The JSON export: the board's content in an envelope that names the format, and (version 3) the
 * board's comment threads. A version 2 file has no threads.
 */
export const BoardExportSchema = z
  .object({
    format: z.literal(BOARD_EXPORT_FORMAT),
    schemaVersion: z.union([z.literal(2), z.literal(BOARD_EXPORT_VERSION)]),
    exportedAt: z.iso.datetime(),
    board: BoardContentSchema,
    threads: z.array(ExportedThreadSchema).max(EXPORTED_THREADS_MAX).default([]),
  })
  .strict();
export type BoardExport = z.infer<typeof BoardExportSchema>;

/** A board's threads as its export carries them. */
export function exportedThreads(threads: CommentThread[]): ExportedThread[] {
  return threads.map((thread) => ({
    field: thread.field,
    status: thread.status,
    createdAt: thread.createdAt,
    resolvedAt: thread.resolvedAt,
    comments: thread.comments.map((c) => ({
      author: c.author?.name ?? null,
      body: c.deleted ? '' : c.body,
      createdAt: c.createdAt,
      editedAt: c.editedAt,
      deleted: c.deleted,
    })),
  }));
}

/**
 * Version 1: the board exactly as `GET /api/boards/:id` answers it, saved before exports existed.
 * Only its content is read: the answer's other fields (id, owner, dates, version, progress, draft
 * sources) differ between servers and between releases, and are dropped.
 */
const BoardExportV1Schema = z.object({ id: z.string(), ...BoardContentShape });

/**
 * The export of a board: its content (a stored board's id, owner and dates stay behind) and its
 * comment threads.
 */
export function boardExport(
  board: BoardContent,
  exportedAt: Date,
  threads: CommentThread[] = [],
): BoardExport {
  const content = Object.fromEntries(
    Object.keys(BoardContentShape).map((key) => [key, board[key as keyof BoardContent]]),
  ) as BoardContent;
  return {
    format: BOARD_EXPORT_FORMAT,
    schemaVersion: BOARD_EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    board: content,
    threads: exportedThreads(threads),
  };
}

function firstProblem(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return 'The file is not a board export.';
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export type ParsedBoardExport =
  { ok: true; board: BoardContent; threads: ExportedThread[] } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A board's content with one list of costs: a file whose forecast has cost lines or hires of its
 * own (any file written before the budget held them) has them merged into its budget, as a stored
 * board's version 4 step does; a file whose two copies agree is read as it is.
 */
function withOneCostList(content: unknown): unknown {
  if (!isObject(content) || !isObject(content.forecastData)) return content;
  const data = { ...content, forecastData: upgradeForecastData(content.forecastData) };
  return mergeCostCopies(data as Parameters<typeof mergeCostCopies>[0]);
}

/**
 * Reads an export of any known version into the current board content, migrating older versions.
 * Anything else is refused with the first problem named.
 */
export function parseBoardExport(file: unknown): ParsedBoardExport {
  if (!isObject(file))
    return { ok: false, message: 'The file is not a board export: expected a JSON object.' };
  const input =
    'schemaVersion' in file
      ? isObject(file.board)
        ? { ...file, board: withOneCostList(file.board) }
        : file
      : (withOneCostList(file) as Record<string, unknown>);
  if (!('schemaVersion' in input)) {
    if (!('ideaData' in input && 'id' in input)) {
      return { ok: false, message: 'The file is not a board export: schemaVersion is missing.' };
    }
    const v1 = BoardExportV1Schema.safeParse(input);
    if (!v1.success) return { ok: false, message: firstProblem(v1.error, '') };
    const { id: _id, ...content } = v1.data;
    const migrated = BoardContentSchema.safeParse(content);
    return migrated.success
      ? { ok: true, board: migrated.data, threads: [] }
      : { ok: false, message: firstProblem(migrated.error, '') };
  }
  if (typeof input.schemaVersion === 'number' && input.schemaVersion > BOARD_EXPORT_VERSION) {
    return {
      ok: false,
      message: `The file is from a newer version (schemaVersion ${input.schemaVersion}); this server reads up to ${BOARD_EXPORT_VERSION}.`,
    };
  }
  const parsed = BoardExportSchema.safeParse(input);
  return parsed.success
    ? { ok: true, board: parsed.data.board, threads: parsed.data.threads }
    : { ok: false, message: firstProblem(parsed.error, '') };
}

/** `POST /api/functions/importBoard` `{ data }`: any JSON; `parseBoardExport` names its first problem. */
export const ImportBoardDataSchema = z.unknown();
