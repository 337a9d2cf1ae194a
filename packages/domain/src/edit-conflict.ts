import { z } from 'zod';

import { fieldSpec } from './fields.js';
import type { FieldChange } from './history.js';

/**
 * An edit's starting point: the board `version` the client showed when the person began typing.
 * Sent with a PATCH, a field changed by someone else since then is refused instead of overwritten.
 */
export const BASE_VERSION_HEADER = 'x-base-version';

/** One field two people changed: its value at the edit's start, the stored one, the refused one. */
export const EditConflictSchema = z.object({
  /** A dotted field path (`ideaData.initialIdea`, `title`). */
  field: z.string(),
  /** The value when the edit started (`x-base-version`, or the version a draft was started from). */
  base: z.unknown(),
  /** The value stored now, written by someone else since. */
  theirs: z.unknown(),
  /** The value this write would have stored. */
  yours: z.unknown(),
  /** When `theirs` was stored. */
  at: z.iso.datetime(),
});
export type EditConflict = z.infer<typeof EditConflictSchema>;

/** `details` of the 409 `aborted` answer to a write that would overwrite someone else's change. */
export const EditConflictDetailsSchema = z.object({ conflicts: z.array(EditConflictSchema) });
export type EditConflictDetails = z.infer<typeof EditConflictDetailsSchema>;

export const EDIT_CONFLICT_MESSAGE =
  'Someone else saved this since you started editing, so nothing was saved.';

/** A recorded change of a field after the edit's base version (a board revision), oldest first. */
export interface LaterChange {
  field: string;
  /** The field's value before that change. */
  before: unknown;
  /** ISO time of the change. */
  at: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The conflicts of a write: each field the write changes (`changes`, before = stored, after = the
 * write's) that was also changed after the edit's base (`later`, oldest first, any fields). A field
 * whose stored value is back at the base loses nothing, and one the catalogue keeps out of conflicts
 * (`conflicts: false`) is written over: no conflict.
 */
export function findEditConflicts(changes: FieldChange[], later: LaterChange[]): EditConflict[] {
  const conflicts: EditConflict[] = [];
  for (const change of changes) {
    if (!fieldSpec(change.field).conflicts) continue;
    const since = later.filter((c) => c.field === change.field);
    const first = since[0];
    const last = since.at(-1);
    if (!first || !last) continue;
    if (same(first.before, change.before)) continue;
    conflicts.push({
      field: change.field,
      base: first.before ?? null,
      theirs: change.before ?? null,
      yours: change.after ?? null,
      at: last.at,
    });
  }
  return conflicts;
}
