import type { Readable } from 'node:stream';

import type { Board, ExportFormat, ReviewResponse } from '@planner/domain';
import { boardExport, buildPlan, exportFileName, planToMarkdown, reviewSection } from '@planner/domain';

import type { RenderPool } from './render-pool.js';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const satisfies Record<ExportFormat, string>;
export const EXPORT_CONTENT_TYPES = Object.values(CONTENT_TYPES).map((type) => type.split(';')[0] ?? type);

export interface ExportedFile {
  contentType: string;
  fileName: string;
  body: Readable | string;
}

/**
 * A board as a file: PDF and DOCX from the render pool (streamed), Markdown and JSON at once. With
 * `review`, the plan ends with the "Review" appendix (not the JSON, which is the board itself).
 */
export async function exportBoard(
  board: Board,
  format: ExportFormat,
  deps: { pool: RenderPool; origin: string; now?: Date; review?: ReviewResponse | null },
): Promise<ExportedFile> {
  const now = deps.now ?? new Date();
  const plan = buildPlan(board, { origin: deps.origin, date: now });
  if (deps.review) plan.sections.push(reviewSection(deps.review));
  const file = (body: ExportedFile['body']) => ({
    contentType: CONTENT_TYPES[format],
    fileName: exportFileName(board.title, plan.date, format),
    body,
  });
  switch (format) {
    case 'md':
      return file(planToMarkdown(plan));
    case 'json':
      return file(`${JSON.stringify(boardExport(board, now), null, 2)}\n`);
    case 'pdf':
    case 'docx':
      return file(await deps.pool.render(plan, format));
  }
}
