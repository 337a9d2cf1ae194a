import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { oidcIdentities } from '../../db/schema/oidc-identities.js';
import { oidcStates } from '../../db/schema/oidc-states.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { users } from '../../db/schema/users.js';

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  provider: string;
  expiresAt: Date;
}

export interface AccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
  hasPassword: boolean;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  disabled: users.disabled,
  passwordHash: users.passwordHash,
};

function toAccount(row: { passwordHash: string | null } & Omit<AccountRow, 'hasPassword'>): AccountRow {
  const { passwordHash, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null };
}

export async function insertPendingSignIn(db: Executor, pending: PendingSignIn): Promise<void> {
  await db.insert(oidcStates).values(pending);
}

/** Deletes and returns the pending sign-in: a state can be used once only. */
export async function takePendingSignIn(db: Executor, state: string): Promise<PendingSignIn | null> {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  return row ?? null;
}

export async function deleteExpiredPendingSignIns(db: Executor, now: Date): Promise<void> {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now));
}

export async function findAccountByIdentity(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row ? toAccount(row) : null;
}

export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ? toAccount(row) : null;
}

export async function insertIdentity(
  db: Executor,
  identity: { userId: string; issuer: string; subject: string; email: string },
): Promise<void> {
  await db.insert(oidcIdentities).values(identity);
}

export async function insertAccount(
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

/**
 * The provider proved the email, the password holder never did: the password goes and its sessions
 * end, so whoever registered the address first cannot keep a way in.
 */
export async function claimUnverifiedAccount(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerified: true,
      passwordHash: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
