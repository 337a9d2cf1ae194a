import type { EditConflict, FieldPath } from '@planner/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { ApiError } from '@/lib/api-error';
import { boardsApi } from '@/lib/boards-api';
import { storeDraftSoon } from '@/lib/draft-storage';
import { savedByOf, selectFieldChange } from '@/lib/live-slice';
import type { WorkspaceRootState } from '@/lib/store-hooks';
import { selectEdit, setConflicts, setEdit } from '@/lib/workspace-slice';

export const OFFLINE_SAVE_MESSAGE =
  'You are offline: your changes are kept and will be saved when you are back online';
export const UNREACHABLE_SAVE_MESSAGE =
  'Could not reach the server: your changes are kept in the editor. Try again in a moment.';

/** The error body's `details` of an RTK Query error or an `ApiError`. */
function detailsOf(error: unknown): { code?: unknown; details?: unknown } | null {
  if (error instanceof ApiError) return { code: error.code, details: error.details };
  const body = (error as { data?: { error?: { code?: unknown; details?: unknown } } } | null)?.data?.error;
  return body ?? null;
}

/** The fields a 409 `aborted` refused because someone else saved them meanwhile; null for other errors. */
export function conflictsOf(error: unknown): EditConflict[] | null {
  const body = detailsOf(error);
  if (body?.code !== 'aborted') return null;
  const conflicts = (body.details as { conflicts?: unknown } | undefined)?.conflicts;
  if (!Array.isArray(conflicts) || conflicts.length === 0) return null;
  return conflicts.filter(
    (c): c is EditConflict => typeof c === 'object' && c !== null && typeof c.field === 'string',
  );
}

/** The request never reached the server (RTK Query's `FETCH_ERROR`, fetch's TypeError). */
export function isUnreachable(error: unknown): boolean {
  return (
    (error as { status?: unknown } | null)?.status === 'FETCH_ERROR' ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  );
}

/** Unreachable because the browser has no connection: the save waits for the `online` event. */
export function isOffline(error: unknown): boolean {
  return isUnreachable(error) && typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * A write refused for someone else's change: their version is read into the cache, and each refused
 * value stays as the field's unsaved edit (backed up; a draft's text becomes one), starting from
 * their version, with the conflict the editor shows.
 */
export async function holdConflicts(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the root state is assembled from lazily injected slices
  dispatch: ThunkDispatch<any, unknown, UnknownAction>,
  getState: () => WorkspaceRootState,
  boardId: string,
  conflicts: EditConflict[],
): Promise<void> {
  const fresh = await dispatch(
    boardsApi.endpoints.getBoard.initiate(boardId, { subscribe: false, forceRefetch: true }),
  );
  const version = fresh.data?.version ?? 0;
  // Who saved theirs, when the live stream told this tab (kept with the conflict's backup).
  const held = conflicts.map((conflict) => ({
    ...conflict,
    savedBy: savedByOf(selectFieldChange(getState(), boardId, conflict.field as FieldPath)),
  }));
  dispatch(setConflicts({ boardId, conflicts: held, version }));
  for (const conflict of held) {
    const field = conflict.field as FieldPath;
    // A PATCH's value is the editor's already; a draft's becomes the field's edit.
    if (selectEdit(getState(), boardId, field) === undefined) {
      dispatch(setEdit({ boardId, field, value: conflict.yours, base: version }));
    }
    const value = selectEdit(getState(), boardId, field);
    storeDraftSoon(boardId, field, value, { base: version, conflict });
  }
}
