/**
 * What Sign Out needs of the draft backups (`draft-storage.ts`), apart so the first page of every
 * visitor loads only this: the key prefix, the writes still waiting, and forgetting them all.
 */
export const DRAFT_PREFIX = 'planner:draft:';

/** Backups waiting for their debounce, by key: the timer and the write it will run. */
export const waitingDrafts = new Map<string, { timer: ReturnType<typeof setTimeout>; write: () => void }>();

/** Drops every backed-up draft of every board (the user signed out on purpose). */
export function forgetAllDrafts() {
  for (const { timer } of waitingDrafts.values()) clearTimeout(timer);
  waitingDrafts.clear();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // No storage, nothing kept.
  }
}
