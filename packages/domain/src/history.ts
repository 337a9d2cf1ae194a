import { BoardDataSchemas } from './board.js';

/** What a field's history records: one dotted path, its value before and after a write. */
export interface FieldChange {
  field: string;
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
    // The plan data's fields (cover details, section choices) are revisions one by one, like a stage's.
    if ((key in BoardDataSchemas || key === 'planData') && isObject(was) && isObject(now)) {
      for (const sub of Object.keys(now)) {
        if (!same(was[sub], now[sub]))
          changes.push({ field: `${key}.${sub}`, before: was[sub] ?? null, after: now[sub] });
      }
    } else if (!same(was, now)) {
      changes.push({ field: key, before: was ?? null, after: now ?? null });
    }
  }
  return changes;
}

/** The patch that sets one field (a dotted path) to a value. */
export function fieldPatch(field: string, value: unknown): Record<string, unknown> {
  const [key = '', sub] = field.split('.');
  return sub === undefined ? { [key]: value } : { [key]: { [sub]: value } };
}

/** A field's current value on a board (a dotted path). */
export function fieldValue(board: Record<string, unknown>, field: string): unknown {
  const [key = '', sub] = field.split('.');
  const value = board[key];
  return sub === undefined ? value : isObject(value) ? value[sub] : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
