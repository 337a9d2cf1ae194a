import { BoardDataSchemas } from './board.js';
import type { FieldPath } from './field-path.js';
import type { StageDataKey } from './stages.js';

/** What a field's history records: one field's path, its value before and after a write. */
export interface FieldChange {
  field: FieldPath;
  before: unknown;
  after: unknown;
}

/** Board keys that are identity, position or bookkeeping, never a field revision. */
const NOT_FIELDS = new Set([
  'id',
  'ownerId',
  'companyId',
  'currentStage',
  'currentStep',
  // Derived from the content and written with it: not fields a person edits.
  'furthestStage',
  'furthestStep',
  'draftSources',
  'version',
  'createdAt',
  'updatedAt',
  'deletedAt',
]);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field a write changed, generically: a stage object's fields one by one (tables inside
 * whole), any other top-level field (the title, a future forecast object) whole.
 */
export function boardFieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of Object.keys(after)) {
    if (NOT_FIELDS.has(key)) continue;
    const was = before[key];
    const now = after[key];
    if (key in BoardDataSchemas && isObject(was) && isObject(now)) {
      for (const sub of Object.keys(now)) {
        if (!same(was[sub], now[sub]))
          changes.push({ field: `${key as StageDataKey}.${sub}`, before: was[sub] ?? null, after: now[sub] });
      }
    } else if (!same(was, now)) {
      // Any other top-level key is a field whole (the title, the forecast, a future one).
      changes.push({ field: key as FieldPath, before: was ?? null, after: now ?? null });
    }
  }
  return changes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
