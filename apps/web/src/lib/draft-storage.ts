/**
 * Unsaved editor values kept in localStorage per board and field (`planner:draft:<board>:<FieldPath>`),
 * so a reload loses nothing. Backups written before fields had paths (`…:<board>:initialIdea`) are
 * still read, as their field's path, and removed with it.
 * Writes are debounced (`flushDrafts` writes the waiting ones at once); a value is dropped once
 * saved (or discarded). Each value keeps the board version its edit started from, so a save after a
 * reload still says where it started. Storage errors (private mode, quota) only cost the backup,
 * never the edit. Sign Out's `forgetAllDrafts` is in `forget-all-drafts.ts`.
 */
import { type EditConflict, fieldNameOf, type FieldPath, upgradeFieldName } from '@planner/domain';

import { DRAFT_PREFIX, waitingDrafts } from '@/lib/forget-all-drafts';

/** A backed-up edit: its value and the board version it started from (unknown for older backups). */
export interface DraftEntry {
  value: unknown;
  base?: number;
  /** Someone else's save this edit's last save met, until a choice is made. */
  conflict?: EditConflict;
}

/** A board's backed-up edits by field path. */
export type DraftEntries = Partial<Record<FieldPath, DraftEntry>>;

const DELAY_MS = 400;
/** Larger values are not backed up: localStorage is small and shared by the whole origin. */
const MAX_CHARS = 200_000;

const keyOf = (boardId: string, field: FieldPath | '') => `${DRAFT_PREFIX}${boardId}:${field}`;

/** What is stored: the value, the version its edit started from, an open conflict (older backups: the value). */
interface Stored extends DraftEntry {
  draft: 1;
}
const isStored = (data: unknown): data is Stored =>
  typeof data === 'object' && data !== null && (data as Stored).draft === 1 && 'value' in data;

function writeEntry(key: string, entry: DraftEntry) {
  try {
    const json = JSON.stringify({ draft: 1, ...entry } satisfies Stored);
    if (json.length <= MAX_CHARS) localStorage.setItem(key, json);
    else localStorage.removeItem(key);
  } catch {
    // No storage: the edit still lives in the store until the tab closes.
  }
}

/**
 * Backs up an edit once typing pauses, with the board version it started from and the conflict its
 * last save met, if any (so a reload shows the choice again).
 */
export function storeDraftSoon(
  boardId: string,
  field: FieldPath,
  value: unknown,
  { base, conflict }: Omit<DraftEntry, 'value'> = {},
) {
  const key = keyOf(boardId, field);
  clearTimeout(waitingDrafts.get(key)?.timer);
  const write = () => {
    clearTimeout(waitingDrafts.get(key)?.timer);
    waitingDrafts.delete(key);
    writeEntry(key, { value, base, conflict });
  };
  waitingDrafts.set(key, { timer: setTimeout(write, DELAY_MS), write });
}

/**
 * Writes every backup still waiting for its debounce, now: the board workspace calls it when the
 * page is hidden or left (Back out of the app, a reload, a closed tab) before a debounce ends.
 */
export function flushDrafts() {
  for (const { write } of [...waitingDrafts.values()]) write();
}

/** Writes the named fields' backups still waiting for their debounce, now (a save is about to start). */
export function flushDraftsOf(boardId: string, fields: FieldPath[]) {
  for (const field of fields) waitingDrafts.get(keyOf(boardId, field))?.write();
}

export function forgetDrafts(boardId: string, fields: FieldPath[]) {
  for (const field of fields) {
    const key = keyOf(boardId, field);
    clearTimeout(waitingDrafts.get(key)?.timer);
    waitingDrafts.delete(key);
    try {
      localStorage.removeItem(key);
      // A backup from before paths, under the field's bare name.
      localStorage.removeItem(`${keyOf(boardId, '')}${fieldNameOf(field)}`);
    } catch {
      // Nothing stored.
    }
  }
}

/**
 * Every backed-up field of a board: its path -> value and the version its edit started from. An
 * older backup under a bare name counts as its field's path unless one under the path exists.
 */
export function readDraftEntries(boardId: string): DraftEntries {
  const prefix = keyOf(boardId, '');
  const drafts: DraftEntries = {};
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      try {
        const name = key.slice(prefix.length);
        const path = upgradeFieldName(name);
        if (!path || (path !== name && path in drafts)) continue;
        const data: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
        drafts[path] = isStored(data)
          ? { value: data.value, base: data.base, conflict: data.conflict }
          : { value: data };
      } catch {
        localStorage.removeItem(key);
      }
    }
  } catch {
    return {};
  }
  return drafts;
}

/** Every backed-up field of a board: its path -> value. */
export function readDrafts(boardId: string): Partial<Record<FieldPath, unknown>> {
  const entries = Object.entries(readDraftEntries(boardId));
  return Object.fromEntries(entries.map(([field, entry]) => [field, entry?.value]));
}
