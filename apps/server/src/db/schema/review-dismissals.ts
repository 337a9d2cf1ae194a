import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { boards } from './boards.js';
import { users } from './users.js';

/** A review finding a founder dismissed, with why; the finding's id is its check and field. */
export const reviewDismissals = pgTable(
  'review_dismissals',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    findingId: text('finding_id').notNull(),
    reason: text('reason').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.findingId] })],
);
