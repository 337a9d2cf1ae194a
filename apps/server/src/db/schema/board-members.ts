import type { ShareRole, Stage, Step } from '@planner/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { boards } from './boards.js';
import { users } from './users.js';

/**
 * The people a board is shared with besides its owner: an active member (an account) or
 * an invitation to an email address waiting for an account holding it to verify it.
 */
export const boardMembers = pgTable(
  'board_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** The member's account; null while invited. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address invited, always stored lowercased. */
    email: text('email').notNull(),
    role: text('role').$type<ShareRole>().notNull(),
    status: text('status', { enum: ['active', 'invited'] }).notNull(),
    /** When the invitation was (last) sent. */
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The member's own navigation; null until they move (they start at the board's first step). */
    currentStage: text('current_stage').$type<Stage>(),
    currentStep: text('current_step').$type<Step>(),
    /** SHA-256 of the invitation link's token; null once active (and for an account invited). */
    tokenHash: text('token_hash'),
    /** When the invitation expires unless the person opens the board; null once they have (joined). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('board_members_board_email_idx').on(t.boardId, t.email),
    uniqueIndex('board_members_board_user_idx')
      .on(t.boardId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('board_members_user_idx').on(t.userId),
    index('board_members_invited_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'invited'`),
    uniqueIndex('board_members_token_idx').on(t.tokenHash),
  ],
);
