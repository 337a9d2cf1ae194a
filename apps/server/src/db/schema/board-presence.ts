import type { Stage, Step } from '@planner/domain';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { boards } from './boards.js';
import { users } from './users.js';

/**
 * Who has a board open: one row per board, person and server process (`instance_id`) holding their
 * live stream, kept fresh (`seen_at`) while it is open and deleted when its last stream there
 * closes; a row not seen for the presence window (a process that died) is deleted by any process.
 * Written only by `modules/live/presence-repository.ts`.
 */
export const boardPresence = pgTable(
  'board_presence',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id').notNull(),
    /** Where the person said they are (PUT presence); null until they say. */
    stage: text('stage').$type<Stage>(),
    step: text('step').$type<Step>(),
    movedAt: timestamp('moved_at', { withTimezone: true, mode: 'date' }),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.userId, t.instanceId] }),
    index('board_presence_seen_idx').on(t.seenAt),
    index('board_presence_instance_idx').on(t.instanceId),
  ],
);
