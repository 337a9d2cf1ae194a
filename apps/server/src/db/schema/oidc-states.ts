import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A pending popup sign-in: PKCE verifier, state and nonce, single use, short-lived. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  provider: text('provider').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
