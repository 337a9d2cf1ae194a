import { boardFieldChanges, EDIT_CONFLICT_MESSAGE, findEditConflicts } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { BoardWriteGuard } from './board-repository.js';
import { listChangesSince } from './board-revision-repository.js';

/**
 * Refuses a write (409 `aborted`, `details.conflicts`) that would overwrite a field someone changed
 * after `baseVersion`, the board version the edit (or draft) started from; nothing is written. Costs
 * one read, and only when the board moved since that version.
 */
export function checkEditConflicts(baseVersion: number | undefined): BoardWriteGuard | undefined {
  if (baseVersion === undefined) return undefined;
  return async (tx, current, next) => {
    if (current.version <= baseVersion) return;
    const changes = boardFieldChanges(current, next);
    if (changes.length === 0) return;
    const later = await listChangesSince(
      tx,
      current.id,
      changes.map((c) => c.field),
      baseVersion,
    );
    const conflicts = findEditConflicts(changes, later);
    if (conflicts.length > 0) {
      throw new AppError('aborted', EDIT_CONFLICT_MESSAGE, { details: { conflicts } });
    }
  };
}
