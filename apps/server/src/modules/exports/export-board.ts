import type { Readable } from 'node:stream';

import type { Board, CommentThread, ExportFormat, ReviewResponse } from '@planner/domain';
import { boardExport, buildPlan, exportFileName, planToMarkdown, reviewSection } from '@planner/domain';

import { forecastWorkbook } from './forecast-xlsx.js';
import type { RenderPool } from './render-pool.js';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ExportFormat, string>;
export const EXPORT_CONTENT_TYPES = Object.values(CONTENT_TYPES).map((type) => type.split(';')[0] ?? type);

export interface ExportedFile {
  contentType: string;
  fileName: string;
  body: Readable | string | Buffer;
}

/** What a board's file in a format is called and its type, without making it (a `HEAD`). */
export function exportedFileHeaders(
  board: Pick<Board, 'title'>,
  format: ExportFormat,
  now: Date,
): Omit<ExportedFile, 'body'> {
  return {
    contentType: CONTENT_TYPES[format],
    fileName: exportFileName(board.title, now.toISOString().slice(0, 10), format),
  };
}

/**
 * A board as a file: PDF and DOCX from the render pool (streamed), Markdown, JSON and the forecast
 * spreadsheet at once. With `review`, the plan ends with the "Review" appendix (not the JSON, which
 * is the board itself, nor the spreadsheet).
 */
export async function exportBoard(
  board: Board,
  format: ExportFormat,
  deps: {
    pool: RenderPool;
    caller: string;
    locale: string;
    now?: Date;
    review?: ReviewResponse | null;
    /** The board's comment threads: the JSON export carries them, the documents never do. */
    threads?: CommentThread[];
  },
): Promise<ExportedFile> {
  const now = deps.now ?? new Date();
  // A document: parts not written are left out and nothing links back to the app.
  const plan = buildPlan(board, { date: now, locale: deps.locale, audience: 'document' });
  if (deps.review) plan.sections.push(reviewSection(deps.review));
  const file = (body: ExportedFile['body']) => ({ ...exportedFileHeaders(board, format, now), body });
  switch (format) {
    case 'md':
      return file(planToMarkdown(plan));
    case 'json':
      return file(`${JSON.stringify(boardExport(board, now, deps.threads), null, 2)}\n`);
    case 'xlsx':
      return file(await forecastWorkbook(board));
    case 'pdf':
    case 'docx':
      return file(await deps.pool.render(plan, format, deps.caller));
  }
}
