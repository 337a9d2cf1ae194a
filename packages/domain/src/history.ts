import type { FieldPath } from './fields.js';
import { fieldSpec, isFieldPath } from './fields.js';

/** What a field's history records: one field's path, its value before and after a write. */
export interface FieldChange {
  field: FieldPath;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field a write changed whose history is kept (the catalogue's `history`): a stage object's
 * and the plan data's fields one by one (tables inside whole), the title and the forecast whole.
 * Identity, position and bookkeeping (ids, steps, versions, dates, draft sources) are no fields.
 */
export function boardFieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  const record = (path: string, was: unknown, now: unknown) => {
    if (isFieldPath(path) && fieldSpec(path).history && !same(was, now)) {
      changes.push({ field: path, before: was ?? null, after: now ?? null });
    }
  };
  for (const key of Object.keys(after)) {
    const was = before[key];
    const now = after[key];
    if (isObject(was) && isObject(now) && !isFieldPath(key)) {
      for (const sub of Object.keys(now)) record(`${key}.${sub}`, was[sub], now[sub]);
    } else {
      record(key, was, now);
    }
  }
  return changes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
