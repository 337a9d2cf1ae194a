const WINDOW_MS = 60_000;
/** Bounds memory under a spray of distinct keys; the oldest keys go first. */
const MAX_KEYS = 100_000;

export interface SignInThrottle {
  /** True while the key has had `limit` failures within the last minute. */
  isLocked(key: string, now?: number): boolean;
  recordFailure(key: string, now?: number): void;
  clear(key: string): void;
}

/**
 * Failed sign-ins per account + IP in a sliding one-minute window, in process memory. @fastify/rate-limit
 * counts every request, but only failures may count here, so this is a small limiter of its own. With
 * several server processes each keeps its own count (a shared store would be the next step).
 */
export function createSignInThrottle(limit: number): SignInThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const times = failures.get(key)?.filter((t) => now - t < WINDOW_MS) ?? [];
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    isLocked(key, now = Date.now()) {
      return recent(key, now).length >= limit;
    },
    recordFailure(key, now = Date.now()) {
      const times = recent(key, now);
      times.push(now);
      // Re-insert so the Map's order is least recently failed first.
      failures.delete(key);
      failures.set(key, times.slice(-limit));
      if (failures.size > MAX_KEYS) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
    clear(key) {
      failures.delete(key);
    },
  };
}

export function throttleKey(email: string, ip: string): string {
  return `${email}\u0000${ip}`;
}
