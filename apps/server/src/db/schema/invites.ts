import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { companies } from './companies.js';
import { users } from './users.js';

export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Always stored lowercased. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    /** null means unlimited. */
    maxBoards: integer('max_boards'),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_pending_email_idx')
      .on(t.companyId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('invites_company_idx').on(t.companyId, t.createdAt),
    index('invites_email_idx').on(t.email),
  ],
);
