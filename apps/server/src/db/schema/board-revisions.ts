import type { RevisionSource } from '@planner/domain';
import { bigint, index, integer, json, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { boards } from './boards.js';
import { users } from './users.js';

/**
 * Every change of every board field, written in the transaction of the change (board-repository.ts).
 * The id grows with every write, so it orders history and pages it. `json` keeps a budget's column order.
 */
export const boardRevisions = pgTable(
  'board_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    before: json('before').$type<unknown>(),
    after: json('after').$type<unknown>(),
    source: jsonb('source').$type<RevisionSource>().notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The board's version this write produced. */
    boardVersion: integer('board_version').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('board_revisions_board_idx').on(t.boardId, t.id),
    index('board_revisions_field_idx').on(t.boardId, t.field, t.id),
    index('board_revisions_at_idx').on(t.at),
  ],
);
