import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the request limits (sign-in failures, sign-ups, auth emails, AI drafts),
 * in the database so that every server process counts into the same row.
 */
export const rateLimits = pgTable('rate_limits', {
  /** What is counted and for whom, e.g. `sign-in:<ip> <email>` or `ai:<uid>`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When the window ends; the next hit after it starts a new window at 1. */
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});
