/**
 * Unsaved editor values kept in localStorage per board and field, so a reload loses nothing.
 * Writes are debounced (`flushDrafts` writes the waiting ones at once); a value is dropped once
 * saved (or discarded). Each value keeps the board version its edit started from, so a save after a
 * reload still says where it started. Storage errors (private mode, quota) only cost the backup,
 * never the edit. Sign Out's `forgetAllDrafts` is in `forget-all-drafts.ts`.
 */
import type { EditConflict } from '@planner/domain';

import { DRAFT_PREFIX, waitingDrafts } from '@/lib/forget-all-drafts';

/** A backed-up edit: its value and the board version it started from (unknown for older backups). */
export interface DraftEntry {
  value: unknown;
  base?: number;
  /** Someone else's save this edit's last save met, until a choice is made. */
  conflict?: EditConflict;
}

const DELAY_MS = 400;
/** Larger values are not backed up: localStorage is small and shared by the whole origin. */
const MAX_CHARS = 200_000;

const keyOf = (boardId: string, field: string) => `${DRAFT_PREFIX}${boardId}:${field}`;

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
  field: string,
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

export function forgetDrafts(boardId: string, fields: string[]) {
  for (const field of fields) {
    const key = keyOf(boardId, field);
    clearTimeout(waitingDrafts.get(key)?.timer);
    waitingDrafts.delete(key);
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  }
}

/** Every backed-up field of a board: field -> value and the version its edit started from. */
export function readDraftEntries(boardId: string): Record<string, DraftEntry> {
  const prefix = keyOf(boardId, '');
  const drafts: Record<string, DraftEntry> = {};
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      try {
        const data: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
        drafts[key.slice(prefix.length)] = isStored(data)
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

/** Every backed-up field of a board: field -> value. */
export function readDrafts(boardId: string): Record<string, unknown> {
  const entries = Object.entries(readDraftEntries(boardId));
  return Object.fromEntries(entries.map(([field, entry]) => [field, entry.value]));
}
