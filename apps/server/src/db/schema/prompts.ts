import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users.js';

/** The current text of each prompt template; `edited` marks an admin's save (seeding skips it). */
export const prompts = pgTable(
  'prompts',
  {
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    data: text('data').notNull(),
    edited: boolean('edited').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.name] })],
);
