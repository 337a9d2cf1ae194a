import { describe, expect, it } from 'vitest';

import { MarketSegmentationMatrixSchema, RevenueStreamMatrixSchema, TableDataSchema } from './tables.js';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('TableDataSchema', () => {
  it('should accept a table with one cell per column in every row', () => {
    expect(TableDataSchema.safeParse({ columns: ['A', 'B'], rows: [['1', '2']] }).success).toBe(true);
    expect(TableDataSchema.safeParse({ columns: ['A'], rows: [] }).success).toBe(true);
  });

  it('should reject ragged rows', () => {
    expect(message(TableDataSchema.safeParse({ columns: ['A', 'B'], rows: [['1', '2'], ['3']] }))).toBe(
      'Every row needs one cell per column',
    );
    expect(message(TableDataSchema.safeParse({ columns: ['A'], rows: [['1', '2']] }))).toBe(
      'Every row needs one cell per column',
    );
  });

  it('should reject repeated (case-insensitive), empty or missing columns, and extra fields', () => {
    expect(message(TableDataSchema.safeParse({ columns: ['Size', 'size'], rows: [] }))).toBe(
      'Column names must be unique',
    );
    expect(message(TableDataSchema.safeParse({ columns: ['  '], rows: [] }))).toBe(
      'Column names cannot be empty',
    );
    expect(TableDataSchema.safeParse({ columns: [], rows: [] }).success).toBe(false);
    expect(TableDataSchema.safeParse({ columns: ['A'], rows: [], extra: 1 }).success).toBe(false);
    expect(TableDataSchema.safeParse({ columns: ['A'], rows: [[1]] }).success).toBe(false);
  });
});

describe('MarketSegmentationMatrixSchema / RevenueStreamMatrixSchema', () => {
  it('should need at least one row', () => {
    expect(message(MarketSegmentationMatrixSchema.safeParse({ columns: ['Group'], rows: [] }))).toBe(
      'The matrix needs at least one target group',
    );
    expect(message(RevenueStreamMatrixSchema.safeParse({ columns: ['Stream'], rows: [] }))).toBe(
      'The matrix needs at least one revenue stream',
    );
    expect(
      MarketSegmentationMatrixSchema.safeParse({ columns: ['Group'], rows: [['Students']] }).success,
    ).toBe(true);
  });
});
