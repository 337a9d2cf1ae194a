import { z } from 'zod';

/** The formats `GET /api/boards/:id/export` writes. */
export const EXPORT_FORMATS = ['pdf', 'docx', 'md', 'json', 'xlsx'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS, 'format must be one of pdf, docx, md, json, xlsx');
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

export const ExportQuerySchema = z
  .object({
    format: ExportFormatSchema,
    /** `true` adds the "Review" appendix to a PDF, Word or Markdown export. */
    review: z.optional(z.enum(['true', 'false'], 'review must be true or false')),
  })
  .strict();

/** What a person sees for each format (the Export menu), and its file name extension. */
export const EXPORT_FORMAT_INFO = {
  pdf: { label: 'PDF', extension: 'pdf' },
  docx: { label: 'Word (.docx)', extension: 'docx' },
  md: { label: 'Markdown', extension: 'md' },
  json: { label: 'JSON (backup, can be imported)', extension: 'json' },
  xlsx: { label: 'Spreadsheet of the forecast (.xlsx)', extension: 'xlsx' },
} as const satisfies Record<ExportFormat, { label: string; extension: string }>;

/** A safe download name: the title in ASCII letters, digits and dashes, then the date. */
export function exportFileName(title: string, date: string, format: ExportFormat): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'board'}-${date}.${EXPORT_FORMAT_INFO[format].extension}`;
}
