import { z } from 'zod';

import { BoardDataSchema } from '../board.js';
import { BoardTitleSchema } from '../board-title.js';
import { StageSchema, StepSchema } from '../stage-schemas.js';
import { isStepOf } from '../steps.js';
import { emptyPlanData } from './plan-data.js';

/** Names the file format, so a random JSON file is told apart from an export. */
export const BOARD_EXPORT_FORMAT = 'planner-board';
/** Version of the export format this code writes; older versions are migrated on import. */
export const BOARD_EXPORT_VERSION = 2;

const BoardContentShape = {
  ...BoardDataSchema.shape,
  // Files written before the forecast existed (issue 15) have none: they import without one.
  forecastData: BoardDataSchema.shape.forecastData.default(null),
  // Files written before the plan's cover details (issue 28) have none.
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

/** The JSON export (version 2): the board's content in an envelope that names the format. */
export const BoardExportSchema = z
  .object({
    format: z.literal(BOARD_EXPORT_FORMAT),
    schemaVersion: z.literal(BOARD_EXPORT_VERSION),
    exportedAt: z.iso.datetime(),
    board: BoardContentSchema,
  })
  .strict();
export type BoardExport = z.infer<typeof BoardExportSchema>;

/**
 * Version 1: the board exactly as `GET /api/boards/:id` answers it, saved before exports existed.
 * Only its content is read: the answer's other fields (id, owner, dates, version, progress, draft
 * sources) differ between servers and between releases, and are dropped.
 */
const BoardExportV1Schema = z.object({ id: z.string(), ...BoardContentShape });

/** The export of a board: its content only (a stored board's id, owner and dates stay behind). */
export function boardExport(board: BoardContent, exportedAt: Date): BoardExport {
  const content = Object.fromEntries(
    Object.keys(BoardContentShape).map((key) => [key, board[key as keyof BoardContent]]),
  ) as BoardContent;
  return {
    format: BOARD_EXPORT_FORMAT,
    schemaVersion: BOARD_EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    board: content,
  };
}

function firstProblem(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return 'The file is not a board export.';
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export type ParsedBoardExport = { ok: true; board: BoardContent } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads an export of any known version into the current board content, migrating older versions.
 * Anything else is refused with the first problem named.
 */
export function parseBoardExport(input: unknown): ParsedBoardExport {
  if (!isObject(input))
    return { ok: false, message: 'The file is not a board export: expected a JSON object.' };
  if (!('schemaVersion' in input)) {
    if (!('ideaData' in input && 'id' in input)) {
      return { ok: false, message: 'The file is not a board export: schemaVersion is missing.' };
    }
    const v1 = BoardExportV1Schema.safeParse(input);
    if (!v1.success) return { ok: false, message: firstProblem(v1.error, '') };
    const { id: _id, ...content } = v1.data;
    const migrated = BoardContentSchema.safeParse(content);
    return migrated.success
      ? { ok: true, board: migrated.data }
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
    ? { ok: true, board: parsed.data.board }
    : { ok: false, message: firstProblem(parsed.error, '') };
}

/** `POST /api/functions/importBoard` `{ data }`: any JSON; `parseBoardExport` names its first problem. */
export const ImportBoardDataSchema = z.unknown();
