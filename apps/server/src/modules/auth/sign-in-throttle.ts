import type { Deps } from '../../lib/fastify.js';
import { clearHits, countHits, uncountHit } from '../../lib/rate-limits.js';

const ACCOUNT_WINDOW_MS = 60_000;
const ADDRESS_WINDOW_MS = 15 * 60_000;

export interface SignInLimits {
  /** Failed sign-ins per account + IP per minute. */
  perAccountPerMinute: number;
  /** Failed sign-ins per IP across accounts per 15 minutes (password spraying). */
  perIpPer15Minutes: number;
}

/** Which limit refuses an attempt, and the seconds until its window ends. */
export type SignInLock = { by: 'account' | 'address'; retryAfterSeconds: number } | null;

// A space never occurs in a validated email or an IP (PostgreSQL text cannot hold NUL).
const accountKey = (email: string, ip: string) => `sign-in:${ip} ${email}`;
const addressKey = (ip: string) => `sign-in-ip:${ip}`;

/**
 * Failed sign-ins, counted in the database (lib/rate-limits.ts) so every server process shares them.
 * Each attempt is counted before the password is checked (one atomic upsert, so a burst of parallel
 * guesses cannot all read "not locked yet"), and a success gives its count back.
 */
export function createSignInThrottle({ db }: Deps<'db'>, limits: SignInLimits) {
  return {
    /** Counts an attempt; says which limit, if any, refuses it. */
    async attempt(email: string, ip: string): Promise<SignInLock> {
      const hits = await countHits(db, [
        { key: accountKey(email, ip), windowMs: ACCOUNT_WINDOW_MS },
        { key: addressKey(ip), windowMs: ADDRESS_WINDOW_MS },
      ]);
      const address = hits.get(addressKey(ip));
      if (address && address.hits > limits.perIpPer15Minutes)
        return { by: 'address', retryAfterSeconds: Math.ceil(address.ttlMs / 1000) };
      const account = hits.get(accountKey(email, ip));
      if (account && account.hits > limits.perAccountPerMinute)
        return { by: 'account', retryAfterSeconds: Math.ceil(account.ttlMs / 1000) };
      return null;
    },
    /** Only failures count: a success forgets the account's failures and gives back the address's hit. */
    async succeeded(email: string, ip: string): Promise<void> {
      await clearHits(db, accountKey(email, ip));
      await uncountHit(db, addressKey(ip));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
