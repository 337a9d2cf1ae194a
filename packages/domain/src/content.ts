import type { Budget, TableData } from './tables.js';

/**
 * When a board field "has content". The spec says "with content" only for go-to-market; the same
 * test is used everywhere, because whitespace-only text is "(not provided)" to the prompts too.
 */
export function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** A matrix exists once it has at least one row. */
export function hasTable(value: TableData | null | undefined): boolean {
  return value !== null && value !== undefined && value.rows.length > 0;
}

/** A budget exists once it has at least one column. */
export function hasBudget(value: Budget | null | undefined): boolean {
  return value !== null && value !== undefined && Object.keys(value).length > 0;
}
