import type { AiCritique } from '@planner/domain';
import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

import { boards } from './boards.js';

/** A board's latest AI critique (prompt 7.1.1) and the board version it read. */
export const boardAiReviews = pgTable('board_ai_reviews', {
  boardId: uuid('board_id')
    .primaryKey()
    .references(() => boards.id, { onDelete: 'cascade' }),
  boardVersion: integer('board_version').notNull(),
  critique: jsonb('critique').$type<AiCritique>().notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
