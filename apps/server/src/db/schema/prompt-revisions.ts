import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users.js';

/** Every saved version of every prompt, with who saved it (null: seeded from the repo) and when. */
export const promptRevisions = pgTable(
  'prompt_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    data: text('data').notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('prompt_revisions_file_idx').on(t.folder, t.name, t.savedAt)],
);
