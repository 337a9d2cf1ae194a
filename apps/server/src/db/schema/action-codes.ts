import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users.js';

/** Single-use emailed codes (verify email, reset password); only the SHA-256 is stored. */
export const actionCodes = pgTable(
  'action_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['verifyEmail', 'resetPassword'] }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    email: text('email').notNull(),
    continueUrl: text('continue_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('action_codes_user_idx').on(t.userId)],
);
