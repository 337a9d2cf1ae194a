import { z } from 'zod';

import { BUDGET_COLUMNS_MAX } from './forecast/limits.js';

const CELL_MAX = 2_000;
const COLUMNS_MAX = BUDGET_COLUMNS_MAX;
const ROWS_MAX = 100;

const Cell = z.string().max(CELL_MAX);
const ColumnName = z.string().trim().min(1, 'Column names cannot be empty').max(120);

function uniqueColumns(columns: string[]): boolean {
  return new Set(columns.map((c) => c.toLowerCase())).size === columns.length;
}

/** A table whose rows each have one cell per column; `minRows` and its message as the matrix needs. */
function tableSchema(minRows: number, fewRows = 'The table needs a row') {
  return z
    .object({
      columns: z.array(ColumnName).min(1).max(COLUMNS_MAX),
      rows: z.array(z.array(Cell)).min(minRows, fewRows).max(ROWS_MAX),
    })
    .strict()
    .refine((t) => uniqueColumns(t.columns), { message: 'Column names must be unique' })
    .refine((t) => t.rows.every((r) => r.length === t.columns.length), {
      message: 'Every row needs one cell per column',
    });
}

/**
 * A table of text cells: the shape of the market segmentation matrix and the revenue stream matrix.
 * Every row has exactly one cell per column.
 */
export const TableDataSchema = tableSchema(0).describe(
  'A table: column names are unique (ignoring case) and every row has exactly one cell per column.',
);
export type TableData = z.infer<typeof TableDataSchema>;

/** The market segmentation matrix: the first column names each target group. */
export const MarketSegmentationMatrixSchema = tableSchema(
  1,
  'The matrix needs at least one target group',
).describe(
  'The market segmentation matrix: at least one row (one per target group), every row one cell per column, column names unique.',
);
export type MarketSegmentationMatrix = TableData;

/** The revenue stream matrix: the first column names each revenue stream. */
export const RevenueStreamMatrixSchema = tableSchema(
  1,
  'The matrix needs at least one revenue stream',
).describe(
  'The revenue stream matrix: at least one row (one per revenue stream), every row one cell per column, column names unique.',
);
export type RevenueStreamMatrix = TableData;

/** A table the AI drafts for one of the plan's own sections (competition, milestones, risks): at least one row. */
export const PlanTableSchema = tableSchema(1).describe(
  'A table of the plan: at least one row, every row one cell per column, column names unique.',
);

const BudgetValue = z.union([z.string().max(CELL_MAX), z.number().finite()]);

/** What the AI answers for the budget: columns plus rows (spec section 3). */
export const BudgetCompletionSchema = z
  .object({
    columns: z.array(ColumnName).min(1).max(COLUMNS_MAX),
    rows: z.array(z.array(BudgetValue)).min(1).max(ROWS_MAX),
  })
  .strict()
  .refine((t) => uniqueColumns(t.columns), { message: 'Column names must be unique' })
  .refine((t) => t.rows.every((r) => r.length === t.columns.length), {
    message: 'Every row needs one value per column',
  });
export type BudgetCompletion = z.infer<typeof BudgetCompletionSchema>;

/** The stored budget: column names mapped to arrays of values, all arrays the same length. */
export const BudgetSchema = z
  .record(ColumnName, z.array(BudgetValue).max(ROWS_MAX))
  .refine((b) => Object.keys(b).length >= 1 && Object.keys(b).length <= COLUMNS_MAX, {
    message: 'A budget needs between 1 and 12 columns',
  })
  .refine((b) => new Set(Object.values(b).map((v) => v.length)).size <= 1, {
    message: 'Every budget column needs the same number of values',
  })
  // What the refinement checks, in the form the OpenAPI document shows.
  .meta({ minProperties: 1, maxProperties: COLUMNS_MAX });
export type Budget = z.infer<typeof BudgetSchema>;
export type BudgetValue = z.infer<typeof BudgetValue>;
