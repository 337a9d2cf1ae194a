import type { ThreadStatus } from '@planner/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { boards } from './boards.js';
import { users } from './users.js';

/** A conversation anchored to one field of a board (its dotted path); goes with the board. */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    status: text('status').$type<ThreadStatus>().notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('comment_threads_board_idx').on(t.boardId, t.createdAt)],
);
