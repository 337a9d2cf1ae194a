import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

/** The only code that touches `users` (accounts, sign-ins, token versions, signed-out sessions); the personal board counters are `personal-board-repository.ts`. */

const accountColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  emailVerified: users.emailVerified,
  isAdmin: users.isAdmin,
  disabled: users.disabled,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
};

export interface Account {
  id: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  isAdmin: boolean;
  disabled: boolean;
  passwordHash: string | null;
  tokenVersion: number;
}

export interface RequestAccount {
  email: string;
  displayName: string;
  emailVerified: boolean;
  isAdmin: boolean;
  disabled: boolean;
  /** ID tokens issued under another version are refused. */
  tokenVersion: number;
  /** Signed-out sessions whose ID tokens are refused: session id -> epoch second it is kept until. */
  revokedSessions: Record<string, number>;
}

/** How long a signed-out session is remembered: the longest an ID token can live (ID_TOKEN_TTL_SECONDS). */
const REVOKED_SESSION_KEPT_SECONDS = 86_400;

/**
 * The account read that `authenticate` does on every API request, prepared once per database:
 * planning it each time costs as much as running it.
 */
export function prepareRequestAccountLookup(db: Database): (id: string) => Promise<RequestAccount | null> {
  const statement = db
    .select({
      email: users.email,
      displayName: users.displayName,
      emailVerified: users.emailVerified,
      isAdmin: users.isAdmin,
      disabled: users.disabled,
      tokenVersion: users.tokenVersion,
      revokedSessions: users.revokedSessions,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_request_account');
  return async (id) => (await statement.execute({ id }))[0] ?? null;
}

export async function findAccountByEmail(db: Executor, email: string): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findAccountById(db: Executor, id: string): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a new account; null when the email is taken (the unique index decides, race-free). */
export async function insertAccount(
  db: Executor,
  values: { email: string; displayName: string; passwordHash: string },
): Promise<Account | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(accountColumns);
  return row ?? null;
}

export async function recordSignIn(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

/** Refuses every ID token of the account from the next request: the token version moves on. */
export async function bumpTokenVersion(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Refuses the ID tokens of one session (a refresh-token family) from the next request: its id joins
 * the account's signed-out sessions, from which those no token can outlive any more are dropped.
 */
export async function revokeSessionTokens(db: Executor, userId: string, sessionId: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db
    .update(users)
    .set({
      revokedSessions: sql`coalesce((select jsonb_object_agg(key, value) from jsonb_each(${users.revokedSessions}) where value::bigint > ${now}), '{}'::jsonb) || jsonb_build_object(${sessionId}::text, ${now + REVOKED_SESSION_KEPT_SECONDS}::bigint)`,
    })
    .where(eq(users.id, userId));
}

/** A new password (its caller ends every session in the same transaction: `endAllSessions`). */
export async function setPassword(tx: Executor, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Executor, userId: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email)));
}

/** Grants or revokes the platform-admin flag; null for an unknown email. */
export async function setAdminByEmail(
  db: Executor,
  email: string,
  isAdmin: boolean,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

/** Disables or re-enables an account; null for an unknown email (`setAccountDisabled` ends the sessions). */
export async function setDisabledByEmail(
  db: Executor,
  email: string,
  disabled: boolean,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .update(users)
    .set({ disabled, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

/** An account proven by an OpenID provider: no password. */
export async function insertProviderAccount(
  db: Executor,
  account: { email: string; emailVerified: boolean; displayName: string },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...account, passwordHash: null })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned nothing');
  return row.id;
}

/** The provider proved the email: it is verified, and the password nobody proved goes (`claimUnverifiedAccount`). */
export async function verifyWithoutPassword(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, passwordHash: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function findUsersByEmails(
  db: Executor,
  emails: string[],
): Promise<{ id: string; email: string; emailVerified: boolean }[]> {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(inArray(users.email, emails));
}

/** Records the sign-in that triggered updateUserRecord. */
export async function touchUserSignIn(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
