/**
 * Unsaved editor values kept in localStorage per board and field, so a reload loses nothing.
 * Writes are debounced; a value is dropped once saved (or discarded). Storage errors (private mode,
 * quota) only cost the backup, never the edit.
 */
const PREFIX = 'planner:draft:';
const DELAY_MS = 400;
/** Larger values are not backed up: localStorage is small and shared by the whole origin. */
const MAX_CHARS = 200_000;

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const keyOf = (boardId: string, field: string) => `${PREFIX}${boardId}:${field}`;

function write(key: string, value: unknown) {
  try {
    const json = JSON.stringify(value);
    if (json.length <= MAX_CHARS) localStorage.setItem(key, json);
    else localStorage.removeItem(key);
  } catch {
    // No storage: the edit still lives in the store until the tab closes.
  }
}

export function storeDraftSoon(boardId: string, field: string, value: unknown) {
  const key = keyOf(boardId, field);
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      write(key, value);
    }, DELAY_MS),
  );
}

export function forgetDrafts(boardId: string, fields: string[]) {
  for (const field of fields) {
    const key = keyOf(boardId, field);
    clearTimeout(timers.get(key));
    timers.delete(key);
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  }
}

/** Every backed-up field of a board: field -> value. */
export function readDrafts(boardId: string): Record<string, unknown> {
  const prefix = keyOf(boardId, '');
  const drafts: Record<string, unknown> = {};
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      try {
        drafts[key.slice(prefix.length)] = JSON.parse(localStorage.getItem(key) ?? 'null');
      } catch {
        localStorage.removeItem(key);
      }
    }
  } catch {
    return {};
  }
  return drafts;
}

/** Drops every backed-up draft of every board (the user signed out on purpose). */
export function forgetAllDrafts() {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
}
