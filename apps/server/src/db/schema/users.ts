import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lowercased. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  displayName: text('display_name').notNull().default(''),
  /** argon2id; null for accounts that only sign in through a provider. */
  passwordHash: text('password_hash'),
  isAdmin: boolean('is_admin').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  /** Boards taken from the personal allowance (PERSONAL_BOARD_LIMIT); never refunded. */
  personalBoardsUsed: integer('personal_boards_used').notNull().default(0),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
