import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { boards } from './boards.js';
import { users } from './users.js';

/** View-only links to a board's plan for readers without an account. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token (128 random bits); the token itself is shown once. */
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Reads of the shared content or its PDF. */
    views: integer('views').notNull().default(0),
    /** Set when the owner revokes it; a revoked link leaves the list and answers 404. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('share_links_token_idx').on(t.tokenHash), index('share_links_board_idx').on(t.boardId)],
);
