import type { ActionMode, Membership } from '@planner/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client.js';
import { actionCodes } from '../../db/schema/action-codes.js';
import { companies } from '../../db/schema/companies.js';
import { memberships } from '../../db/schema/memberships.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';
import { users } from '../../db/schema/users.js';

/** The only code of the auth module that touches the database. */

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

/**
 * Ends every session of the account now: its live refresh tokens are revoked and its ID tokens
 * refused from the next request (the token version moves on).
 */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Refuses the ID tokens of one session (a refresh-token family) from the next request: its id joins
 * the account's signed-out sessions, from which those no token can outlive any more are dropped.
 */
async function revokeSessionTokens(db: Executor, userId: string, sessionId: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db
    .update(users)
    .set({
      revokedSessions: sql`coalesce((select jsonb_object_agg(key, value) from jsonb_each(${users.revokedSessions}) where value::bigint > ${now}), '{}'::jsonb) || jsonb_build_object(${sessionId}::text, ${now + REVOKED_SESSION_KEPT_SECONDS}::bigint)`,
    })
    .where(eq(users.id, userId));
}

/** A new password always ends every session (call inside a transaction). */
export async function setPassword(tx: Executor, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeAllSessions(tx, userId);
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

/** Disables (ending every session) or re-enables an account; null for an unknown email. */
export async function setDisabledByEmail(
  db: Executor,
  email: string,
  disabled: boolean,
): Promise<{ id: string; email: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ disabled, updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id, email: users.email });
    if (row && disabled) await revokeAllSessions(tx, row.id);
    return row ?? null;
  });
}

export async function insertRefreshToken(
  db: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The session of a refresh token that may still be exchanged (not rotated, revoked or expired); a read only. */
export async function findLiveRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: string; familyId: string } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; familyId: string }
  | { outcome: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a live refresh token for its successor in the same family. The conditional update makes
 * the exchange single-use even under concurrent requests; presenting an already-rotated token is
 * reuse (a stolen copy or a replay) and revokes the whole family.
 */
export async function rotateRefreshToken(
  db: Executor,
  tokenHash: string,
  next: { tokenHash: string; expiresAt: Date },
  graceSeconds = 0,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [current] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (current) {
      await tx.insert(refreshTokens).values({ ...current, ...next });
      return { outcome: 'rotated', ...current };
    }
    const [row] = await tx
      .select({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
        expiresAt: refreshTokens.expiresAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return { outcome: 'unknown' };
    if (row.revokedAt) return { outcome: 'revoked' };
    if (row.rotatedAt) {
      if (await isConcurrentRefresh(tx, { ...row, rotatedAt: row.rotatedAt }, now, graceSeconds)) {
        // Two tabs (or a retried request) refreshed with the same cookie: a sibling, not theft.
        await tx.insert(refreshTokens).values({ userId: row.userId, familyId: row.familyId, ...next });
        return { outcome: 'rotated', userId: row.userId, familyId: row.familyId };
      }
      await revokeFamily(tx, row.familyId);
      await revokeSessionTokens(tx, row.userId, row.familyId);
      return { outcome: 'reused' };
    }
    return { outcome: 'expired' };
  });
}

/**
 * A rotated token presented again within the grace window, while nothing in its family has been
 * rotated since, is a concurrent refresh. A successor already used means the chain moved on: reuse.
 */
async function isConcurrentRefresh(
  tx: Executor,
  row: { familyId: string; rotatedAt: Date; expiresAt: Date },
  now: Date,
  graceSeconds: number,
): Promise<boolean> {
  if (graceSeconds <= 0 || row.expiresAt <= now) return false;
  if (now.getTime() - row.rotatedAt.getTime() > graceSeconds * 1000) return false;
  const [later] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, row.familyId), gt(refreshTokens.rotatedAt, row.rotatedAt)))
    .limit(1);
  return !later;
}

async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: ends the session (family) the token belongs to, ID tokens included; unknown tokens are ignored. */
export async function revokeFamilyOfToken(db: Database, tokenHash: string): Promise<void> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return;
  await db.transaction(async (tx) => {
    await revokeFamily(tx, row.familyId);
    await revokeSessionTokens(tx, row.userId, row.familyId);
  });
}

export interface ActionCodeRow {
  id: string;
  userId: string;
  mode: ActionMode;
  email: string;
  continueUrl: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Stores a new code and retires the account's older unused codes of the same mode. */
export async function insertActionCode(
  db: Executor,
  values: {
    userId: string;
    mode: ActionMode;
    codeHash: string;
    email: string;
    continueUrl: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(actionCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(actionCodes.userId, values.userId),
          eq(actionCodes.mode, values.mode),
          isNull(actionCodes.usedAt),
        ),
      );
    await tx.insert(actionCodes).values(values);
  });
}

export async function findActionCode(db: Executor, codeHash: string): Promise<ActionCodeRow | null> {
  const [row] = await db
    .select({
      id: actionCodes.id,
      userId: actionCodes.userId,
      mode: actionCodes.mode,
      email: actionCodes.email,
      continueUrl: actionCodes.continueUrl,
      expiresAt: actionCodes.expiresAt,
      usedAt: actionCodes.usedAt,
    })
    .from(actionCodes)
    .where(eq(actionCodes.codeHash, codeHash))
    .limit(1);
  return row ?? null;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeActionCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(actionCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(actionCodes.id, id), isNull(actionCodes.usedAt), gt(actionCodes.expiresAt, new Date())))
    .returning({ id: actionCodes.id });
  return rows.length === 1;
}

/** The caller's memberships with their company's name, oldest first. */
export async function listMembershipsOfUser(db: Executor, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      id: memberships.id,
      companyId: memberships.companyId,
      companyName: companies.name,
      role: memberships.role,
      status: memberships.status,
      maxBoards: memberships.maxBoards,
      usedBoards: memberships.usedBoards,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
  return rows.map((row) => ({
    ...row,
    remainingBoards: row.maxBoards === null ? null : Math.max(0, row.maxBoards - row.usedBoards),
  }));
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
      // Its ID tokens end with its password.
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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

/**
 * Locks the user's row and returns their personal allowance use. Every board creation of a user
 * takes this lock first, so a user's creations run one at a time and cannot overdraw any quota.
 */
export async function lockUserQuota(
  tx: Executor,
  userId: string,
): Promise<{ personalBoardsUsed: number } | null> {
  const [row] = await tx
    .select({ personalBoardsUsed: users.personalBoardsUsed })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function findPersonalBoardsUsed(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ used: users.personalBoardsUsed }).from(users).where(eq(users.id, userId));
  return row?.used ?? 0;
}

/** A board from the personal allowance was deleted for good: the allowance gets it back (never below 0). */
export async function refundPersonalBoard(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ personalBoardsUsed: sql`greatest(${users.personalBoardsUsed} - 1, 0)` })
    .where(eq(users.id, userId));
}

export async function consumePersonalBoard(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ personalBoardsUsed: sql`${users.personalBoardsUsed} + 1` })
    .where(eq(users.id, userId));
}
