import { diffWords } from 'diff';

/** One run of words in a diff: only in the old version, only in the current one, or in both. */
export interface WordPart {
  text: string;
  change: 'removed' | 'added' | 'same';
}

/** Word-level diff from a version to the current text (the `diff` library's `diffWords`). */
export function wordDiff(version: string, current: string): WordPart[] {
  return diffWords(version, current).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/**
 * Two texts side by side: each with the words only it has marked (`removed` on the first side,
 * `added` on the second), from one `wordDiff`.
 */
export function sideBySide(first: string, second: string): { first: WordPart[]; second: WordPart[] } {
  const parts = wordDiff(first, second);
  return {
    first: parts.filter((part) => part.change !== 'added'),
    second: parts.filter((part) => part.change !== 'removed'),
  };
}

/** A table field as columns and rows of text: a matrix as stored, a budget's columns transposed. */
export interface Grid {
  columns: string[];
  rows: string[][];
}

export function asGrid(value: unknown): Grid | null {
  if (typeof value !== 'object' || value === null) return null;
  const table = value as { columns?: unknown; rows?: unknown };
  if (Array.isArray(table.columns) && Array.isArray(table.rows))
    return {
      columns: table.columns.map(String),
      rows: (table.rows as unknown[][]).map((r) => r.map(String)),
    };
  const columns = Object.keys(value);
  const values = Object.values(value as Record<string, unknown[]>);
  const height = Math.max(0, ...values.map((v) => (Array.isArray(v) ? v.length : 0)));
  const rows = Array.from({ length: height }, (_, i) => values.map((v) => String(v[i] ?? '')));
  return { columns, rows };
}

/** A version's cell next to the current one: `now` is set when the current table differs there. */
export interface DiffCell {
  text: string;
  now?: string;
}

/**
 * Cell-level diff of a table version against the current table, laid out as the version: a cell
 * whose current value differs carries it in `now` (an empty string when the current table lacks it).
 */
export function cellDiff(version: Grid, current: Grid | null): { columns: string[]; rows: DiffCell[][] } {
  const rows = version.rows.map((row, r) =>
    row.map((text, c) => {
      const column = current?.columns.indexOf(version.columns[c] ?? '') ?? -1;
      const now = column < 0 ? '' : (current?.rows[r]?.[column] ?? '');
      return now === text ? { text } : { text, now };
    }),
  );
  return { columns: version.columns, rows };
}
