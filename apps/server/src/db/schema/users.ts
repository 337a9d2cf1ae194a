import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  /**
   * Bumped when every ID token of the account stops being valid (password reset or change, disable,
   * "sign out of all devices"); each token carries the version it was issued under.
   */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Sessions signed out one by one: session id -> epoch second until which its ID tokens could live. */
  revokedSessions: jsonb('revoked_sessions').$type<Record<string, number>>().notNull().default({}),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
